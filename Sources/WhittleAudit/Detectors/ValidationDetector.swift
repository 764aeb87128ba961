extension ResponsibilityDetector {
    /// `validation`: Members that check user input (formats, required fields, regular expressions) and enable or disable controls from it.
    static let validation = ResponsibilityDetector(
        responsibility: .validation,
        summary: "Members that check user input (formats, required fields, regular expressions) and enable or disable controls from it.",
        signals: [
            Signal(.namePrefix("validate"), "validates input"),
            Signal(.namePrefix("isValid"), "validates input"),
            Signal(.member("isEnabled"), "enables or disables a control", receivers: .controls),
            Signal(.member("regularExpression"), "matches input against a pattern"),
            Signal(.type("NSRegularExpression"), "matches input against a pattern"),
            Signal(.type("NSDataDetector"), "checks input format"),
            Signal(.signature("textField(_:shouldChangeCharactersIn:replacementString:)"), "filters typed characters"),
        ],
        triggeringExamples: validationTriggeringExamples,
        nonTriggeringExamples: validationNonTriggeringExamples)
}
