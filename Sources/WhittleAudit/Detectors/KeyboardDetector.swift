extension ResponsibilityDetector {
    /// `keyboard`: Members that observe keyboard notifications, read the keyboard frame, adjust insets or offsets for it, or dismiss it.
    static let keyboard = ResponsibilityDetector(
        responsibility: .keyboard,
        summary: "Members that observe keyboard notifications, read the keyboard frame, adjust insets or offsets for it, or dismiss it.",
        signals: [
            Signal(.member("keyboardWillShowNotification"), "observes the keyboard appearing"),
            Signal(.member("keyboardWillHideNotification"), "observes the keyboard hiding"),
            Signal(.member("keyboardDidShowNotification"), "observes the keyboard appearing"),
            Signal(.member("keyboardDidHideNotification"), "observes the keyboard hiding"),
            Signal(.member("keyboardWillChangeFrameNotification"), "observes the keyboard frame"),
            Signal(.member("UIKeyboardWillShow"), "observes the keyboard appearing"),
            Signal(.member("UIKeyboardWillHide"), "observes the keyboard hiding"),
            Signal(.member("keyboardFrameEndUserInfoKey"), "reads the keyboard frame"),
            Signal(.member("keyboardFrameBeginUserInfoKey"), "reads the keyboard frame"),
            Signal(.member("keyboardAnimationDurationUserInfoKey"), "follows the keyboard animation"),
            Signal(.member("keyboardLayoutGuide"), "lays out against the keyboard"),
            Signal(.namePrefix("keyboardWill"), "handles a keyboard notification"),
            Signal(.namePrefix("keyboardDid"), "handles a keyboard notification"),
            Signal(.call("endEditing"), "dismisses the keyboard", receivers: .own),
            Signal(.call("resignFirstResponder"), "dismisses the keyboard"),
        ],
        triggeringExamples: keyboardTriggeringExamples,
        nonTriggeringExamples: keyboardNonTriggeringExamples)
}
