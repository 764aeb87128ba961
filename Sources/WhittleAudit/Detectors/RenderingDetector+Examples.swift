extension ResponsibilityDetector {
    static let renderingTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func render(_ state: ProfileState) {
                    nameLabel.text = state.name
                    tableView.reloadData()
                }
            }
            """#),
    ]

    static let renderingNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let logic: ProfileLogicController
            }
            """#),
    ]
}
