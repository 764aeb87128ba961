extension Responsibility {
    /// `lifecycle`: `whittle explain lifecycle` says what counts.
    public static let lifecycle = Responsibility(id: "lifecycle")
}

extension ResponsibilityDetector {
    /// The `lifecycle` detector: the signals that show ``Responsibility/lifecycle``, with examples that run as tests.
    static let lifecycle = ResponsibilityDetector(
        .lifecycle,
        definition: "overrides lifecycle methods, init/deinit, that only call collaborators",
        roles: [],
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
        objectiveCSignals: [
            Signal(.signature("-viewIsAppearing:"), "view lifecycle"),
            Signal(.signature("-windowDidLoad"), "window lifecycle"),
            Signal(.signature("-viewDidLoad"), "view lifecycle"),
            Signal(.signature("-loadView"), "view lifecycle"),
            Signal(.signature("-viewWillAppear:"), "view lifecycle"),
            Signal(.signature("-viewDidAppear:"), "view lifecycle"),
            Signal(.signature("-viewWillDisappear:"), "view lifecycle"),
            Signal(.signature("-viewDidDisappear:"), "view lifecycle"),
            Signal(.signature("-awakeFromNib"), "view lifecycle"),
            Signal(.signature("-didReceiveMemoryWarning"), "view lifecycle"),
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
            AuditExample(
                objectiveC: #"""
                ↓- (void)viewDidLoad {
                    [super viewDidLoad];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (instancetype)initWithPhoto:(Photo *)photo {
                    self = [super initWithNibName:nil bundle:nil];
                    return self;
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)loadView {
                    self.view = self.profileView;
                }

                ↓- (void)awakeFromNib {
                    [super awakeFromNib];
                    [self.logic start];
                }

                ↓- (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    [self.logic refresh];
                }

                ↓- (void)viewIsAppearing:(BOOL)animated {
                    [super viewIsAppearing:animated];
                    [self.logic beginUpdates];
                }

                ↓- (void)viewDidAppear:(BOOL)animated {
                    [super viewDidAppear:animated];
                    [self.logic trackVisit];
                }

                ↓- (void)viewWillDisappear:(BOOL)animated {
                    [super viewWillDisappear:animated];
                    [self.logic endUpdates];
                }

                ↓- (void)viewDidDisappear:(BOOL)animated {
                    [super viewDidDisappear:animated];
                    [self.logic stop];
                }

                ↓- (void)didReceiveMemoryWarning {
                    [super didReceiveMemoryWarning];
                    [self.logic trim];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)windowDidLoad {
                    [super windowDidLoad];
                    [self.logic start];
                }
                """#, interface: "NSWindowController"),
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
                - (void)viewDidLoadLater {
                    [self.loader start];
                }
                """#),
        ])
}
