/// Everything the auditor knows, built once and passed down the pipeline: the detectors and
/// their signals, the rules, the name lists, what the detectors know about delegation and
/// framework objects, the filter the front ends keep events by and the rules that give events
/// their meaning.
///
/// No stage reads a global: the ``Auditor`` builds one catalog and hands each stage the part
/// it needs, so a test (or a team's own build) can audit with another catalog.
///
/// ```swift
/// for detector in AuditCatalog().detectors { print(detector.responsibility.id) }
/// ```
public struct AuditCatalog: Sendable {
    /// One detector per responsibility, in the order of ``Responsibility/allCases``.
    public var detectors: [DetectorDescription] { responsibilityDetectors.map(\.description) }
    /// Every rule, in the order of ``RuleID/all``.
    public var rules: [RuleDescription] { auditRules.map(\.description) }

    let responsibilityDetectors: [ResponsibilityDetector]
    let auditRules: [AuditRule]
    let signals: SignalTable
    let names: CatalogNames
    /// What the front ends keep.
    let eventFilter: EventFilter
    /// What events mean.
    let evidenceRules: EvidenceRules
    /// Responsibilities a controller does by calling a project type whose member does the
    /// work (``ResponsibilityDetector/Delegation/projectTypes``), in catalog order.
    let delegable: [Responsibility]
    /// The work a framework service object does for whoever calls it: persistence, caching,
    /// device services and analytics. A call on a property declared with a framework type that
    /// signals one of these does that work
    /// (``MemberClassifier/signals(in:file:frameworkSelf:inSwiftUI:receiverTypes:)``). Networking
    /// is not among them: a request is known by the call that makes it, and a held task
    /// (`dataTask?.cancel()`) makes none.
    let serviceWork: Set<Responsibility>
    /// Responsibilities a helper the project adds to a framework type carries to its caller
    /// (``ResponsibilityDetector/Delegation/helpers``, or some of its signals:
    /// ``Signal/countsThroughHelpers``), in catalog order.
    let helperResponsibilities: [Responsibility]
    /// The ``helperResponsibilities`` a helper carries only by the signals marked
    /// ``Signal/countsThroughHelpers``, with what the helper hands back for it: a helper filling
    /// a format and returning the text is its caller's formatting, one interpolating a hash is not.
    let helperSignalsOnly: [Responsibility: Signal.HelperResult]
    /// Responsibilities whose delegated calls count only when the controller waits for the
    /// result (``ResponsibilityDetector/Delegation/awaitedCallsOnly``).
    let awaitedCallsOnly: Set<Responsibility>
    /// Responsibilities whose delegated calls count in a view model too
    /// (``ResponsibilityDetector/Delegation/inViewModels``).
    let delegatedInViewModels: Set<Responsibility>
    /// Type names whose job is a responsibility's work (``ResponsibilityDetector/namedTypes``).
    let namedTypes: [Responsibility: [TypeNamePattern]]
    /// Names of a library's clients whose answers are a responsibility's work
    /// (``ResponsibilityDetector/libraryClients``).
    let libraryClients: [Responsibility: [TypeNamePattern]]
    /// Framework objects that already do part of each responsibility's work.
    let frameworkObjects: [Responsibility: [FrameworkObject]]
    /// Superclasses whose subclasses do a responsibility's work as their job.
    let ownJobs: [Responsibility: Set<String>]
    /// Whether this is the built-in catalog, whose every part the build fixes: the results
    /// cache keeps reports only for it (another catalog's reports depend on what it holds).
    private(set) var isBuiltIn = false

    /// The built-in catalog.
    public init() {
        self.init(detectors: ResponsibilityDetector.builtIn, names: .builtIn)
        isBuiltIn = true
    }

    init(detectors: [ResponsibilityDetector], names: CatalogNames) {
        responsibilityDetectors = detectors
        auditRules = AuditRule.all(detectors: detectors)
        let signals = SignalTable(detectors: detectors)
        self.signals = signals
        self.names = names
        evidenceRules = EvidenceRules(
            table: signals, nonModelCollections: names.nonModelCollections, nonModelOwners: names.nonModelOwners)
        eventFilter = EventFilter(
            names: signals.eventNames, framingCalls: names.loggingCalls,
            callSuffixes: signals.constructorSuffixes.map(\.suffix), membersKeepingEveryName: names.listCallbackPrefixes,
            typesWithoutControllers: names.knownNonControllers,
            swiftUIUnitMarkers: names.swiftUIViewProtocols.union(names.viewModelMarkers),
            singletonAccessors: names.singletonAccessors, singletonAccessorPrefixes: names.singletonAccessorPrefixes)
        delegable = detectors.filter { $0.delegation.contains(.projectTypes) }.map(\.responsibility)
        serviceWork = Set(delegable + [.persistence, .caching]).subtracting([.networking])
        let bySignals = detectors.filter { !$0.delegation.contains(.helpers) }.compactMap { detector in
            detector.signals.lazy.compactMap(\.countsThroughHelpers).first.map { (detector.responsibility, $0) }
        }
        helperResponsibilities = detectors.filter { detector in
            detector.delegation.contains(.helpers) || bySignals.contains { $0.0 == detector.responsibility }
        }.map(\.responsibility)
        helperSignalsOnly = Dictionary(bySignals, uniquingKeysWith: { first, _ in first })
        awaitedCallsOnly = Set(detectors.filter { $0.delegation.contains(.awaitedCallsOnly) }.map(\.responsibility))
        delegatedInViewModels = Set(detectors.filter { $0.delegation.contains(.inViewModels) }.map(\.responsibility))
        namedTypes = Dictionary(uniqueKeysWithValues: detectors.filter { !$0.namedTypes.isEmpty }.map { ($0.responsibility, $0.namedTypes) })
        libraryClients = Dictionary(
            uniqueKeysWithValues: detectors.filter { !$0.libraryClients.isEmpty }.map { ($0.responsibility, $0.libraryClients) })
        frameworkObjects = Dictionary(
            uniqueKeysWithValues: detectors.filter { !$0.frameworkObjects.isEmpty }.map { ($0.responsibility, $0.frameworkObjects) })
        ownJobs = Dictionary(uniqueKeysWithValues: detectors.filter { !$0.ownJobOf.isEmpty }.map { ($0.responsibility, $0.ownJobOf) })
    }
}
