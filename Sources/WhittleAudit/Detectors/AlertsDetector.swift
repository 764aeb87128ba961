extension ResponsibilityDetector {
    /// The `alerts` detector: the signals that show ``Responsibility/alerts``, with examples that run as tests.
    static let alerts = ResponsibilityDetector(
        responsibility: .alerts,
        signals: [
            Signal(.type("UIAlertController"), "builds an alert"),
            Signal(.type("UIAlertAction"), "acts on an alert choice"),
            Signal(.type("UIAlertView"), "builds an alert"),
            Signal(.type("NSAlert"), "builds an alert"),
            Signal(.member("actionSheet"), "builds an action sheet"),
            Signal(.call("runModal"), "runs a modal alert", receivers: .own),
            Signal(.call("beginSheetModal"), "runs an alert sheet"),
            // The app's own alert controller (`ThemedAlertController(…)`), a `UIAlertController` subclass.
            Signal(.constructsTypeWithSuffix("AlertController"), "builds an alert"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func confirmDelete() {
                        let alert = ↓UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
                        alert.addAction(↓UIAlertAction(title: "Delete", style: .destructive) { _ in self.logic.delete() })
                        present(alert, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func show(_ error: Error) {
                        let alert = ↓ThemedAlertController(title: "Could not share", message: error.localizedDescription, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func report(_ error: Error) {
                        ↓NSAlert(error: error).runModal()
                    }

                    private func confirmDelete() {
                        let alert = ↓NSAlert()
                        alert.messageText = "Delete the document?"
                        alert.addButton(withTitle: "Delete")
                        ↓alert.beginSheetModal(for: view.window!) { response in
                            if response == .alertFirstButtonReturn { self.logic.delete() }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showError(_ message: String) {
                        ↓UIAlertView(title: "Error", message: message, delegate: nil, cancelButtonTitle: "OK").show()
                    }
                }
                """#),
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let interaction: ConfirmDeleteInteraction

                    private func deleteTapped() {
                        interaction.run(from: self)
                    }
                }
                """#),
        ])
}
