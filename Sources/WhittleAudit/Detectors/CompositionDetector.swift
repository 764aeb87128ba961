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
            // AppKit's containers: split and tab view controllers hold their children as
            // items, a window its titlebar accessories.
            Signal(.type("NSSplitViewItem"), "holds a child view controller in a split view"),
            Signal(.call("addSplitViewItem"), "adds a split view's child"),
            Signal(.call("insertSplitViewItem"), "adds a split view's child"),
            Signal(.labeledCall("NSTabViewItem(viewController:)"), "holds a child view controller in a tab"),
            Signal(.call("addTabViewItem"), "adds a tab's child"),
            Signal(.call("insertTabViewItem"), "adds a tab's child"),
            Signal(.call("addTitlebarAccessoryViewController"), "adds a titlebar accessory view controller"),
            // A window's content: the controller it shows, installed by whoever makes the window
            // (`window?.contentViewController = SettingsTabViewController()`,
            // `NSWindow(contentViewController:)`). A bare `contentViewController = …` is recorded
            // as a reference, not a write, so it is not read.
            Signal(.member("contentViewController"), "installs a window's content view controller").whenAssigned(),
            Signal(.labeledCall("NSWindow(contentViewController:)"), "makes a window around its content view controller"),
        ],
        objectiveCSignals: [
            Signal(.call("setContentViewController"), "installs a window's content view controller"),
            Signal(.call("windowWithContentViewController"), "makes a window around its content view controller"),
            Signal(.call("didMoveToParentViewController"), "completes child containment"),
            Signal(.call("willMoveToParentViewController"), "starts child containment"),
            Signal(.call("tabViewItemWithViewController"), "holds a child view controller in a tab"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    convenience init() {
                        self.init(window: ↓NSWindow(contentViewController: BlurViewController()))
                    }

                    override func windowDidLoad() {
                        super.windowDidLoad()
                        window?.↓contentViewController = SettingsTabViewController()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                + (NSWindow *)makeWindow {
                    return [NSWindow ↓windowWithContentViewController:[[BlurViewController alloc] init]];
                }

                - (void)windowDidLoad {
                    [super windowDidLoad];
                    self.window.↓contentViewController = [[SettingsViewController alloc] init];
                    [self.window ↓setContentViewController:[[SettingsViewController alloc] init]];
                }
                """#, interface: "NSWindowController"),
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
                #"""
                final class ExampleSplitViewController: NSSplitViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let sidebar = ↓NSSplitViewItem(sidebarWithViewController: SidebarViewController())
                        ↓addSplitViewItem(sidebar)
                        ↓insertSplitViewItem(↓NSSplitViewItem(viewController: DetailViewController()), at: 1)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleTabViewController: NSTabViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let general = ↓NSTabViewItem(viewController: GeneralPaneController())
                        ↓addTabViewItem(general)
                        ↓insertTabViewItem(advancedItem, at: 1)
                        view.window?.↓addTitlebarAccessoryViewController(NSTitlebarAccessoryViewController())
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    NSSplitViewItem *sidebar = [↓NSSplitViewItem sidebarWithViewController:self.sidebarController];
                    [self ↓addSplitViewItem:sidebar];
                    [self ↓addTabViewItem:[NSTabViewItem ↓tabViewItemWithViewController:self.generalPane]];
                    [self.view.window ↓addTitlebarAccessoryViewController:self.accessory];
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
            AuditExample(
                #"""
                final class ExampleSplitViewController: NSSplitViewController {
                    override func viewDidAppear() {
                        super.viewDidAppear()
                        splitViewItems.first?.isCollapsed = false
                    }
                }
                """#),
        ])
}
