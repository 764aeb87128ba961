extension ResponsibilityDetector {
    static let domainLogicTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func showUnread() {
                    visible = messages.filter { !$0.isRead }.sorted { $0.date > $1.date }
                    tableView.reloadData()
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private var total: Decimal {
                    items.reduce(0) { $0 + $1.price }
                }
            }
            """#),
    ]

    static let domainLogicNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func showUnread() {
                    render(logic.unreadMessages())
                }
            }
            """#),
    ]
}
