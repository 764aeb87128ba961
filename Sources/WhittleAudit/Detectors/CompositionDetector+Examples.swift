extension ResponsibilityDetector {
    static let compositionTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func embed(_ child: UIViewController) {
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    embed(SummaryViewController(summary: summary))
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func showMap() {
                    add(child: MapViewController(region: region))
                }
            }
            """#),
    ]

    static let compositionNonTriggeringExamples: [AuditExample] = [
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
