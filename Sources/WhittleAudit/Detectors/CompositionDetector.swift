extension Responsibility {
    /// `composition`: `whittle explain composition` says what counts.
    public static let composition = Responsibility(id: "composition")
}

extension ResponsibilityDetector {
    /// The `composition` detector: the signals that show ``Responsibility/composition``, with examples that run as tests.
    static let composition = ResponsibilityDetector(
        .composition,
        definition: "adds/removes child view controllers, wires its collaborators",
        roles: [],
        signals: [
            Signal(.call("addChild"), "adds a child view controller", receivers: .own),
            Signal(.call("removeFromParent"), "removes a child view controller"),
            Signal(.call("didMove"), "completes child containment"),
            Signal(.call("willMove"), "starts child containment"),
            Signal(.call("addChildViewController"), "adds a child view controller", receivers: .own),
            Signal(.call("removeFromParentViewController"), "removes a child view controller"),
            // The usual names of a project's own containment helpers.
            Signal(.call("embed"), "embeds a child view controller", receivers: .own),
            Signal(.labeledCall("add(child:)"), "adds a child view controller"),
            Signal(.labeledCall("add(childViewController:)"), "adds a child view controller"),
            Signal(.member("delegate"), "wires a delegate"),
            Signal(.member("dataSource"), "wires a data source"),
        ],
        objectiveCSignals: [
            Signal(.call("didMoveToParentViewController"), "completes child containment"),
            Signal(.call("willMoveToParentViewController"), "starts child containment"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func embed(_ child: UIViewController) {
                        ↓addChild(child)
                        view.addSubview(child.view)
                        ↓child.didMove(toParent: self)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓embed(SummaryViewController(summary: summary))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showMap() {
                        ↓add(child: MapViewController(region: region))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func remove(_ child: UIViewController) {
                        ↓child.willMove(toParent: nil)
                        child.view.removeFromSuperview()
                        ↓child.removeFromParent()
                    }

                    private func embedLegacy(_ child: UIViewController) {
                        ↓addChildViewController(child)
                        view.addSubview(child.view)
                        child.didMove(toParentViewController: self)
                    }

                    private func removeLegacy(_ child: UIViewController) {
                        ↓child.removeFromParentViewController()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓tableView.delegate = self
                        ↓tableView.dataSource = self
                        ↓add(childViewController: headerController)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)embed:(UIViewController *)child {
                    [self ↓addChildViewController:child];
                    [child ↓didMoveToParentViewController:self];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)removeChild:(UIViewController *)child {
                    [child ↓willMoveToParentViewController:nil];
                    [child.view removeFromSuperview];
                    [child ↓removeFromParentViewController];
                }
                """#),
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func refresh() {
                        logic.start()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)embed {
                    [self.container show];
                }
                """#),
        ])
}
