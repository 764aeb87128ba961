extension Responsibility {
    /// `layout`: `whittle explain layout` says what counts.
    public static let layout = Responsibility(id: "layout")
}

extension ResponsibilityDetector {
    /// What a layout hook (`viewDidLayoutSubviews()`, `-viewDidLayout`) does when it lays
    /// something out: geometry read or set, measured, constraints changed, a layout asked
    /// for, PinLayout's or FlexLayout's placement (`avatarView.pin.width(94).hCenter()`), or
    /// the unit's own layout method called (`updateLayout()`, `layoutCards()`).
    private static let layoutHookWork: [Signal.Kind] = [
        .member("frame"), .call("frame"), .member("bounds"), .call("bounds"), .member("center"), .member("constant"),
        .call("setConstant"), .member("isActive"), .member("active"), .call("setActive"), .member("contentInset"),
        .member("contentSize"), .member("contentOffset"), .member("itemSize"), .member("preferredMaxLayoutWidth"),
        .member("layoutMargins"), .member("textContainerInset"), .member("width"), .member("height"),
        .member("safeAreaInsets"), .member("horizontalSizeClass"), .member("verticalSizeClass"),
        .call("setNeedsLayout"), .call("layoutIfNeeded"), .call("layoutSubtreeIfNeeded"), .call("activate"),
        .call("deactivate"), .call("activateConstraints"), .call("deactivateConstraints"), .call("invalidateLayout"),
        .call("sizeToFit"), .call("sizeThatFits"), .call("systemLayoutSizeFitting"), .call("CGRect"), .call("CGSize"),
        .call("CGPoint"), .call("CGRectMake"), .call("CGSizeMake"), .call("CGPointMake"), .call("NSMakeRect"),
        .call("setFrame"), .call("setFrameOrigin"), .call("setFrameSize"), .callWithSuffix("Layout"),
        .callWithPrefix("layout"), .member("pin"), .member("flex"),
    ]

    /// The `layout` detector: the signals that show ``Responsibility/layout``, with examples that run as tests.
    static let layout = ResponsibilityDetector(
        .layout,
        definition:
            "computes frames and sizes: viewDidLayoutSubviews work, CGRect arithmetic, size-class-driven layout changes, row heights",
        roles: [.layoutValue], swiftUIRoles: [.swiftUILayout],
        signals: [
            // The proxy's size, its frame in a coordinate space or its safe-area insets, measured.
            Signal(.type("GeometryReader"), "computes geometry from the measured size")
                .only(with: [.member("size"), .labeledCall("frame(in:)"), .member("safeAreaInsets")]).inSwiftUIOnly(),
            Signal(.member("frame"), "reads or sets a frame").unlessAnchoringOrHitTesting(),
            Signal(.member("bounds"), "computes from bounds").unlessAnchoringOrHitTesting(),
            Signal(.member("center"), "positions a view", receivers: .others),
            // Insets are layout (Wikipedia's ArticleViewController sizes its table of contents
            // with them) unless the member handles the keyboard: then they are keyboard avoidance.
            Signal(.member("contentInset"), "adjusts scroll insets", unless: [.keyboard]).notInStoredProperties(),
            Signal(.member("scrollIndicatorInsets"), "adjusts scroll indicator insets", unless: [.keyboard]),
            Signal(.member("verticalScrollIndicatorInsets"), "adjusts scroll indicator insets", unless: [.keyboard]),
            Signal(.member("contentOffset"), "adjusts the scroll offset"),
            // A constraint's constant is a length the layout follows; set for the keyboard, it is
            // keyboard avoidance.
            Signal(.member("constant"), "changes a constraint's constant", unless: [.keyboard]).whenAssigned(),
            Signal(.member("layoutMargins"), "sets a view's layout margins").whenAssigned().notInStoredProperties(),
            Signal(.member("directionalLayoutMargins"), "sets a view's layout margins").whenAssigned().notInStoredProperties(),
            Signal(.member("rowHeight"), "sets row heights"),
            Signal(.member("estimatedRowHeight"), "sets row heights"),
            Signal(.member("itemSize"), "sets item sizes"),
            // Not where the size class picks an alert's style (a sheet on a phone, an alert on a pad).
            Signal(.member("horizontalSizeClass"), "changes layout by size class").unless(with: [.type("UIAlertController")]),
            Signal(.member("verticalSizeClass"), "changes layout by size class").unless(with: [.type("UIAlertController")]),
            Signal(.call("sizeThatFits"), "measures a view"),
            Signal(.call("systemLayoutSizeFitting"), "measures a view"),
            // A rectangle or insets in a stored property's declaration are a new view's first
            // frame and configuration (`let field = UITextField(frame: CGRect(…))`): building it.
            Signal(.call("CGRect"), "computes a rectangle").notInStoredProperties().unlessAnchoringOrHitTesting(),
            // A constant size in a SwiftUI view is styling; geometry there comes from a reader.
            Signal(.call("CGSize"), "computes a size").outsideSwiftUIOnly(),
            Signal(.call("CGPoint"), "computes a point").unlessAnchoringOrHitTesting(),
            // AppKit's geometry: its rectangle types and functions (written alike in both
            // languages), a view's or a window's frame set through a method, and the delegate
            // callbacks that answer a row's height or bound a split view's panes.
            Signal(.call("NSRect"), "computes a rectangle").notInStoredProperties().unlessAnchoringOrHitTesting(),
            Signal(.call("NSPoint"), "computes a point").unlessAnchoringOrHitTesting(),
            Signal(.call("NSInsetRect"), "does rectangle arithmetic"),
            Signal(.call("NSOffsetRect"), "does rectangle arithmetic"),
            Signal(.call("NSDivideRect"), "does rectangle arithmetic"),
        ] + ["NSWidth", "NSHeight", "NSMinX", "NSMinY", "NSMaxX", "NSMaxY", "NSMidX", "NSMidY"].map {
            Signal(.call($0), "computes from a rectangle").unlessAnchoringOrHitTesting()
        } + [
            Signal(.call("setFrame"), "sets a frame"),
            Signal(.call("setFrameOrigin"), "positions a view"),
            Signal(.call("setFrameSize"), "sizes a view"),
            Signal(.signature("tableView(_:heightOfRow:)"), "answers a row height"),
            Signal(.signature("outlineView(_:heightOfRowByItem:)"), "answers a row height"),
            Signal(.signature("splitView(_:constrainMinCoordinate:ofSubviewAt:)"), "bounds a split view's panes"),
            Signal(.signature("splitView(_:constrainMaxCoordinate:ofSubviewAt:)"), "bounds a split view's panes"),
            Signal(.signature("splitView(_:resizeSubviewsWithOldSize:)"), "lays out a split view's panes"),
            Signal(.signature("windowWillResize(_:to:)"), "answers a window's new size"),
            Signal(.call("insetBy"), "does rectangle arithmetic"),
            Signal(.call("divided"), "does rectangle arithmetic"),
            // Only when the hook lays something out: one that applies a theme or tells another
            // object (`operatorOverlay.layoutChanged()`) lays out nothing itself.
            Signal(.signature("viewDidLayoutSubviews()"), "lays out subviews").only(with: Self.layoutHookWork),
            Signal(.signature("viewWillLayoutSubviews()"), "lays out subviews").only(with: Self.layoutHookWork),
            Signal(.signature("viewDidLayout()"), "lays out subviews").only(with: Self.layoutHookWork),
            // The hooks UIKit calls when the margins or safe area a layout follows change.
            Signal(.signature("viewLayoutMarginsDidChange()"), "lays out for new margins").only(with: Self.layoutHookWork),
            Signal(.signature("viewSafeAreaInsetsDidChange()"), "lays out for a new safe area").only(with: Self.layoutHookWork),
            Signal(.signature("tableView(_:heightForRowAt:)"), "answers a row height"),
            Signal(.signature("tableView(_:estimatedHeightForRowAt:)"), "answers a row height"),
            Signal(.signature("tableView(_:heightForHeaderInSection:)"), "answers a header height"),
            Signal(.signature("tableView(_:heightForFooterInSection:)"), "answers a footer height"),
            Signal(.member("rowSizeStyle"), "sets row heights"),
            // A compositional layout is sizes, groups and insets worked out in code.
            Signal(.call("NSCollectionLayoutSize"), "sizes a compositional layout"),
            Signal(.call("NSCollectionLayoutItem"), "builds a compositional layout"),
            Signal(.call("NSCollectionLayoutSection"), "builds a compositional layout"),
            Signal(.signature("collectionView(_:layout:sizeForItemAt:)"), "answers an item size"),
            Signal(.signature("collectionView(_:layout:insetForSectionAt:)"), "answers section insets"),
            Signal(.signature("collectionView(_:layout:minimumLineSpacingForSectionAt:)"), "answers spacing"),
            Signal(.signature("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)"), "answers spacing"),
            Signal(.signature("viewWillTransition(to:with:)"), "changes layout for a new size").only(with: Self.layoutHookWork),
            // Only when it changes layout: following a light/dark switch is theming.
            Signal(.signature("traitCollectionDidChange(_:)"), "changes layout for new traits").only(with: [
                .member("horizontalSizeClass"), .member("verticalSizeClass"), .member("axis"), .member("constant"),
                .member("frame"), .member("isActive"), .call("setNeedsLayout"), .call("layoutIfNeeded"), .call("activate"),
                .call("deactivate"), .member("preferredContentSizeCategory"),
            ]),
        ],
        objectiveCSignals: [
            Signal(.signature("-viewDidLayout"), "lays out subviews").only(with: Self.layoutHookWork),
            // As in Swift, only when it changes layout: reloading a list or following a light/dark
            // switch is not it.
            Signal(.signature("-traitCollectionDidChange:"), "changes layout when traits change").only(with: [
                .member("horizontalSizeClass"), .member("verticalSizeClass"), .member("axis"), .call("setAxis"),
                .member("constant"), .call("setConstant"), .member("frame"), .call("setFrame"), .member("active"),
                .call("setActive"), .call("setNeedsLayout"), .call("layoutIfNeeded"), .call("activateConstraints"),
                .call("deactivateConstraints"), .member("preferredContentSizeCategory"),
            ]),
            Signal(
                .signature("-collectionView:layout:minimumInteritemSpacingForSectionAtIndex:"), "answers item spacing"),
            Signal(.signature("-collectionView:layout:minimumLineSpacingForSectionAtIndex:"), "answers line spacing"),
            // A rectangle handed to `initWithFrame:` is the new view's first frame: building it.
            Signal(.call("CGRectMake"), "computes a rectangle").unless(with: [.call("initWithFrame")] + Signal.anchorsAndHitTests),
            Signal(.call("CGSizeMake"), "computes a size"),
            Signal(.call("CGPointMake"), "computes a point").unlessAnchoringOrHitTesting(),
            Signal(.call("CGRectInset"), "does rectangle arithmetic"),
            // As in Swift: a constraint's constant set, through its setter or the property.
            Signal(.call("setConstant"), "changes a constraint's constant", unless: [.keyboard]),
            Signal(.call("setLayoutMargins"), "sets a view's layout margins"),
            Signal(.member("constant"), "changes a constraint's constant", unless: [.keyboard]).whenAssigned(),
        ] + ["CGRectGetWidth", "CGRectGetHeight", "CGRectGetMaxY", "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMaxX", "CGRectGetMidX",
             "CGRectGetMidY"].map { Signal(.call($0), "computes from a rectangle").unlessAnchoringOrHitTesting() } + [
            // AppKit's spellings; `[view frame]` is Swift's `view.frame`.
            Signal(.call("NSMakeRect"), "computes a rectangle").unless(with: [.call("initWithFrame")] + Signal.anchorsAndHitTests),
            Signal(.call("NSMakePoint"), "computes a point").unlessAnchoringOrHitTesting(),
            Signal(.call("frame"), "reads a frame").unlessAnchoringOrHitTesting(),
            Signal(.call("bounds"), "computes from bounds").unlessAnchoringOrHitTesting(),
            Signal(.signature("-tableView:heightOfRow:"), "answers a row height"),
            Signal(.signature("-outlineView:heightOfRowByItem:"), "answers a row height"),
            Signal(.signature("-splitView:constrainMinCoordinate:ofSubviewAt:"), "bounds a split view's panes"),
            Signal(.signature("-splitView:constrainMaxCoordinate:ofSubviewAt:"), "bounds a split view's panes"),
            Signal(.signature("-splitView:resizeSubviewsWithOldSize:"), "lays out a split view's panes"),
            Signal(.signature("-windowWillResize:toSize:"), "answers a window's new size"),
            // Insets made room for the keyboard with are keyboard avoidance, as set ones are.
            Signal(.call("UIEdgeInsetsMake"), "computes insets", unless: [.keyboard]),
            Signal(.signature("-viewDidLayoutSubviews"), "lays out subviews"),
            Signal(.signature("-viewWillLayoutSubviews"), "lays out subviews"),
            Signal(.signature("-viewLayoutMarginsDidChange"), "lays out for new margins").only(with: Self.layoutHookWork),
            Signal(.signature("-viewSafeAreaInsetsDidChange"), "lays out for a new safe area").only(with: Self.layoutHookWork),
            Signal(.signature("-tableView:heightForRowAtIndexPath:"), "answers a row height"),
            Signal(.signature("-tableView:estimatedHeightForRowAtIndexPath:"), "answers a row height"),
            Signal(.signature("-tableView:heightForHeaderInSection:"), "answers a header height"),
            Signal(.signature("-tableView:heightForFooterInSection:"), "answers a footer height"),
            Signal(.signature("-collectionView:layout:sizeForItemAtIndexPath:"), "answers an item size"),
            Signal(.signature("-collectionView:layout:insetForSectionAtIndex:"), "answers section insets"),
            Signal(
                .signature("-viewWillTransitionToSize:withTransitionCoordinator:"), "changes layout for a new size"
            ).only(with: Self.layoutHookWork),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        stackView.↓layoutMargins = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
                        headerView.↓directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                    }

                    private func showsFlag(_ shown: Bool) {
                        flagWidthConstraint.↓constant = shown ? 24 : 0
                        view.layoutIfNeeded()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showsFlag:(BOOL)shown {
                    self.flagWidthConstraint.↓constant = shown ? 24 : 0;
                    [self.heightConstraint ↓setConstant:self.expanded ? 120 : 44];
                    [self.stackView ↓setLayoutMargins:UIEdgeInsetsMake(0, 15, 0, 15)];
                }
                """#, interface: "UIViewController"),
            AuditExample(
                #"""
                struct ExampleView: View {
                    var body: some View {
                        ↓GeometryReader { proxy in
                            Image("cover").frame(width: proxy.size.width * 0.9)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    var body: some View {
                        ↓GeometryReader { proxy in
                            HeaderBlur(height: proxy.safeAreaInsets.top + 44)
                                .frame(width: proxy.frame(in: .global).width)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        ↓avatarView.frame = CGRect(x: 16, y: 16, width: view.bounds.width - 32, height: 120)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                    ↓func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        ↓CGSize(width: collectionView.bounds.width / 3, height: 120)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func updateTableOfContentsInsets() {
                        ↓tocScrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: footerHeight, right: 0)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓tableView.rowHeight = UITableView.automaticDimension
                        ↓tableView.estimatedRowHeight = 88
                        ↓tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
                        ↓tableView.scrollIndicatorInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
                    }

                    ↓override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 72 }

                    ↓override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 72 }

                    ↓override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 32 }

                    ↓override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 16 }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UICollectionViewController {
                    private func makeLayout() -> UICollectionViewLayout {
                        let size = ↓NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120))
                        let item = ↓NSCollectionLayoutItem(layoutSize: size)
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                        let section = ↓NSCollectionLayoutSection(group: group)
                        return UICollectionViewCompositionalLayout(section: section)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        outlineView.↓rowSizeStyle = .medium
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                    ↓override func viewWillLayoutSubviews() {
                        super.viewWillLayoutSubviews()
                        ↓(collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 96, height: 96)
                    }

                    ↓func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                        UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                    }

                    ↓func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 8 }

                    ↓func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 8 }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                        super.traitCollectionDidChange(previousTraitCollection)
                        stackView.axis = ↓traitCollection.horizontalSizeClass == .compact ? .vertical : .horizontal
                        headerHeight.constant = ↓traitCollection.verticalSizeClass == .compact ? 44 : 120
                    }

                    ↓override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                        ↓scrollView.contentOffset = CGPoint(x: CGFloat(page) * size.width, y: 0)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    ↓override func viewDidLayout() {
                        super.viewDidLayout()
                        let (top, rest) = ↓view.bounds.divided(atDistance: 44, from: .maxYEdge)
                        toolbar.frame = top
                        contentView.frame = ↓rest.insetBy(dx: 12, dy: 12)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func layoutBadge() {
                        let size = ↓badgeLabel.sizeThatFits(CGSize(width: 200, height: 20))
                        badgeLabel.bounds.size = size
                        ↓badgeView.center = CGPoint(x: avatarView.frame.maxX, y: avatarView.frame.minY)
                    }

                    private func footerHeight() -> CGFloat {
                        ↓footerView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    ↓override func viewLayoutMarginsDidChange() {
                        super.viewLayoutMarginsDidChange()
                        headerView.layoutMargins = UIEdgeInsets(top: 8, left: tableView.layoutMargins.left, bottom: 8, right: tableView.layoutMargins.right)
                    }

                    ↓override func viewSafeAreaInsetsDidChange() {
                        super.viewSafeAreaInsetsDidChange()
                        toolbar.↓frame.origin.y = view.bounds.maxY - view.safeAreaInsets.bottom - 44
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)viewLayoutMarginsDidChange {
                    [super viewLayoutMarginsDidChange];
                    self.headerView.layoutMargins = self.tableView.layoutMargins;
                }

                ↓- (void)viewSafeAreaInsetsDidChange {
                    [super viewSafeAreaInsetsDidChange];
                    self.toolbar.frame = ↓CGRectMake(0, CGRectGetMaxY(self.view.bounds) - self.view.safeAreaInsets.bottom - 44, 320, 44);
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)viewDidLayoutSubviews {
                    [super viewDidLayoutSubviews];
                    self.label.frame = ↓CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 20);
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)place {
                    self.label.frame = ↓CGRectMake(0, 0, 100, 20);
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)viewWillLayoutSubviews {
                    [super viewWillLayoutSubviews];
                    CGRect bounds = ↓CGRectInset(self.view.bounds, 16, 16);
                    self.avatarView.frame = ↓CGRectMake(CGRectGetMinX(bounds), CGRectGetMinY(bounds), 64, 64);
                    self.nameLabel.center = ↓CGPointMake(CGRectGetMidX(bounds), CGRectGetMaxY(self.avatarView.frame) + 12);
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)sizeScrollView:(CGRect)bounds {
                    self.scrollView.contentSize = ↓CGSizeMake(↓CGRectGetWidth(bounds), ↓CGRectGetHeight(bounds) * 2);
                    self.scrollView.contentInset = ↓UIEdgeInsetsMake(↓CGRectGetMaxX(self.headerView.frame), 0, 0, ↓CGRectGetMidY(bounds));
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return indexPath.section == 0 ? 88 : 44;
                }

                ↓- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return 44;
                }

                ↓- (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section {
                    return section == 0 ? CGFLOAT_MIN : 28;
                }

                ↓- (CGFloat)tableView:(UITableView *)tableView heightForFooterInSection:(NSInteger)section {
                    return 8;
                }
                """#, interface: "UIViewController <UITableViewDelegate>"),
            AuditExample(
                objectiveC: #"""
                ↓- (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout sizeForItemAtIndexPath:(NSIndexPath *)indexPath {
                    CGFloat side = floor((collectionView.↓bounds.size.width - 2) / 3);
                    return ↓CGSizeMake(side, side);
                }

                ↓- (UIEdgeInsets)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout insetForSectionAtIndex:(NSInteger)section {
                    return ↓UIEdgeInsetsMake(8, 0, 8, 0);
                }

                ↓- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout minimumInteritemSpacingForSectionAtIndex:(NSInteger)section {
                    return 1;
                }

                ↓- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout minimumLineSpacingForSectionAtIndex:(NSInteger)section {
                    return 1;
                }
                """#, interface: "UIViewController <UICollectionViewDelegateFlowLayout>"),
            AuditExample(
                objectiveC: #"""
                ↓- (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection {
                    [super traitCollectionDidChange:previousTraitCollection];
                    BOOL compact = self.traitCollection.↓horizontalSizeClass == UIUserInterfaceSizeClassCompact;
                    self.stackView.axis = compact ? UILayoutConstraintAxisVertical : UILayoutConstraintAxisHorizontal;
                }

                ↓- (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
                    [super viewWillTransitionToSize:size withTransitionCoordinator:coordinator];
                    [self.collectionView.collectionViewLayout invalidateLayout];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)viewDidLayout {
                    [super viewDidLayout];
                    self.previewView.↓frame = NSInsetRect(self.view.bounds, 20, 20);
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    private func extraHeight(of accessory: NSRect, under header: NSRect) -> CGFloat {
                        ↓NSHeight(accessory) - ↓NSMinY(header)
                    }

                    private func resize(_ frame: NSRect) {
                        window?.↓setFrame(frame, display: true)
                    }

                    private func place(_ accessory: NSView, under header: NSRect) {
                        accessory.↓setFrameOrigin(↓NSPoint(x: ↓NSMidX(header), y: 0))
                    }

                    private func size(_ accessory: NSView, under header: NSRect) {
                        accessory.↓setFrameSize(NSSize(width: ↓NSWidth(header), height: ↓NSMaxY(header)))
                    }

                    private func measure(_ header: NSRect) -> CGFloat {
                        ↓NSMaxX(header) - ↓NSMidY(header) - ↓NSMinX(header)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    private func split(_ rect: NSRect) -> (NSRect, NSRect) {
                        var slice = NSRect.zero, remainder = NSRect.zero
                        ↓NSDivideRect(↓NSInsetRect(↓NSOffsetRect(rect, 0, 4), 2, 2), &slice, &remainder, 120, .minX)
                        return (slice, remainder)
                    }

                    private func sidebarFrame() -> NSRect { ↓NSRect(x: 0, y: 0, width: 200, height: 400) }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController, NSTableViewDelegate, NSOutlineViewDelegate, NSSplitViewDelegate, NSWindowDelegate {
                    ↓func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat { rows[row].isHeader ? 24 : 44 }
                    ↓func outlineView(_ outlineView: NSOutlineView, heightOfRowByItem item: Any) -> CGFloat { 22 }
                    ↓func splitView(_ splitView: NSSplitView, constrainMinCoordinate proposedMinimumPosition: CGFloat, ofSubviewAt dividerIndex: Int) -> CGFloat { 160 }
                    ↓func splitView(_ splitView: NSSplitView, constrainMaxCoordinate proposedMaximumPosition: CGFloat, ofSubviewAt dividerIndex: Int) -> CGFloat { 600 }
                    ↓func splitView(_ splitView: NSSplitView, resizeSubviewsWithOldSize oldSize: NSSize) { splitView.adjustSubviews() }
                    ↓func windowWillResize(_ sender: NSWindow, to frameSize: NSSize) -> NSSize { frameSize }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)addAccessory:(NSView *)accessory {
                    NSRect windowFrame = [[self window] ↓frame];
                    windowFrame.size.height += ↓NSHeight([accessory frame]);
                }

                - (void)resize:(NSRect)windowFrame {
                    [[self window] ↓setFrame:windowFrame display:YES];
                }

                - (void)place:(NSView *)accessory {
                    [accessory ↓setFrameOrigin:↓NSMakePoint(NSMidX([self.window.contentView ↓bounds]), 0)];
                }

                - (void)size:(NSView *)accessory {
                    [accessory ↓setFrameSize:NSMakeSize(200, 20)];
                }

                - (void)inset {
                    self.previewView.hidden = NO;
                    NSRect inset = ↓NSMakeRect(0, 0, 10, 10);
                    [self.previewView setHidden:NO];
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                objectiveC: #"""
                ↓- (CGFloat)tableView:(NSTableView *)tableView heightOfRow:(NSInteger)row { return 24; }
                ↓- (CGFloat)outlineView:(NSOutlineView *)outlineView heightOfRowByItem:(id)item { return 22; }
                ↓- (CGFloat)splitView:(NSSplitView *)splitView constrainMinCoordinate:(CGFloat)proposed ofSubviewAt:(NSInteger)index { return 160; }
                ↓- (CGFloat)splitView:(NSSplitView *)splitView constrainMaxCoordinate:(CGFloat)proposed ofSubviewAt:(NSInteger)index { return 600; }
                ↓- (void)splitView:(NSSplitView *)splitView resizeSubviewsWithOldSize:(NSSize)oldSize { [splitView adjustSubviews]; }
                ↓- (NSSize)windowWillResize:(NSWindow *)sender toSize:(NSSize)frameSize { return frameSize; }
                """#, interface: "NSWindowController"),
        ],
        nonTriggeringExamples: [
            // A layout hook that only tells another object or applies a theme.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        overlay.layoutChanged()
                        applyTheme()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLayout {
                    [super viewDidLayout];
                    [self.feed containerDidLayout];
                }
                """#, interface: "NSViewController"),
            // Insets made for the keyboard: keyboard avoidance.
            AuditExample(
                objectiveC: #"""
                - (void)keyboardWasShown:(NSNotification *)notification {
                    CGSize keyboardSize = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
                    UIEdgeInsets insets = UIEdgeInsetsMake(0, 0, keyboardSize.height, 0);
                    self.textView.contentInset = insets;
                }
                """#),
            // A rotation that only ends editing or hands the new size on.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                        tableView.setEditing(false, animated: true)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
                    [super viewWillTransitionToSize:size withTransitionCoordinator:coordinator];
                    [self refreshUI];
                }
                """#),
            // A rectangle read only to anchor a popover or a menu.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    func confirmSignOut(from cell: UITableViewCell) {
                        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                        sheet.popoverPresentationController?.sourceView = cell
                        sheet.popoverPresentationController?.sourceRect = cell.bounds
                        present(sheet, animated: true)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)showRuleMenu:(NSButton *)sender {
                    NSPoint origin = NSMakePoint(NSMinX(sender.bounds), NSMaxY(sender.bounds));
                    [self.ruleMenu popUpMenuPositioningItem:nil atLocation:origin inView:sender];
                }
                """#),
            // A point built only to find the row under it.
            AuditExample(
                objectiveC: #"""
                - (void)updatePointer {
                    CGPoint middle = CGPointMake(CGRectGetMidX(self.tableView.bounds), CGRectGetMidY(self.tableView.bounds));
                    NSIndexPath *path = [self.tableView indexPathForRowAtPoint:middle];
                    [self.logic readUpTo:path];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UICollectionViewController {
                    private func itemUnderCenter() -> IndexPath? {
                        collectionView.indexPathForItem(at: CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let nameField = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
                    private lazy var notesView: UITextView = {
                        let view = UITextView()
                        view.contentInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                        return view
                    }()
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                        super.traitCollectionDidChange(previousTraitCollection)
                        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                            ThemeStyle.considerAppearanceUpdate()
                        }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection {
                    [super traitCollectionDidChange:previousTraitCollection];
                    [self.tableView reloadData];
                }

                - (void)confirmDelete {
                    BOOL regular = self.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClassRegular;
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:nil message:nil
                        preferredStyle:regular ? UIAlertControllerStyleAlert : UIAlertControllerStyleActionSheet];
                    [self presentViewController:alert animated:YES completion:nil];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func confirmDelete() {
                        let style: UIAlertController.Style = traitCollection.horizontalSizeClass == .regular ? .alert : .actionSheet
                        present(UIAlertController(title: nil, message: nil, preferredStyle: style), animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @objc private func keyboardWillHide(_ notification: Notification) {
                        scrollView.contentInset.bottom = 0
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        profileView.apply(layout)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func styleTitle() {
                        titleLabel.textAlignment = .center
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    // An alignment named with its type is the constant `.center` is.
                    var body: some View {
                        HStack(alignment: VerticalAlignment.center, spacing: 0) {
                            VStack(alignment: HorizontalAlignment.center) { Text(title) }
                        }
                        .frame(maxWidth: .infinity, alignment: Alignment.center)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)place {
                    [self.layout apply];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showProgress {
                    self.tableView.tableFooterView = [[ProgressView alloc] initWithFrame:CGRectMake(0, 0, 320, 44)];
                }
                """#),
            // A constant size configures a view or an image (a window's minimum, an icon's
            // size, a text container's inset): no frame is computed.
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    override func loadView() {
                        let textView = NSTextView()
                        textView.textContainerInset = NSSize(width: 0, height: 4)
                        view = textView
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)windowDidLoad {
                    [[self window] setMinSize:NSMakeSize(135, 60)];
                    [self.icon.image setSize:NSMakeSize(128, 128)];
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                objectiveC: #"""
                - (void)showProgress {
                    NSProgressIndicator *spinner = [[NSProgressIndicator alloc] initWithFrame:NSMakeRect(0, 0, 16, 16)];
                    [self.statusView addSubview:spinner];
                }
                """#, interface: "NSViewController"),
        ])
}

extension Signal {
    /// Where a popover or a menu shows from, and what a list shows under a point: the
    /// rectangle or point a member reads only to anchor one (`popover.sourceRect = cell.bounds`,
    /// `menu.popUp(positioning: nil, at: NSPoint(x: button.frame.minX, y: 0), in: view)`) or to
    /// find the row there (`[tableView indexPathForRowAtPoint:CGPointMake(CGRectGetMidX(bounds), …)]`)
    /// lays nothing out.
    static let anchorsAndHitTests: [Kind] = [
        .member("sourceRect"), .labeledCall("present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)"),
        .labeledCall("show(relativeTo:of:preferredEdge:)"), .labeledCall("popUp(positioning:at:in:)"),
        .call("showRelativeToRect"), .call("popUpMenuPositioningItem"), .call("presentPopoverFromRect"),
        .labeledCall("present(from:in:permittedArrowDirections:animated:)"),
        .labeledCall("presentViewController(_:asPopoverRelativeToRect:ofView:preferredEdge:behavior:)"),
        .labeledCall("indexPathForRow(at:)"), .labeledCall("indexPathForItem(at:)"), .labeledCall("row(at:)"),
        .call("indexPathForRowAtPoint"), .call("indexPathForItemAtPoint"), .call("rowAtPoint"),
    ]

    /// This geometry signal, not counting in a member that anchors a popover or a menu or
    /// finds the row under a point.
    fileprivate func unlessAnchoringOrHitTesting() -> Signal { unless(with: unlessWith + Self.anchorsAndHitTests) }
}
