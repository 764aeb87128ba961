extension ResponsibilityDetector {
    static let alertsTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func confirmDelete() {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.logic.delete() })
                    present(alert, animated: true)
                }
            }
            """#),
    ]

    static let alertsNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let interaction: ConfirmDeleteInteraction

                private func deleteTapped() {
                    interaction.run(from: self)
                }
            }
            """#),
    ]
}
