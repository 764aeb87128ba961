/// Everything the auditor knows, built once and passed down the pipeline: the detectors and
/// their signals, the rules, the name lists, the filter the front ends keep events by and the
/// rules that give events their meaning.
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
        auditRules = AuditRule.builtIn(detectors: detectors)
        // Objective-C spellings of the same APIs join each detector's signals here, so a
        // detector file lists only Swift's and both languages share one table.
        let signals = SignalTable(detectors: ObjectiveCSignals.merged(into: detectors))
        self.signals = signals
        self.names = names
        evidenceRules = EvidenceRules(table: signals)
        eventFilter = EventFilter(
            names: signals.eventNames, framingCalls: names.loggingCalls,
            callSuffixes: signals.constructorSuffixes.map(\.suffix), membersKeepingEveryName: names.listCallbackPrefixes,
            typesWithoutControllers: names.knownNonControllers)
    }
}
