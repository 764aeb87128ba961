extension ResponsibilityDetector {
    /// The `domain-logic` detector: the signals that show ``Responsibility/domainLogic``, with examples that run as tests.
    static let domainLogic = ResponsibilityDetector(
        responsibility: .domainLogic,
        signals: [
            Signal(.call("filter"), "filters model data"),
            Signal(.call("sorted"), "sorts model data"),
            Signal(.call("sort"), "sorts model data"),
            Signal(.call("reduce"), "derives a value from model data"),
            Signal(.labeledCall("Dictionary(grouping:by:)"), "groups model data"),
            Signal(.type("NSPredicate"), "filters with a predicate"),
            Signal(.type("NSSortDescriptor"), "sorts with a sort descriptor"),
            Signal(.type("SortDescriptor"), "sorts with a sort descriptor"),
            Signal(.type("NSCompoundPredicate"), "filters with a predicate"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showUnread() {
                        visible = ↓messages.filter { !$0.isRead }.sorted { $0.date > $1.date }
                        tableView.reloadData()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var total: Decimal {
                        ↓items.reduce(0) { $0 + $1.price }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func groupByDay() {
                        days = ↓Dictionary(grouping: messages, by: { Calendar.current.startOfDay(for: $0.date) })
                        ↓dayStarts.sort(by: >)
                    }

                    private func search(_ text: String) {
                        let byName = ↓NSPredicate(format: "name CONTAINS[cd] %@", text)
                        let active = NSPredicate(format: "isArchived == NO")
                        request.predicate = ↓NSCompoundPredicate(andPredicateWithSubpredicates: [byName, active])
                        request.sortDescriptors = [↓NSSortDescriptor(key: "name", ascending: true)]
                    }

                    private func sortByDate() {
                        visible = messages.sorted(using: ↓SortDescriptor(\.date, order: .reverse))
                    }
                }
                """#),
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showUnread() {
                        render(logic.unreadMessages())
                    }
                }
                """#),
        ])
}
