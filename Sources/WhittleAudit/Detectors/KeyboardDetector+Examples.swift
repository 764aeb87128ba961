extension ResponsibilityDetector {
    static let keyboardTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                @objc private func keyboardWillShow(_ note: Notification) {
                    guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    scrollView.contentInset.bottom = frame.height
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                @objc private func keyboardWillHide(_ notification: Notification) {
                    scrollView.contentInset.bottom = 0
                    scrollView.verticalScrollIndicatorInsets.bottom = 0
                }
            }
            """#),
    ]

    static let keyboardNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func updateTableOfContentsInsets() {
                    tocScrollView.scrollIndicatorInsets.bottom = footerHeight
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let keyboard = KeyboardManager()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    keyboard.adjust(scrollView)
                }
            }
            """#),
    ]
}
