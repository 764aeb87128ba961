extension Responsibility {
    /// `cell-configuration`: `whittle explain cell-configuration` says what counts.
    public static let cellConfiguration = Responsibility(id: "cell-configuration")
}

extension ResponsibilityDetector {
    /// The `cell-configuration` detector: the signals that show ``Responsibility/cellConfiguration``, with examples that run as tests.
    static let cellConfiguration = ResponsibilityDetector(
        .cellConfiguration,
        definition: "registers or dequeues cells and fills them from a model object",
        roles: [.cellConfigurator, .smarterView],
        signals: [
            // The app's dequeue helper on a list (`tableView.dequeue(ThreadCell.self, for: indexPath)`)
            // dequeues for its caller the cell it returns.
            Signal(.call("dequeueReusableCell"), "dequeues a cell to fill it").throughHelpers(returning: .value),
            Signal(.call("dequeueReusableSupplementaryView"), "dequeues a supplementary view to fill it").throughHelpers(returning: .value),
            Signal(.call("dequeueConfiguredReusableCell"), "dequeues and configures a cell"),
            Signal(.call("dequeueReusableHeaderFooterView"), "dequeues a header or footer to fill it").throughHelpers(returning: .value),
            // A map's annotation views are reused as a list's cells are.
            Signal(.call("dequeueReusableAnnotationView"), "dequeues a map annotation view to fill it"),
            // By the list APIs' labels: `Theme.register(…)` or `services.register(…)` is not a cell.
            Signal(.labeledCall("register(_:forCellReuseIdentifier:)"), "registers a cell class or nib"),
            Signal(.labeledCall("register(_:forCellWithReuseIdentifier:)"), "registers a cell class or nib"),
            Signal(.labeledCall("register(_:forHeaderFooterViewReuseIdentifier:)"), "registers a header or footer"),
            Signal(
                .labeledCall("register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"), "registers a supplementary view",
                receivers: .own),
            Signal(.labeledCall("register(_:forIdentifier:)"), "registers an NSTableView cell view"),
            Signal(.labeledCall("register(_:forItemWithIdentifier:)"), "registers an NSCollectionView item"),
            // The Reusable library's spelling.
            Signal(.labeledCall("register(cellType:)"), "registers a cell class"),
            Signal(.call("makeView"), "makes an NSTableView cell view to fill it", receivers: .own),
            Signal(.call("makeItem"), "makes an NSCollectionView item to fill it", receivers: .own),
            Signal(.call("defaultContentConfiguration"), "builds a cell content configuration"),
            Signal(.type("UIListContentConfiguration"), "builds a cell content configuration"),
            Signal(.member("contentConfiguration"), "sets a cell's content configuration"),
            Signal(.signature("tableView(_:willDisplay:forRowAt:)"), "adjusts a cell before it shows"),
            Signal(.call("UITableViewCell"), "creates a cell in code"),
            Signal(.call("UICollectionViewCell"), "creates a cell in code"),
            Signal(.member("textLabel"), "fills a cell's built-in label", receivers: .cells),
            Signal(.member("detailTextLabel"), "fills a cell's built-in label", receivers: .cells),
            Signal(.signature("collectionView(_:willDisplay:forItemAt:)"), "adjusts a cell before it shows"),
            Signal(.signature("tableView(_:viewFor:row:)"), "fills an NSTableView cell view"),
            Signal(.signature("outlineView(_:viewFor:item:)"), "fills an NSOutlineView cell view"),
            // An NSCollectionView's item, made and filled as a cell view is.
            Signal(.signature("collectionView(_:itemForRepresentedObjectAt:)"), "fills an NSCollectionView item"),
            // AppKit's cell-based tables: the cell a column uses for a row, adjusted before it draws.
            Signal(.signature("tableView(_:dataCellFor:row:)"), "chooses an NSTableView row's cell"),
            Signal(.signature("tableView(_:willDisplayCell:for:row:)"), "adjusts an NSTableView cell before it draws"),
            Signal(.signature("outlineView(_:dataCellFor:item:)"), "chooses an NSOutlineView row's cell"),
            Signal(.signature("outlineView(_:willDisplayCell:for:item:)"), "adjusts an NSOutlineView cell before it draws"),
        ],
        objectiveCSignals: [
            Signal(.signature("-tableView:viewForTableColumn:row:"), "fills an NSTableView cell view"),
            Signal(.signature("-outlineView:viewForTableColumn:item:"), "fills an NSOutlineView cell view"),
            Signal(.signature("-collectionView:itemForRepresentedObjectAtIndexPath:"), "fills an NSCollectionView item"),
            Signal(.call("makeItemWithIdentifier"), "makes an NSCollectionView item to fill it", receivers: .own),
            Signal(.signature("-tableView:dataCellForTableColumn:row:"), "chooses an NSTableView row's cell"),
            Signal(.signature("-tableView:willDisplayCell:forTableColumn:row:"), "adjusts an NSTableView cell before it draws"),
            Signal(.signature("-outlineView:dataCellForTableColumn:item:"), "chooses an NSOutlineView row's cell"),
            Signal(.signature("-outlineView:willDisplayCell:forTableColumn:item:"), "adjusts an NSOutlineView cell before it draws"),
            // The app's cell factory (`+[CellFactory contactCellFromTable:forIndexPath:]`) dequeues
            // for its caller the cell it returns.
            Signal(.call("dequeueReusableCellWithIdentifier"), "dequeues a cell to fill it").throughHelpers(returning: .value),
            Signal(.call("dequeueReusableCellWithReuseIdentifier"), "dequeues a cell to fill it").throughHelpers(returning: .value),
            Signal(
                .call("dequeueReusableSupplementaryViewOfKind"), "dequeues a supplementary view to fill it"
            ).throughHelpers(returning: .value),
            Signal(
                .call("dequeueReusableHeaderFooterViewWithIdentifier"), "dequeues a header or footer to fill it"
            ).throughHelpers(returning: .value),
            Signal(.call("dequeueReusableAnnotationViewWithIdentifier"), "dequeues a map annotation view to fill it"),
            Signal(.call("registerClass"), "registers a cell class", receivers: .own),
            Signal(.call("registerNib"), "registers a cell nib", receivers: .own),
            Signal(.signature("-tableView:willDisplayCell:forRowAtIndexPath:"), "adjusts a cell before it shows"),
            Signal(
                .signature("-collectionView:willDisplayCell:forItemAtIndexPath:"), "adjusts a cell before it shows"),
        ],
        triggeringExamples: [
            // The app's dequeue helpers on its lists: the cell one hands back is dequeued for its
            // caller, and the receiver's type says which list's helper it is.
            AuditExample(
                #"""
                extension UITableView {
                    func dequeue<Cell: UITableViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
                        dequeueReusableCell(withIdentifier: String(describing: type), for: indexPath) as? Cell ?? Cell()
                    }
                }

                extension UICollectionView {
                    func dequeue<Cell: UICollectionViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
                        dequeueReusableCell(withReuseIdentifier: String(describing: type), for: indexPath) as? Cell ?? Cell()
                    }
                }

                final class ExampleViewController: UIViewController, UITableViewDataSource {
                    @IBOutlet private var tableView: UITableView!

                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = ↓tableView.dequeue(ThreadCell.self, for: indexPath)
                        cell.update(with: threads[indexPath.row])
                        return cell
                    }
                }

                final class ExampleGridController: UIViewController {
                    private lazy var collectionView: UICollectionView = {
                        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    }()

                    private func cell(for story: Story, at indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = ↓collectionView.dequeue(StoryCell.self, for: indexPath)
                        cell.configure(model: story)
                        return cell
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = ↓tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
                        ↓cell.textLabel?.text = photos[indexPath.row].title
                        return cell
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UICollectionViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
                        ↓collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
                        ↓tableView.register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier: "Row")
                        ↓tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Section")
                        ↓tableView.register(cellType: BadgeCell.self)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓tableView.register(NSNib(nibNamed: "Row", bundle: nil), forIdentifier: .row)
                        ↓collectionView.register(PhotoItem.self, forItemWithIdentifier: .photo)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact") ?? ↓UITableViewCell(style: .subtitle, reuseIdentifier: "Contact")
                        ↓cell.detailTextLabel?.text = contacts[indexPath.row].phone
                        return cell
                    }

                    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        let header = ↓tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
                        var content = ↓UIListContentConfiguration.groupedHeader()
                        content.text = sections[section].title
                        ↓header?.contentConfiguration = content
                        return header
                    }

                    ↓override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                        var content = ↓cell.defaultContentConfiguration()
                        content.secondaryText = contacts[indexPath.row].email
                        cell.contentConfiguration = content
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UICollectionViewController {
                    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        guard indexPath.item < photos.count else { return ↓UICollectionViewCell() }
                        return ↓collectionView.dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: photos[indexPath.item])
                    }

                    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                        ↓collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
                    }

                    ↓override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                        (cell as? PhotoCell)?.startLoading()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, NSTableViewDelegate {
                    ↓func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                        let cell = ↓tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("Name"), owner: self) as? NSTableCellView
                        cell?.textField?.stringValue = files[row].name
                        return cell
                    }

                    ↓func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem {
                        let item = ↓collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier("Source"), for: indexPath)
                        item.textField?.stringValue = sources[indexPath.item].name
                        return item
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, MKMapViewDelegate {
                    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                        guard let friend = annotation as? FriendAnnotation else { return nil }
                        let view = mapView.↓dequeueReusableAnnotationView(withIdentifier: "Friend", for: friend)
                        view.image = friend.avatar
                        return view
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (MKAnnotationView *)mapView:(MKMapView *)mapView viewForAnnotation:(id<MKAnnotation>)annotation {
                    MKAnnotationView *view = [mapView ↓dequeueReusableAnnotationViewWithIdentifier:@"Friend"];
                    view.image = [self avatarFor:annotation];
                    return view;
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    ContactCell *cell = [CellFactory ↓contactCellFromTable:tableView forIndexPath:indexPath];
                    cell.nameLabel.text = self.contacts[indexPath.row].name;
                    return cell;
                }
                @end

                @implementation CellFactory
                + (ContactCell *)contactCellFromTable:(UITableView *)tableView forIndexPath:(NSIndexPath *)indexPath {
                    return [tableView dequeueReusableCellWithIdentifier:@"Contact" forIndexPath:indexPath];
                }
                + (UITableViewCell *)emptyCellFromTable:(UITableView *)tableView {
                    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Empty"];
                    return cell;
                }
                """#, interface: "UIViewController <UITableViewDataSource>"),
            // A cell class's own factory, beside its instance members.
            AuditExample(
                objectiveC: #"""
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    MailCell *cell = [MailCell ↓getCellForTableView:tableView];
                    [cell setMessage:self.messages[indexPath.row]];
                    return cell;
                }
                @end

                @implementation MailCell
                + (MailCell *)getCellForTableView:(UITableView *)tableView {
                    MailCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Mail"];
                    return cell;
                }
                - (void)setMessage:(Message *)message {
                    self.subjectLabel.text = message.subject;
                }
                """#, interface: "UIViewController <UITableViewDataSource>"),
            AuditExample(
                objectiveC: #"""
                - (void)fill {
                    UITableViewCell *cell = [self.tableView ↓dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:self.path];
                    cell.↓textLabel.text = self.name;
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.tableView ↓registerClass:[ContactCell class] forCellReuseIdentifier:@"Contact"];
                    [self.tableView ↓registerNib:[UINib nibWithNibName:@"SectionHeader" bundle:nil] forHeaderFooterViewReuseIdentifier:@"Header"];
                }

                - (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
                    SectionHeader *header = [tableView ↓dequeueReusableHeaderFooterViewWithIdentifier:@"Header"];
                    header.titleLabel.text = self.sections[section].letter;
                    return header;
                }

                ↓- (void)tableView:(UITableView *)tableView willDisplayCell:(UITableViewCell *)cell forRowAtIndexPath:(NSIndexPath *)indexPath {
                    cell.backgroundColor = indexPath.row % 2 ? self.stripeColor : UIColor.whiteColor;
                }
                """#, interface: "UIViewController <UITableViewDelegate>"),
            AuditExample(
                objectiveC: #"""
                - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
                    PhotoCell *cell = [collectionView ↓dequeueReusableCellWithReuseIdentifier:@"Photo" forIndexPath:indexPath];
                    cell.imageView.image = self.photos[indexPath.item].thumbnail;
                    return cell;
                }

                - (UICollectionReusableView *)collectionView:(UICollectionView *)collectionView viewForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath {
                    AlbumHeader *header = [collectionView ↓dequeueReusableSupplementaryViewOfKind:kind withReuseIdentifier:@"Header" forIndexPath:indexPath];
                    header.titleLabel.text = self.album.title;
                    return header;
                }

                ↓- (void)collectionView:(UICollectionView *)collectionView willDisplayCell:(UICollectionViewCell *)cell forItemAtIndexPath:(NSIndexPath *)indexPath {
                    [(PhotoCell *)cell startPlayback];
                }
                """#, interface: "UIViewController <UICollectionViewDataSource, UICollectionViewDelegate>"),
            AuditExample(
                objectiveC: #"""
                ↓- (NSView *)tableView:(NSTableView *)tableView viewForTableColumn:(NSTableColumn *)tableColumn row:(NSInteger)row {
                    NSTableCellView *cell = [tableView makeViewWithIdentifier:@"Bookmark" owner:self];
                    cell.textField.stringValue = self.bookmarks[row].title;
                    return cell;
                }

                ↓- (NSCollectionViewItem *)collectionView:(NSCollectionView *)collectionView itemForRepresentedObjectAtIndexPath:(NSIndexPath *)indexPath {
                    NSCollectionViewItem *item = [self.collectionView ↓makeItemWithIdentifier:@"Source" forIndexPath:indexPath];
                    item.textField.stringValue = self.sources[indexPath.item].name;
                    return item;
                }
                """#, interface: "NSViewController <NSTableViewDelegate, NSCollectionViewDataSource>"),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, NSTableViewDelegate, NSOutlineViewDelegate {
                    ↓func tableView(_ tableView: NSTableView, dataCellFor tableColumn: NSTableColumn?, row: Int) -> NSCell? {
                        let cell = tableColumn?.dataCell(forRow: row) as? NSButtonCell
                        cell?.isEnabled = cores[row].isInstalled
                        return cell
                    }

                    ↓func tableView(_ tableView: NSTableView, willDisplayCell cell: Any, for tableColumn: NSTableColumn?, row: Int) {
                        (cell as? NSTextFieldCell)?.textColor = files[row].isHidden ? .secondaryLabelColor : .labelColor
                    }

                    ↓func outlineView(_ outlineView: NSOutlineView, dataCellFor tableColumn: NSTableColumn?, item: Any) -> NSCell? {
                        tableColumn?.dataCell(forRow: outlineView.row(forItem: item)) as? NSCell
                    }

                    ↓func outlineView(_ outlineView: NSOutlineView, willDisplayCell cell: Any, for tableColumn: NSTableColumn?, item: Any) {
                        (cell as? NSTextFieldCell)?.font = (item as? Folder)?.isRoot == true ? .boldSystemFont(ofSize: 13) : .systemFont(ofSize: 13)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (NSCell *)tableView:(NSTableView *)tableView dataCellForTableColumn:(NSTableColumn *)tableColumn row:(NSInteger)row {
                    NSButtonCell *cell = [tableColumn dataCellForRow:row];
                    cell.enabled = self.cores[row].installed;
                    return cell;
                }

                ↓- (void)tableView:(NSTableView *)tableView willDisplayCell:(id)cell forTableColumn:(NSTableColumn *)tableColumn row:(NSInteger)row {
                    [cell setTextColor:self.files[row].hidden ? NSColor.secondaryLabelColor : NSColor.labelColor];
                }

                ↓- (NSCell *)outlineView:(NSOutlineView *)outlineView dataCellForTableColumn:(NSTableColumn *)tableColumn item:(id)item {
                    return [tableColumn dataCellForRow:[outlineView rowForItem:item]];
                }

                ↓- (void)outlineView:(NSOutlineView *)outlineView willDisplayCell:(id)cell forTableColumn:(NSTableColumn *)tableColumn item:(id)item {
                    [cell setFont:[item isRoot] ? [NSFont boldSystemFontOfSize:13] : [NSFont systemFontOfSize:13]];
                }
                """#, interface: "NSViewController <NSTableViewDelegate, NSOutlineViewDelegate>"),
            AuditExample(
                objectiveC: #"""
                ↓- (NSView *)outlineView:(NSOutlineView *)outlineView viewForTableColumn:(NSTableColumn *)tableColumn item:(id)item {
                    NSTableCellView *cell = [outlineView makeViewWithIdentifier:@"Node" owner:self];
                    cell.textField.stringValue = [item name];
                    return cell;
                }
                """#, interface: "NSViewController <NSOutlineViewDelegate>"),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, NSOutlineViewDelegate {
                    ↓func outlineView(_ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any) -> NSView? {
                        let cell = outlineView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("Node"), owner: self) as? NSTableCellView
                        cell?.textField?.stringValue = (item as? FileNode)?.name ?? ""
                        return cell
                    }
                }
                """#),
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showError(_ error: Error) {
                        let toastView = ToastView(error: error)
                        toastView.textLabel.textColor = .systemPink
                        toastView.detailTextLabel.textColor = .systemPink
                        toastView.show(in: self)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private let configurator = PhotoCellConfigurator()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.dataSource = dataSource
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func connect() {
                        services.register(PhotoService())
                        Theme.register(self, for: .appearance)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)fill {
                    [self.configurator configure:self.cell];
                }
                """#),
        ])
}
