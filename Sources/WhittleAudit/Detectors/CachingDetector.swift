extension Responsibility {
    /// `caching`: `whittle explain caching` says what counts.
    public static let caching = Responsibility(id: "caching")
}

extension ResponsibilityDetector {
    /// The `caching` detector: the signals that show ``Responsibility/caching``, with examples that run as tests.
    static let caching = ResponsibilityDetector(
        .caching,
        definition:
            "keeps loaded data in memory for reuse: NSCache, dictionaries of loaded values, cache invalidation",
        roles: [.store, .logicController], swiftUIRoles: [.observableViewState, .store],
        // A cache object the unit keys, fills and clears is the unit caching, even in a view model.
        delegation: [.inViewModels], namedTypes: ["*Cache"],
        signals: [
            Signal(.type("NSCache"), "keeps loaded values in an NSCache"),
            Signal(.type("URLCache"), "manages the URL cache"),
            Signal(.storedDictionary(nameContaining: "cache"), "keeps loaded values in a dictionary"),
            // Measured sizes and loaded images kept by key, whatever the dictionary is called
            // (`heights: [IndexPath: CGFloat]`); a dictionary of flags or titles is state.
            Signal(.storedDictionaryOf(valueType: "CGFloat"), "keeps measured heights for reuse"),
            Signal(.storedDictionaryOf(valueType: "CGSize"), "keeps measured sizes for reuse"),
            Signal(.storedDictionaryOf(valueType: "CGRect"), "keeps measured frames for reuse"),
            Signal(.storedDictionaryOf(valueType: "UIImage"), "keeps loaded images for reuse"),
            Signal(.storedDictionaryOf(valueType: "NSImage"), "keeps loaded images for reuse"),
            // Only a cache's: dictionaries, map tables, defaults and an app's settings object
            // take `setObject(_:forKey:)` too. An `NSCache` property under another name counts
            // through its declared type.
            Signal(.labeledCall("setObject(_:forKey:)"), "stores a value in a cache", receivers: .caches),
            Signal(.call("removeAllCachedResponses"), "invalidates a cache"),
            // Invalidating the app's own caches and the image loaders' (Kingfisher, SDWebImage).
            Signal(.call("removeAllObjects"), "empties a cache", receivers: .caches),
            Signal(.call("removeObject"), "evicts a value from a cache", receivers: .caches),
            Signal(.call("clearMemoryCache"), "clears an image cache"),
            Signal(.call("clearDiskCache"), "clears an image cache"),
            Signal(.call("clearMemory"), "clears an image cache", receivers: .caches),
            Signal(.call("clearDisk"), "clears an image cache", receivers: .caches),
            // Kingfisher's cache read by key; `KingfisherManager.shared.retrieveImage(with:)` downloads.
            Signal(.labeledCall("retrieveImage(forKey:)"), "reads an image from an image cache"),
            Signal(.labeledCall("retrieveImage(forKey:options:)"), "reads an image from an image cache"),
            // Nuke's pipeline keeps its images in `cache` (`ImagePipeline.shared.cache.removeAll()`).
            Signal(.member("cache"), "reads or clears the image pipeline's cache").only(with: [.type("ImagePipeline")])
                .imported(from: ["Nuke", "NukeUI"]),
            // The app's own cache cleared, filled or read through whatever keeps it
            // (`ImageManager.shared.clearPodcastCache()`, `Favicons.shared.clearCache(.tabs)`),
            // not a view model or presenter asked to, nor a delegate told the user asked for it
            // (`delegate?.didPressDeleteCache(in: self)`).
            Signal(.callWithSuffix("Cache"), "clears, fills or reads the app's cache", receivers: .nonDelegates),
            // The unit's own methods named for the cache they keep (`cacheSplitPages(_:at:)`,
            // `hasCachedSplit(_:)`, `clearSplitPageCache()`), whatever holds it; not those that
            // only use what a cache holds (`openCachedFile(_:)`).
            Signal(.nameWord("cache"), "keeps, reads or clears its own cache"),
            // A shared stream that replays its last values to later subscribers keeps them.
            Signal(.labeledCall("share(replay:)"), "replays kept values to later subscribers"),
            Signal(.labeledCall("share(replay:scope:)"), "replays kept values to later subscribers"),
            // A cell kept in a property is returned again instead of dequeued, or measured as
            // a prototype: the controller caches views the list would recycle.
            Signal(.storedValue(typeSuffix: "Cell"), "keeps a cell instead of dequeuing one"),
        ],
        objectiveCSignals: [
            Signal(.call("removeObjectForKey"), "evicts a value from a cache", receivers: .caches),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                import Kingfisher

                final class ExampleViewController: UIViewController {
                    private func analyze(_ url: URL) {
                        ↓ImageCache.default.retrieveImage(forKey: url.absoluteString) { result in
                            if case .success(let value) = result, let image = value.image { self.textRecognizer.analyze(image) }
                        }
                    }

                    private func showCachedCover(for key: String) {
                        ↓KingfisherManager.shared.cache.retrieveImage(forKey: key, options: nil) { result in
                            if case .success(let value) = result { self.coverView.image = value.image }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                import Nuke

                final class ExampleViewController: UIViewController {
                    @IBAction private func clearImages(_ sender: Any) {
                        ↓ImagePipeline.shared.cache.removeAll()
                    }
                }
                """#),
            AuditExample(
                #"""
                actor TimelineCache {
                    func set(_ items: [Item], for key: String) {}
                }

                @Observable final class TimelineViewModel {
                    private let cache = TimelineCache()

                    func save(_ items: [Item]) async {
                        ↓await cache.set(items, for: "home")
                    }
                }

                struct TimelineView: View {
                    @State private var model = TimelineViewModel()
                    var body: some View { Text("Timeline") }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let thumbnails = ↓NSCache<NSURL, UIImage>()
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓private var imageCache: [URL: UIImage] = [:]
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    ↓private var heights: [IndexPath: CGFloat] = [:]
                    ↓private var itemSizes = [String: CGSize]()
                    ↓private var frames: Dictionary<Int, CGRect> = [:]
                    ↓private var thumbnails: [URL: UIImage?] = [:]
                    ↓private var previews: [String: NSImage] = [:]
                }
                """#),

            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func remember(_ image: UIImage, for url: URL) {
                        ↓thumbnailCache.setObject(image, forKey: url as NSURL)
                    }

                    override func didReceiveMemoryWarning() {
                        super.didReceiveMemoryWarning()
                        ↓URLCache.shared.removeAllCachedResponses()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let thumbnailCache = NSCache<NSURL, UIImage>()
                    private let events: Observable<[Event]>

                    override func didReceiveMemoryWarning() {
                        super.didReceiveMemoryWarning()
                        ↓thumbnailCache.removeAllObjects()
                        ↓thumbnailCache.removeObject(forKey: currentURL as NSURL)
                        ↓KingfisherManager.shared.cache.clearMemoryCache()
                        ↓ImageCache.default.clearDiskCache()
                        ↓SDImageCache.shared.clearMemory()
                        ↓SDImageCache.shared.clearDisk(onCompletion: nil)
                    }

                    private func bind() {
                        let shared = events.↓share(replay: 1)
                        let scoped = events.↓share(replay: 1, scope: .forever)
                        render(shared, scoped)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)didReceiveMemoryWarning {
                    [super didReceiveMemoryWarning];
                    [self.thumbnailCache ↓removeAllObjects];
                    [self.thumbnailCache ↓removeObjectForKey:self.currentURL];
                    [[SDImageCache sharedImageCache] ↓clearMemory];
                }
                """#),
            // A selector names its first argument where Swift's base name stops: `removeCache(forConversationId:)`.
            AuditExample(
                objectiveC: #"""
                - (void)leaveConversation {
                    [[ConversationStore sharedInstance] ↓removeCacheForConversationId:self.conversationId];
                    [[ImageStore sharedStore] ↓clearCacheWithCompletion:^{ [self.tableView reloadData]; }];
                }
                """#),
            AuditExample(
                #"""
                class BaseCell: UITableViewCell {}
                final class NewsCell: BaseCell {}

                final class ExampleViewController: UITableViewController {
                    ↓private var riskCell: RiskTableViewCell?
                    ↓private lazy var sizingCell = NewsCell()
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)remember {
                    self.cache = [[↓NSCache alloc] init];
                    [self.cache ↓setObject:self.image forKey:self.url];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction private func themeChanged(_ sender: UISegmentedControl) {
                        ↓ImageManager.shared.clearPodcastCache(recacheWhenDone: true)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)signOut:(id)sender {
                    [self.thumbnailStore ↓invalidateCache];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                {
                    ↓NSMutableDictionary *statusIconCache;
                    ↓NSMapTable *thumbnailCache;
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                #"""
                final class ExampleViewController: UIPageViewController {
                    private static var splitStore: [String: [Int: [Page]]] = [:]

                    ↓private func cacheSplitPages(_ pages: [Page], at index: Int) {
                        Self.splitStore[chapterID, default: [:]][index] = pages
                    }

                    ↓private func hasCachedSplit(_ index: Int) -> Bool {
                        Self.splitStore[chapterID]?[index] != nil
                    }
                }
                """#),
            // A value kept under a name that says it was computed or loaded before, of any type.
            AuditExample(
                #"""
                final class ExampleViewController: UICollectionViewController {
                    ↓private var cachedCellSize = CGSize.zero
                    ↓private var cachedSummaryText: String?
                }
                """#),
            AuditExample(
                objectiveC: #"""
                {
                    ↓NSAttributedString *cachedTitle;
                }
                """#, interface: "UIViewController"),
            AuditExample(
                objectiveC: #"""
                ↓- (void)purgeRowHeightCache {
                    [self.rowHeights removeAllObjects];
                }
                """#),
        ],
        nonTriggeringExamples: [
            // A weak reference to the cell being edited remembers which one it is; it keeps nothing.
            AuditExample(
                objectiveC: #"""
                - (void)scheduleCellDidStartEditing:(UITableViewCell *)cell {
                    self.tappedCell = cell;
                }
                @end

                @interface ExampleViewController ()
                @property (weak, nonatomic) UITableViewCell *tappedCell;
                """#),
            // A view kept, a flag remembered to restore, a key: no value computed for reuse.
            AuditExample(
                #"""
                final class ExampleViewController: NSSplitViewController {
                    @IBOutlet private weak var cachedLabel: NSTextField!
                    private var cachedButton: NSButton?
                    private var cachedSidebarState: Bool?
                    private let cacheKey = "sidebar"
                }
                """#),
            AuditExample(
                objectiveC: #"""
                {
                    UILabel *cachedMediaLabel;
                }
                """#, interface: "UIViewController"),
            // An index remembered to restore a tab, no value loaded.
            AuditExample(
                objectiveC: #"""
                - (void)tabChanged:(UISegmentedControl *)control {
                    self.cachedActiveCellTag = control.selectedSegmentIndex;
                }
                @end

                @interface ExampleViewController ()
                @property (nonatomic) NSUInteger cachedActiveCellTag;
                """#),
            // A closure that makes each cell keeps none.
            AuditExample(
                #"""
                struct ExampleView<Element: Identifiable, TagCell: View>: View {
                    private let data: [Element]
                    private let content: (Element) -> TagCell

                    var body: some View {
                        ForEach(data) { content($0) }
                    }
                }
                """#),
            // A screen that tells its delegate the user asked to clear the cache, and the
            // delegate's callback passing that on: whoever owns the cache clears it.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, CacheSettingsViewControllerDelegate {
                    weak var delegate: ExampleViewControllerDelegate?
                    weak var settingsDelegate: CacheSettingsDelegate?

                    @objc private func confirmClear() {
                        settingsDelegate?.didPressDeleteCache(in: self)
                    }

                    func didPressDeleteCache(in controller: CacheSettingsViewController) {
                        delegate?.didAction(action: .clearBrowserCache, in: self)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func openCachedFile(_ file: URL) {
                        documentController.open(file)
                    }

                    private func updateCacheFormat(_ format: CacheFormat) {
                        settings.cacheFormat = format
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                {
                    NSMutableDictionary *titlesByRow;
                    NSDictionary *toolbarItems;
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    // Made by a function: the property's type is not written, and not `makeNameCell`.
                    private lazy var nameCell = makeNameCell()
                    // A cell class to register, not a cell kept.
                    private let rowType = ProductCell.self
                }
                """#),
            AuditExample(
                objectiveC: #"""
                {
                    IBOutlet NSButtonCell *markReadAfterNext;
                }

                - (IBAction)changeMarkRead:(id)sender {
                    self.readInterval = [sender selectedCell] == markReadAfterNext ? 0 : 2;
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let viewModel: HistoryViewModel

                    @IBAction private func undoAll(_ sender: UIButton) {
                        viewModel.clearUndoCache()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)refresh:(id)sender {
                    [self.presenter resetCache];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let images: ImageStore

                    private func thumbnail(for url: URL) async -> UIImage? {
                        await images.image(for: url)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var photos: [Photo] = []
                    private weak var focusedCell: UICollectionViewCell?
                    @IBOutlet private var versionCell: UITableViewCell!
                }
                """#),
            // A form's row the project builds as a plain view, whatever its name: no list dequeues it.
            AuditExample(
                #"""
                class SendCell: UIView {}
                final class AddressCell: SendCell {}

                final class ExampleViewController: UIViewController {
                    private let addressCell = AddressCell()
                    private var memoCell: SendCell?
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)remember {
                    [self.store remember:self.photo];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)reset {
                    [self.items removeAllObjects];
                    [self.selection removeObjectForKey:self.currentKey];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let controllersByScene = NSMapTable<UIScene, UIViewController>.weakToStrongObjects()

                    private func remember(_ controller: UIViewController, for scene: UIScene) {
                        controllersByScene.setObject(controller, forKey: scene)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)sortByColumn:(NSString *)column {
                    Preferences *prefs = [Preferences standardPreferences];
                    [prefs setObject:column forKey:MAPref_SortColumn];
                    [[self.context userInfo] setObject:@YES forKey:ContextHasChangesKey];
                }
                """#),
        ])
}
