extension ResponsibilityDetector {
    static let lifecycleTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    logic.start()
                }
            }
            """#),
    ]

    static let lifecycleNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func refresh() {
                    logic.start()
                }
            }
            """#),
    ]
}
