extension Responsibility {
    /// `model-observation`: `whittle explain model-observation` says what counts.
    public static let modelObservation = Responsibility(id: "model-observation")
}

extension ResponsibilityDetector {
    /// The `model-observation` detector: the signals that show ``Responsibility/modelObservation``, with examples that run as tests.
    static let modelObservation = ResponsibilityDetector(
        .modelObservation,
        definition:
            "observes model changes: notifications, KVO, Observation, Combine/Rx subscriptions, delegate callbacks from its logic controller",
        roles: [],
        signals: [
            Signal(.call("addObserver"), "observes notifications", unless: [.keyboard]),
            Signal(.call("sink"), "subscribes to a publisher"),
            Signal(.labeledCall("assign(to:on:)"), "binds a publisher"),
            Signal(.labeledCall("assign(to:)"), "binds a publisher"),
            Signal(.call("observe"), "observes changes (KVO or Observation)"),
            Signal(.call("withObservationTracking"), "observes Observation changes"),
            Signal(.call("subscribe"), "subscribes to changes"),
            Signal(.call("notifications"), "observes notifications", unless: [.keyboard]),
            Signal(.type("AnyCancellable"), "keeps a Combine subscription"),
            Signal(.type("NSKeyValueObservation"), "keeps a KVO observation"),
            Signal(.type("DisposeBag"), "keeps Rx subscriptions"),
            Signal(.signature("controllerDidChangeContent(_:)"), "observes fetched results"),
            Signal(.signature("controllerWillChangeContent(_:)"), "observes fetched results"),
            Signal(.signature("controller(_:didChange:at:for:newIndexPath:)"), "observes fetched results"),
            Signal(.signature("observeValue(forKeyPath:of:change:context:)"), "observes KVO changes"),
            Signal(.conformance("NSFetchedResultsControllerDelegate"), "observes fetched results"),
        ],
        objectiveCSignals: [
            Signal(.call("addObserverForName"), "observes notifications"),
            Signal(.signature("-controllerDidChangeContent:"), "observes fetched results"),
            Signal(.signature("-controllerWillChangeContent:"), "observes fetched results"),
            Signal(
                .signature("-controller:didChangeObject:atIndexPath:forChangeType:newIndexPath:"),
                "observes fetched results"),
            Signal(
                .signature("-observeValueForKeyPath:ofObject:change:context:"), "observes KVO changes"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓logic.$state.sink { [weak self] state in self?.render(state) }.store(in: &subscriptions)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var subscriptions: Set<↓AnyCancellable> = []

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓logic.$headline.assign(to: \.text, on: headlineLabel).store(in: &subscriptions)
                        ↓logic.$isLoading.assign(to: &$isBusy)
                        ↓NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .profileDidChange, object: nil)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var progressObservation: ↓NSKeyValueObservation?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        progressObservation = ↓webView.observe(\.estimatedProgress) { [weak self] webView, _ in
                            self?.progressView.progress = Float(webView.estimatedProgress)
                        }
                        ↓withObservationTracking { show(model.profile) } onChange: { [weak self] in self?.scheduleUpdate() }
                        Task {
                            for await _ in ↓NotificationCenter.default.notifications(named: UIApplication.didBecomeActiveNotification) {
                                logic.refresh()
                            }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let disposeBag = ↓DisposeBag()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓viewModel.name.subscribe(onNext: { [weak self] name in self?.show(name) }).disposed(by: disposeBag)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UITableViewController, NSFetchedResultsControllerDelegate {
                    ↓func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
                        tableView.beginUpdates()
                    }

                    ↓func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
                        if type == .insert, let newIndexPath { tableView.insertRows(at: [newIndexPath], with: .automatic) }
                    }

                    ↓func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
                        tableView.endUpdates()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                        if keyPath == "contentSize" { logic.contentSizeChanged() }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)controllerWillChangeContent:(NSFetchedResultsController *)controller {
                    [self.changes removeAllObjects];
                }

                ↓- (void)controller:(NSFetchedResultsController *)controller didChangeObject:(id)anObject atIndexPath:(NSIndexPath *)indexPath forChangeType:(NSFetchedResultsChangeType)type newIndexPath:(NSIndexPath *)newIndexPath {
                    [self.changes addObject:anObject];
                }

                ↓- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller {
                    [self renderChanges:self.changes];
                }
                """#, interface: "UIViewController <NSFetchedResultsControllerDelegate>"),
            AuditExample(
                objectiveC: #"""
                - (void)observe {
                    [[NSNotificationCenter defaultCenter] ↓addObserver:self selector:@selector(changed:) name:PhotosDidChange object:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)observeAccount {
                    self.observer = [[NSNotificationCenter defaultCenter] ↓addObserverForName:AccountDidChangeNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
                        [self render];
                    }];
                    [self.account ↓addObserver:self forKeyPath:@"balance" options:NSKeyValueObservingOptionNew context:nil];
                }

                ↓- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
                    [self render];
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
            // Subscribing to a podcast or a topic the app offers hands over no closure to hear
            // changes: an action of the app's domain.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction private func subscribeTapped(_ sender: UIButton) {
                        podcastManager.subscribe(to: podcast.uuid)
                        delegate?.subscribe(podcast: podcast)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)observe {
                    [self.photos load];
                }
                """#),
        ])
}
