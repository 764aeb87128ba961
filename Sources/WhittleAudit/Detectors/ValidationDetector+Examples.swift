extension ResponsibilityDetector {
    static let validationTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func validateEmail(_ text: String) -> Bool {
                    text.range(of: "^[^@]+@[^@]+$", options: .regularExpression) != nil
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                @objc private func textChanged() {
                    signUpButton.isEnabled = !(nameField.text ?? "").isEmpty
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                @objc private func textChanged(_ sender: UITextField) {
                    navigationItem.rightBarButtonItem?.isEnabled = sender.text?.isEmpty == false
                }
            }
            """#),
    ]

    static let validationNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if rewards.isEnabled && Preferences.isEnabled { startAds() }
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func textChanged() {
                    intention.nameChanged(nameField.text)
                }
            }
            """#),
    ]
}
