extension ResponsibilityDetector {
    /// The `lifecycle` detector: the signals that show ``Responsibility/lifecycle``, with examples that run as tests.
    static let lifecycle = ResponsibilityDetector(
        responsibility: .lifecycle,
        signals: [
            Signal(.signature("viewDidLoad()"), "view lifecycle"),
            Signal(.signature("loadView()"), "view lifecycle"),
            Signal(.signature("viewWillAppear(_:)"), "view lifecycle"),
            Signal(.signature("viewIsAppearing(_:)"), "view lifecycle"),
            Signal(.signature("viewDidAppear(_:)"), "view lifecycle"),
            Signal(.signature("viewWillDisappear(_:)"), "view lifecycle"),
            Signal(.signature("viewDidDisappear(_:)"), "view lifecycle"),
            Signal(.signature("viewWillAppear()"), "view lifecycle"),
            Signal(.signature("viewDidAppear()"), "view lifecycle"),
            Signal(.signature("viewWillDisappear()"), "view lifecycle"),
            Signal(.signature("viewDidDisappear()"), "view lifecycle"),
            Signal(.signature("awakeFromNib()"), "view lifecycle"),
            Signal(.signature("windowDidLoad()"), "window lifecycle"),
            Signal(.signature("didReceiveMemoryWarning()"), "view lifecycle"),
            Signal(.memberKind(.initializer), "initialiser"),
            Signal(.memberKind(.deinitializer), "deinitialiser"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓override func viewDidLoad() {
                        super.viewDidLoad()
                        logic.start()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓init(logic: ProfileLogicController) {
                        self.logic = logic
                        super.init(nibName: nil, bundle: nil)
                    }

                    ↓deinit {
                        logic.stop()
                    }

                    ↓override func loadView() {
                        view = ProfileView()
                    }

                    ↓override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        logic.resume()
                    }

                    ↓override func viewIsAppearing(_ animated: Bool) {
                        super.viewIsAppearing(animated)
                        logic.refreshIfStale()
                    }

                    ↓override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        logic.markSeen()
                    }

                    ↓override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        logic.pause()
                    }

                    ↓override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        logic.saveDraft()
                    }

                    ↓override func didReceiveMemoryWarning() {
                        super.didReceiveMemoryWarning()
                        logic.trim()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    ↓override func awakeFromNib() {
                        super.awakeFromNib()
                        logic.start()
                    }

                    ↓override func viewWillAppear() {
                        super.viewWillAppear()
                        logic.resume()
                    }

                    ↓override func viewDidAppear() {
                        super.viewDidAppear()
                        logic.markSeen()
                    }

                    ↓override func viewWillDisappear() {
                        super.viewWillDisappear()
                        logic.pause()
                    }

                    ↓override func viewDidDisappear() {
                        super.viewDidDisappear()
                        logic.saveDraft()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    ↓override func windowDidLoad() {
                        super.windowDidLoad()
                        logic.start()
                    }
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
        ])
}
