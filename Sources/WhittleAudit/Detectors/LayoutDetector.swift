extension Responsibility {
    /// `layout`: `whittle explain layout` says what counts.
    public static let layout = Responsibility(id: "layout")
}

extension ResponsibilityDetector {
    /// The `layout` detector: the signals that show ``Responsibility/layout``, with examples that run as tests.
    static let layout = ResponsibilityDetector(
        .layout,
        definition:
            "computes frames and sizes: viewDidLayoutSubviews work, CGRect arithmetic, size-class-driven layout changes, row heights",
        roles: [.layoutValue],
        signals: [
            Signal(.type("GeometryReader"), "computes geometry from the measured size").only(with: [.member("size")]).inSwiftUIOnly(),
            Signal(.member("frame"), "reads or sets a frame"),
            Signal(.member("bounds"), "computes from bounds"),
            Signal(.member("center"), "positions a view", receivers: .others),
            // Insets are layout (Wikipedia's ArticleViewController sizes its table of contents
            // with them) unless the member handles the keyboard: then they are keyboard avoidance.
            Signal(.member("contentInset"), "adjusts scroll insets", unless: [.keyboard]).notInStoredProperties(),
            Signal(.member("scrollIndicatorInsets"), "adjusts scroll indicator insets", unless: [.keyboard]),
            Signal(.member("verticalScrollIndicatorInsets"), "adjusts scroll indicator insets", unless: [.keyboard]),
            Signal(.member("contentOffset"), "adjusts the scroll offset"),
            Signal(.member("rowHeight"), "sets row heights"),
            Signal(.member("estimatedRowHeight"), "sets row heights"),
            Signal(.member("itemSize"), "sets item sizes"),
            Signal(.member("horizontalSizeClass"), "changes layout by size class"),
            Signal(.member("verticalSizeClass"), "changes layout by size class"),
            Signal(.call("sizeThatFits"), "measures a view"),
            Signal(.call("systemLayoutSizeFitting"), "measures a view"),
            // A rectangle or insets in a stored property's declaration are a new view's first
            // frame and configuration (`let field = UITextField(frame: CGRect(…))`): building it.
            Signal(.call("CGRect"), "computes a rectangle").notInStoredProperties(),
            // A constant size in a SwiftUI view is styling; geometry there comes from a reader.
            Signal(.call("CGSize"), "computes a size").outsideSwiftUIOnly(),
            Signal(.call("CGPoint"), "computes a point"),
            Signal(.call("insetBy"), "does rectangle arithmetic"),
            Signal(.call("divided"), "does rectangle arithmetic"),
            Signal(.signature("viewDidLayoutSubviews()"), "lays out subviews"),
            Signal(.signature("viewWillLayoutSubviews()"), "lays out subviews"),
            Signal(.signature("viewDidLayout()"), "lays out subviews"),
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
            Signal(.signature("viewWillTransition(to:with:)"), "changes layout for a new size"),
            // Only when it changes layout: following a light/dark switch is theming.
            Signal(.signature("traitCollectionDidChange(_:)"), "changes layout for new traits").only(with: [
                .member("horizontalSizeClass"), .member("verticalSizeClass"), .member("axis"), .member("constant"),
                .member("frame"), .member("isActive"), .call("setNeedsLayout"), .call("layoutIfNeeded"), .call("activate"),
                .call("deactivate"), .member("preferredContentSizeCategory"),
            ]),
        ],
        objectiveCSignals: [
            Signal(.signature("-viewDidLayout"), "lays out subviews"),
            Signal(.signature("-traitCollectionDidChange:"), "changes layout when traits change"),
            Signal(
                .signature("-collectionView:layout:minimumInteritemSpacingForSectionAtIndex:"), "answers item spacing"),
            Signal(.signature("-collectionView:layout:minimumLineSpacingForSectionAtIndex:"), "answers line spacing"),
            // A rectangle handed to `initWithFrame:` is the new view's first frame: building it.
            Signal(.call("CGRectMake"), "computes a rectangle").unless(with: [.call("initWithFrame")]),
            Signal(.call("CGSizeMake"), "computes a size"),
            Signal(.call("CGPointMake"), "computes a point"),
            Signal(.call("CGRectInset"), "does rectangle arithmetic"),
            Signal(.call("CGRectGetWidth"), "computes from a rectangle"),
            Signal(.call("CGRectGetHeight"), "computes from a rectangle"),
            Signal(.call("CGRectGetMaxY"), "computes from a rectangle"),
            Signal(.call("UIEdgeInsetsMake"), "computes insets"),
            Signal(.signature("-viewDidLayoutSubviews"), "lays out subviews"),
            Signal(.signature("-viewWillLayoutSubviews"), "lays out subviews"),
            Signal(.signature("-tableView:heightForRowAtIndexPath:"), "answers a row height"),
            Signal(.signature("-tableView:estimatedHeightForRowAtIndexPath:"), "answers a row height"),
            Signal(.signature("-tableView:heightForHeaderInSection:"), "answers a header height"),
            Signal(.signature("-tableView:heightForFooterInSection:"), "answers a footer height"),
            Signal(.signature("-collectionView:layout:sizeForItemAtIndexPath:"), "answers an item size"),
            Signal(.signature("-collectionView:layout:insetForSectionAtIndex:"), "answers section insets"),
            Signal(
                .signature("-viewWillTransitionToSize:withTransitionCoordinator:"), "changes layout for a new size"),
        ],
        triggeringExamples: [
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
                    self.scrollView.contentSize = ↓CGSizeMake(CGRectGetWidth(bounds), CGRectGetHeight(bounds) * 2);
                    self.scrollView.contentInset = ↓UIEdgeInsetsMake(CGRectGetHeight(self.headerView.frame), 0, 0, 0);
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
        ],
        nonTriggeringExamples: [
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
        ])
}
