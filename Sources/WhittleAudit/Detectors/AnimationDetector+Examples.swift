extension ResponsibilityDetector {
    static let animationTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func reveal() {
                    UIView.animate(withDuration: 0.3) {
                        self.headerView.alpha = 1
                    }
                }
            }
            """#),
    ]

    static let animationNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let transition = CardTransition()

                private func reveal() {
                    transition.reveal(headerView)
                }
            }
            """#),
    ]
}
