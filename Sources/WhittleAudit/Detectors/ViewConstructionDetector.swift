extension Responsibility {
    /// `view-construction`: `whittle explain view-construction` says what counts.
    public static let viewConstruction = Responsibility(id: "view-construction")
}

extension ResponsibilityDetector {
    /// The `view-construction` detector: the signals that show ``Responsibility/viewConstruction``, with examples that run as tests.
    static let viewConstruction = ResponsibilityDetector(
        .viewConstruction,
        definition:
            "creates and styles subviews in code, adds them to the hierarchy, creates Auto Layout constraints",
        roles: [.smarterView], keptIn: [.swiftUIView, .viewModel],
        // Nearly every UIKit controller does it (29 of 30 labelled controllers of the development
        // apps): a warning would tell one controller from another by nothing.
        ruleSeverity: .note,
        signals: [
            Signal(.call("addSubview"), "adds a subview"),
            Signal(.call("addArrangedSubview"), "adds a stack view subview"),
            Signal(.call("insertSubview"), "adds a subview"),
            // A layer made in code and put in the view's tree: a camera preview, a mask, a gradient.
            Signal(.call("addSublayer"), "adds a layer"),
            Signal(.call("insertSublayer"), "adds a layer"),
            Signal(.call("addConstraint"), "adds a constraint"),
            Signal(.call("addConstraints"), "adds constraints"),
            Signal(.call("constraint"), "creates an anchor constraint"),
            Signal(.call("makeConstraints"), "creates SnapKit constraints"),
            Signal(.call("remakeConstraints"), "creates SnapKit constraints"),
            // PureLayout's one-call constraints (`view.autoPinEdge(toSuperviewEdge: .top)`), by the
            // base names Swift and Objective-C share.
        ] + Self.pureLayoutCalls.map { Signal(.call($0), "creates PureLayout constraints") } + [
            Signal(.call("addLayoutGuide"), "adds a layout guide"),
            // Made or activated, not only named: an outlet, a parameter or a local holding a
            // constraint (`@IBOutlet var heightConstraint: NSLayoutConstraint!`) builds nothing.
            Signal(.call("NSLayoutConstraint"), "creates Auto Layout constraints"),
            Signal(.call("activate"), "activates constraints").only(with: [.type("NSLayoutConstraint")]),
            Signal(.call("constraints"), "creates Auto Layout constraints").only(with: [.type("NSLayoutConstraint")]),
            Signal(.member("translatesAutoresizingMaskIntoConstraints"), "prepares a view for Auto Layout in code"),
            Signal(.member("cornerRadius"), "styles a view"),
            Signal(.member("borderWidth"), "styles a view"),
            Signal(.member("borderColor"), "styles a view"),
            Signal(.member("shadowOpacity"), "styles a view"),
            Signal(.member("shadowRadius"), "styles a view"),
            Signal(.member("shadowOffset"), "styles a view"),
            Signal(.member("masksToBounds"), "styles a view"),
            Signal(.member("clipsToBounds"), "styles a view"),
            // One colour or font set alone re-themes an outlet or shows a state; styling a view
            // in code sets more of its look, or goes with building it.
            Signal(.member("backgroundColor"), "styles a view").only(with: Self.styling + [.member("font")]),
            Signal(.member("font"), "styles text").only(with: Self.styling + [.member("backgroundColor")]),
            Signal(.member("textContainerInset"), "styles a text view"),
            Signal(.call("UIView"), "creates a view in code"),
            Signal(.call("UILabel"), "creates a label in code"),
            Signal(.call("UIButton"), "creates a button in code"),
            Signal(.call("UIImageView"), "creates an image view in code"),
            Signal(.call("UIStackView"), "creates a stack view in code"),
            Signal(.call("UITextField"), "creates a text field in code"),
            Signal(.call("UITableView"), "creates a table view in code"),
            Signal(.call("UICollectionView"), "creates a collection view in code"),
            Signal(.call("UIScrollView"), "creates a scroll view in code"),
            Signal(.call("UISwitch"), "creates a switch in code"),
            Signal(.call("UISegmentedControl"), "creates a segmented control in code"),
            Signal(.call("UIActivityIndicatorView"), "creates a spinner in code"),
            Signal(.call("UIRefreshControl"), "creates a refresh control in code"),
            Signal(.call("UIBarButtonItem"), "creates a bar button in code"),
            Signal(.call("NSTextField"), "creates a text field in code"),
            Signal(.call("NSButton"), "creates a button in code"),
            Signal(.call("NSStackView"), "creates a stack view in code"),
            Signal(.call("UITextView"), "creates a text view in code"),
            Signal(.call("UISlider"), "creates a slider in code"),
            Signal(.call("UIProgressView"), "creates a progress bar in code"),
            Signal(.call("UIDatePicker"), "creates a date picker in code"),
            Signal(.call("UIPickerView"), "creates a picker in code"),
            Signal(.call("UIPageControl"), "creates a page control in code"),
            Signal(.call("UIToolbar"), "creates a toolbar in code"),
            Signal(.call("UIVisualEffectView"), "creates a blur view in code"),
            Signal(.call("NSView"), "creates a view in code"),
            Signal(.call("NSImageView"), "creates an image view in code"),
            Signal(.call("NSScrollView"), "creates a scroll view in code"),
            Signal(.call("NSTableView"), "creates a table view in code"),
            Signal(.call("NSOutlineView"), "creates an outline view in code"),
            Signal(.call("NSPopUpButton"), "creates a pop-up button in code"),
            Signal(.call("NSSegmentedControl"), "creates a segmented control in code"),
            Signal(.call("NSSlider"), "creates a slider in code"),
            Signal(.call("NSProgressIndicator"), "creates a progress indicator in code"),
            Signal(.call("NSVisualEffectView"), "creates a blur view in code"),
            // AppKit windows and toolbars built in code: the window, its panel style, the
            // toolbar and the items its delegate makes.
            Signal(.call("NSWindow"), "creates a window in code"),
            Signal(.call("NSPanel"), "creates a panel in code"),
            Signal(.member("styleMask"), "styles a window"),
            // Set alone it follows a dark-mode preference in a window the nib built.
            Signal(.member("titlebarAppearsTransparent"), "styles a window").only(
                with: Self.styling + [.call("NSWindow"), .call("NSPanel"), .member("styleMask"), .member("titleVisibility")]),
            Signal(.call("NSToolbar"), "creates a toolbar in code"),
            Signal(.call("NSToolbarItem"), "creates a toolbar item in code"),
            Signal(.call("NSToolbarItemGroup"), "creates a toolbar item group in code"),
            // AppKit's menus and a table's columns, built in code rather than in the nib.
            Signal(.call("NSMenu"), "creates a menu in code"),
            Signal(.call("NSMenuItem"), "creates a menu item in code"),
            Signal(.call("NSTableColumn"), "creates a table column in code"),
        ],
        objectiveCSignals: [
            Signal(.call("initWithFrame"), "creates a view in code"),
            Signal(.call("constraintWithItem"), "creates Auto Layout constraints"),
            Signal(.call("constraintsWithVisualFormat"), "creates Auto Layout constraints"),
            Signal(.call("constraintEqualToAnchor"), "creates an anchor constraint"),
            Signal(.call("activateConstraints"), "activates constraints"),
            Signal(.call("buttonWithType"), "creates a button in code"),
            // Masonry's constraint blocks.
            Signal(.call("mas_makeConstraints"), "creates Masonry constraints"),
            Signal(.call("mas_remakeConstraints"), "creates Masonry constraints"),
            Signal(.call("mas_updateConstraints"), "updates Masonry constraints"),
        ] + Self.objectiveCPureLayoutCalls.map { Signal(.call($0), "creates PureLayout constraints") },
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func makeSortMenu() -> NSMenu {
                        let menu = ↓NSMenu(title: "Sort")
                        menu.addItem(↓NSMenuItem(title: "Name", action: #selector(sortByName), keyEquivalent: ""))
                        return menu
                    }

                    private func addNameColumn() {
                        tableView.addTableColumn(↓NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name")))
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSMenu *)sortMenu {
                    NSMenu *menu = [[↓NSMenu alloc] initWithTitle:@"Sort"];
                    [menu addItem:[[↓NSMenuItem alloc] initWithTitle:@"Name" action:@selector(sortByName:) keyEquivalent:@""]];
                    [self.tableView addTableColumn:[[↓NSTableColumn alloc] initWithIdentifier:@"name"]];
                    return menu;
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController, NSToolbarDelegate {
                    init() {
                        let panel = ↓NSPanel(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: true)
                        panel.↓styleMask.insert(.utilityWindow)
                        panel.↓titlebarAppearsTransparent = true
                        super.init(window: panel)
                    }

                    private func makeWindow() -> NSWindow {
                        let window = ↓NSWindow(contentViewController: contentViewController!)
                        let toolbar = ↓NSToolbar(identifier: "Document")
                        toolbar.delegate = self
                        window.toolbar = toolbar
                        return window
                    }

                    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier identifier: NSToolbarItem.Identifier, willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
                        let group = ↓NSToolbarItemGroup(itemIdentifier: identifier)
                        let item = ↓NSToolbarItem(itemIdentifier: identifier)
                        let popUp = ↓NSPopUpButton(frame: .zero, pullsDown: false)
                        let segments = ↓NSSegmentedControl(labels: ["A", "B"], trackingMode: .selectOne, target: self, action: #selector(pick))
                        item.view = popUp
                        group.subitems = [item]
                        group.view = segments
                        return group
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    override func loadView() {
                        let root = ↓NSView()
                        let image = ↓NSImageView()
                        let scroll = ↓NSScrollView()
                        let table = ↓NSTableView()
                        let outline = ↓NSOutlineView()
                        let slider = ↓NSSlider(value: 0, minValue: 0, maxValue: 1, target: nil, action: nil)
                        let spinner = ↓NSProgressIndicator()
                        let blur = ↓NSVisualEffectView()
                        scroll.documentView = table
                        root.subviews = [image, scroll, outline, slider, spinner, blur]
                        view = root
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func loadView() {
                        let notes = ↓UITextView()
                        let volume = ↓UISlider()
                        let progress = ↓UIProgressView(progressViewStyle: .bar)
                        let date = ↓UIDatePicker()
                        let picker = ↓UIPickerView()
                        let pages = ↓UIPageControl()
                        let toolbar = ↓UIToolbar()
                        let blur = ↓UIVisualEffectView(effect: UIBlurEffect(style: .regular))
                        view = blur
                        keep(notes, volume, progress, date, picker, pages, toolbar)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let nameLabel = ↓UILabel()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓view.addSubview(nameLabel)
                        ↓nameLabel.translatesAutoresizingMaskIntoConstraints = false
                        ↓NSLayoutConstraint.activate([nameLabel.topAnchor.constraint(equalTo: view.topAnchor)])
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓avatarView.layer.cornerRadius = 24
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func styleCard() {
                        ↓cardView.layer.borderWidth = 1
                        ↓cardView.layer.borderColor = UIColor.separator.cgColor
                        ↓cardView.layer.shadowOpacity = 0.2
                        ↓cardView.layer.shadowRadius = 8
                        ↓cardView.layer.shadowOffset = CGSize(width: 0, height: 2)
                        ↓cardView.layer.masksToBounds = false
                        ↓avatarView.clipsToBounds = true
                        ↓view.backgroundColor = .systemGroupedBackground
                        ↓nameLabel.font = .preferredFont(forTextStyle: .headline)
                        ↓notesView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let stack = ↓UIStackView()
                    private let emailField = ↓UITextField()
                    private let newsletterSwitch = ↓UISwitch()
                    private let planControl = ↓UISegmentedControl(items: ["Monthly", "Yearly"])
                    private let submitButton = ↓UIButton(type: .system)
                    private let logoView = ↓UIImageView(image: UIImage(named: "logo"))
                    private let spinner = ↓UIActivityIndicatorView(style: .medium)
                    private let divider = ↓UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        for control in [logoView, emailField, newsletterSwitch, planControl, submitButton] {
                            ↓stack.addArrangedSubview(control)
                        }
                        ↓view.insertSubview(divider, belowSubview: stack)
                        navigationItem.rightBarButtonItem = ↓UIBarButtonItem(customView: spinner)
                    }
                }
                """#),
            // A construction written with `.init`.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = ↓UIBarButtonItem.init(title: "Close", style: .plain, target: self, action: #selector(close))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let scrollView = ↓UIScrollView()
                    private let tableView = ↓UITableView(frame: .zero, style: .insetGrouped)
                    private let collectionView = ↓UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.refreshControl = ↓UIRefreshControl()
                        let guide = UILayoutGuide()
                        ↓view.addLayoutGuide(guide)
                        ↓view.addConstraint(scrollView.topAnchor.constraint(equalTo: guide.topAnchor))
                        ↓view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[table]|", metrics: nil, views: ["table": tableView]))
                        ↓collectionView.snp.makeConstraints { make in make.edges.equalTo(guide) }
                        ↓footer.snp.remakeConstraints { make in make.bottom.equalTo(guide) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func pinBadge() {
                        let centerX = ↓NSLayoutConstraint(item: badge, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 1, constant: 0)
                        centerX.isActive = true
                        let rows = ↓NSLayoutConstraint.constraints(withVisualFormat: "V:|[badge]|", metrics: nil, views: ["badge": badge])
                        rows.forEach { $0.isActive = true }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    override func loadView() {
                        let title = ↓NSTextField(labelWithString: "Welcome")
                        let start = ↓NSButton(title: "Start", target: self, action: #selector(start))
                        view = ↓NSStackView(views: [title, start])
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)build {
                    UILabel *label = [[UILabel alloc] ↓initWithFrame:CGRectZero];
                    [self.view ↓addSubview:label];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)styleAvatar {
                    [self.avatarView.layer ↓setCornerRadius:24];
                    [self.avatarView.layer ↓setBorderColor:[UIColor whiteColor].CGColor];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)build {
                    [NSLayoutConstraint ↓activateConstraints:@[[self.label.topAnchor constraintEqualToAnchor:self.view.topAnchor]]];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)buildRetryButton {
                    UIButton *retry = [UIButton ↓buttonWithType:UIButtonTypeSystem];
                    retry.↓translatesAutoresizingMaskIntoConstraints = NO;
                    [self.view ↓addSubview:retry];
                    [self.view addConstraint:[NSLayoutConstraint ↓constraintWithItem:retry attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeCenterX multiplier:1 constant:0]];
                    [self.view addConstraints:[NSLayoutConstraint ↓constraintsWithVisualFormat:@"V:[retry]-20-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(retry)]];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)updateViewConstraints {
                    [self.avatarView ↓mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
                    [self.nameLabel ↓mas_remakeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(self.avatarView.mas_bottom); }];
                    [self.badge ↓mas_updateConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@(self.badgeWidth)); }];
                    [super updateViewConstraints];
                }

                - (void)pinTable {
                    [self.tableView ↓autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsZero];
                    [self.tableView ↓autoPinEdgeToSuperviewEdge:ALEdgeTop];
                    [self.tableView ↓autoPinEdgeToSuperviewMargin:ALEdgeLeading];
                    [self.footer ↓autoPinToBottomLayoutGuideOfViewController:self withInset:0];
                    [self.header ↓autoPinToTopLayoutGuideOfViewController:self withInset:0];
                }

                - (void)sizeBadge {
                    [self.badge ↓autoSetDimensionsToSize:CGSizeMake(20, 20)];
                    [self.spinner ↓autoAlignAxisToSuperviewAxis:ALAxisVertical];
                    [self.badge ↓autoMatchDimension:ALDimensionWidth toDimension:ALDimensionHeight ofView:self.badge];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func pinTable() {
                        tableView.↓autoPinEdgesToSuperviewEdges()
                        header.↓autoPinEdgesToSuperviewMargins()
                        footer.↓autoPinEdge(.top, to: .bottom, of: tableView)
                        footer.↓autoSetDimension(.height, toSize: 44)
                        badge.↓autoSetDimensions(to: CGSize(width: 20, height: 20))
                    }

                    private func placeSpinner() {
                        spinner.↓autoCenterInSuperview()
                        badge.↓autoAlignAxis(.horizontal, toSameAxisOf: nameLabel)
                        badge.↓autoMatch(.width, to: .height, of: badge)
                        badge.↓autoConstrainAttribute(.top, to: .top, of: nameLabel)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showPreview(of session: AVCaptureSession) {
                        let preview = AVCaptureVideoPreviewLayer(session: session)
                        view.layer.↓insertSublayer(preview, at: 0)
                        let gradient = CAGradientLayer()
                        gradient.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
                        view.layer.↓addSublayer(gradient)
                    }
                }
                """#),
        ],
        nonTriggeringExamples: [
            // A window the nib built, its title bar following a preference.
            AuditExample(
                objectiveC: #"""
                - (void)reflectDefaults {
                    if (self.darkModeEnabled) {
                        self.window.appearance = [NSAppearance appearanceNamed:NSAppearanceNameVibrantDark];
                        self.window.titlebarAppearsTransparent = YES;
                    } else {
                        self.window.appearance = [NSAppearance appearanceNamed:NSAppearanceNameVibrantLight];
                        self.window.titlebarAppearsTransparent = NO;
                    }
                }
                """#, interface: "NSWindowController"),
            // A constraint the nib made, held and changed: nothing is built.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBOutlet private var detailsHeightConstraint: NSLayoutConstraint!

                    private func collapse(_ constraint: NSLayoutConstraint) {
                        constraint.constant = 0
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)updateChips {
                    for (NSUInteger i = 0; i < self.chips.count; i++) {
                        NSLayoutConstraint *height = self.chipHeightConstraints[i];
                        height.constant = 24;
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.player setAutoplay:YES];
                    [self.document autosaveWithCompletionHandler:nil];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func apply(_ theme: Theme) {
                        view.backgroundColor = theme.background
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)refreshPreviewForFont:(NSFont *)font {
                    self.fontPreviewField.font = font;
                    self.fontPreviewField.stringValue = font.displayName;
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func loadView() {
                        view = ProfileView()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBOutlet private weak var nameLabel: UILabel!
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)build {
                    [self.profileView update];
                }
                """#),
        ])

    /// What styling a view in code shows besides one colour or font: its layer's look, its
    /// text colour, the view added to the hierarchy or laid out with constraints.
    private static let styling: [Signal.Kind] = [
        .member("textColor"), .member("tintColor"), .member("cornerRadius"), .member("borderWidth"), .member("borderColor"),
        .member("shadowOpacity"), .member("shadowRadius"), .member("shadowOffset"), .member("masksToBounds"),
        .member("clipsToBounds"), .member("translatesAutoresizingMaskIntoConstraints"), .call("addSubview"),
        .call("insertSubview"), .call("addArrangedSubview"), .call("constraint"), .type("NSLayoutConstraint"),
        .member("maskedCorners"), .member("barTintColor"), .member("barStyle"), .call("setBackgroundImage"),
        .member("adjustsFontForContentSizeCategory"),
    ]

    /// PureLayout's calls that make a constraint, by the base names both languages give them.
    private static let pureLayoutCalls = [
        "autoPinEdgesToSuperviewEdges", "autoPinEdgesToSuperviewMargins", "autoPinEdge", "autoSetDimension",
        "autoSetDimensions", "autoCenterInSuperview", "autoAlignAxis", "autoMatch", "autoConstrainAttribute",
    ]

    /// The same calls by the first selector piece only Objective-C spells.
    private static let objectiveCPureLayoutCalls = [
        "autoPinEdgesToSuperviewEdgesWithInsets", "autoPinEdgeToSuperviewEdge", "autoPinEdgeToSuperviewMargin",
        "autoPinToTopLayoutGuideOfViewController", "autoPinToBottomLayoutGuideOfViewController", "autoSetDimensionsToSize",
        "autoAlignAxisToSuperviewAxis", "autoMatchDimension",
    ]
}
