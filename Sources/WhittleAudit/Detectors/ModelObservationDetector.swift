extension ResponsibilityDetector {
    /// The `model-observation` detector: the signals that show ``Responsibility/modelObservation``, with examples that run as tests.
    static let modelObservation = ResponsibilityDetector(
        responsibility: .modelObservation,
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
