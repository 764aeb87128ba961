extension ResponsibilityDetector {
    static let modelObservationTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    logic.$state.sink { [weak self] state in self?.render(state) }.store(in: &subscriptions)
                }
            }
            """#),
    ]

    static let modelObservationNonTriggeringExamples: [AuditExample] = [
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
