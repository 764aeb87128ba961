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
            Signal(.labeledCall("setObject(_:forKey:)"), "stores a value in a cache"),
            Signal(.call("removeAllCachedResponses"), "invalidates a cache"),
            // A cell kept in a property is returned again instead of dequeued, or measured as
            // a prototype: the controller caches views the list would recycle.
            Signal(.storedValue(typeSuffix: "Cell"), "keeps a cell instead of dequeuing one"),
        ],
        triggeringExamples: [
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
                final class ExampleViewController: UIViewController {
                    private func remember(_ image: UIImage, for url: URL) {
                        ↓thumbnails.setObject(image, forKey: url as NSURL)
                    }

                    override func didReceiveMemoryWarning() {
                        super.didReceiveMemoryWarning()
                        ↓URLCache.shared.removeAllCachedResponses()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    ↓private var riskCell: RiskTableViewCell?
                    ↓private lazy var sizingCell = NewsCell()
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)remember {
                    self.cache = [[↓NSCache alloc] init];
                }
                """#),
        ],
        nonTriggeringExamples: [
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
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)remember {
                    [self.store remember:self.photo];
                }
                """#),
        ])
}
