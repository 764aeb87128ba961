/// A kind of work a view controller can do itself. The raw values are stable ids: they
/// appear in JSON, SARIF, configuration files and `// whittle:disable` comments.
///
/// A lean view controller carries only the four kept responsibilities (``isKept``):
/// rendering, lifecycle, composition and model observation.
public enum Responsibility: String, CaseIterable, Codable, Sendable, Comparable {
    case dataSource = "data-source"
    case cellConfiguration = "cell-configuration"
    case networking
    case persistence
    case caching
    case keyboard
    case navigation
    case viewConstruction = "view-construction"
    case layout
    case formatting
    case userInput = "user-input"
    case alerts
    case validation
    case domainLogic = "domain-logic"
    case animation
    case analytics
    case systemServices = "system-services"
    case rendering
    case lifecycle
    case composition
    case modelObservation = "model-observation"

    /// The stable id, as written in reports and configuration.
    public var id: String { rawValue }

    /// Whether a lean view controller keeps this responsibility.
    public var isKept: Bool {
        switch self {
        case .rendering, .lifecycle, .composition, .modelObservation: true
        default: false
        }
    }

    /// The rule that reports this responsibility in a view controller, or `nil` for a kept one.
    public var rule: RuleID? { Self.rules[self] ?? nil }

    /// Built once: the classifier asks for a responsibility's rule for every piece of evidence.
    private static let rules: [Responsibility: RuleID?] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, $0.isKept ? nil : RuleID("\($0.rawValue)-in-view-controller")) })

    /// What the view controller itself does when it carries this responsibility.
    public var definition: String {
        switch self {
        case .dataSource:
            "answers a list's structure questions: sections, rows/items, item for an index path, titles, can-edit/can-move, commit editing; builds diffable snapshots; does index-path arithmetic to find model objects"
        case .cellConfiguration: "registers or dequeues cells and fills them from a model object"
        case .networking:
            "makes or handles remote requests: URLSession, URLRequest, API-client or Alamofire/Moya calls, response decoding, remote image loading, sockets"
        case .persistence:
            "reads or writes durable storage: Core Data, UserDefaults, files, archivers, Keychain, Realm, SQLite/GRDB, iCloud"
        case .caching: "keeps loaded data in memory for reuse: NSCache, dictionaries of loaded values, cache invalidation"
        case .keyboard: "observes keyboard notifications, reads the keyboard frame, adjusts insets/offsets/constraints for it"
        case .navigation:
            "moves to other screens: push, pop, present, dismiss, show, segues and prepare(for:), building the next controller, opening URLs, switching tabs"
        case .viewConstruction: "creates and styles subviews in code, adds them to the hierarchy, creates Auto Layout constraints"
        case .layout: "computes frames and sizes: viewDidLayoutSubviews work, CGRect arithmetic, size-class-driven layout changes, row heights"
        case .formatting:
            "turns model values into display text or attributed text: formatters, string interpolation/format of model data, pluralisation"
        case .userInput:
            "handles control events and gestures: @IBAction, target-action, gesture recognizers, text-field/search-bar delegate callbacks, row selection"
        case .alerts: "presents alerts or action sheets and acts on the choice"
        case .validation: "checks user input (formats, required fields) and enables/disables controls from it"
        case .domainLogic: "applies business rules to model data: filtering, sorting, grouping, derived values, domain state decisions"
        case .animation: "runs view animations and transitions"
        case .analytics: "records analytics or telemetry events"
        case .systemServices:
            "drives device services: location, camera/capture, photo library, notifications permission, haptics, sharing sheets"
        case .rendering: "assigns prepared values to its views, reloads, applies state"
        case .lifecycle: "overrides lifecycle methods, init/deinit, that only call collaborators"
        case .composition: "adds/removes child view controllers, wires its collaborators"
        case .modelObservation:
            "observes model changes: notifications, KVO, Observation, Combine/Rx subscriptions, delegate callbacks from its logic controller"
        }
    }

    /// The Whittle roles that take this responsibility over, most fitting first.
    public var roles: [WhittleRole] {
        switch self {
        case .dataSource: [.arrayDataSource, .sectionedDataSource, .composedDataSource, .queryDataSource]
        case .cellConfiguration: [.cellConfigurator, .smarterView]
        case .networking: [.webService, .store, .logicController]
        case .persistence: [.store]
        case .caching: [.store, .logicController]
        case .keyboard: [.keyboardManager]
        case .navigation: [.navigator]
        case .viewConstruction: [.smarterView]
        case .layout: [.layoutValue]
        case .formatting: [.presenter]
        case .userInput: [.intention, .interaction]
        case .alerts: [.interaction]
        case .validation: [.intention, .model]
        case .domainLogic: [.model, .logicController]
        case .animation: [.smarterView, .transition]
        case .analytics: [.analyticsCollaborator]
        case .systemServices: [.serviceObject]
        case .rendering, .lifecycle, .composition, .modelObservation: []
        }
    }

    public static func < (lhs: Responsibility, rhs: Responsibility) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    // Identity by position, not by raw value: a raw-value enum otherwise compares and hashes
    // its strings, and the classifier keys dictionaries by responsibility for every token.
    public static func == (lhs: Responsibility, rhs: Responsibility) -> Bool {
        lhs.ordinal == rhs.ordinal
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// Declaration order, which is also the order reports list responsibilities in.
    private var ordinal: Int {
        switch self {
        case .dataSource: 0
        case .cellConfiguration: 1
        case .networking: 2
        case .persistence: 3
        case .caching: 4
        case .keyboard: 5
        case .navigation: 6
        case .viewConstruction: 7
        case .layout: 8
        case .formatting: 9
        case .userInput: 10
        case .alerts: 11
        case .validation: 12
        case .domainLogic: 13
        case .animation: 14
        case .analytics: 15
        case .systemServices: 16
        case .rendering: 17
        case .lifecycle: 18
        case .composition: 19
        case .modelObservation: 20
        }
    }
}
