/// A code snippet that shows a detector or rule at work; examples run as tests and print in
/// `whittle explain`.
///
/// As in SwiftLint, a `↓` in a triggering example marks where the evidence (or the finding)
/// is expected: `↓navigationController?.pushViewController(next, animated: true)`. The
/// markers are removed from ``code``; their lines are kept in ``markedLines``.
public struct AuditExample: Sendable, Equatable {
    /// The marker that points at the expected evidence.
    public static let marker: Character = "↓"

    /// Swift source, usually a small view controller, without markers: what the auditor reads.
    public var code: String
    /// The 1-based lines of ``code`` that held a marker, in order, each once.
    public var markedLines: [Int]
    /// The file the example is written in, so a failing example points at itself.
    public var file: String
    /// The line of the example in ``file``.
    public var line: Int

    /// An example from source with optional `↓` markers.
    public init(_ code: String, file: String = #filePath, line: Int = #line) {
        var lines: [Int] = []
        var lineNumber = 1
        var unmarked = ""
        unmarked.reserveCapacity(code.utf8.count)
        for character in code {
            if character == Self.marker {
                if lines.last != lineNumber { lines.append(lineNumber) }
                continue
            }
            if character == "\n" { lineNumber += 1 }
            unmarked.append(character)
        }
        self.code = unmarked
        self.markedLines = lines
        self.file = file
        self.line = line
    }
}

/// What a responsibility detector looks for, with examples.
public struct DetectorDescription: Sendable {
    public var responsibility: Responsibility
    /// What counts as evidence, in a sentence or two.
    public var summary: String
    /// Snippets in which the detector must find the responsibility.
    public var triggeringExamples: [AuditExample]
    /// Snippets in which it must not (collaborator calls, look-alikes).
    public var nonTriggeringExamples: [AuditExample]

    public init(
        responsibility: Responsibility, summary: String, triggeringExamples: [AuditExample],
        nonTriggeringExamples: [AuditExample]
    ) {
        self.responsibility = responsibility
        self.summary = summary
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// What a rule checks, why, and examples.
public struct RuleDescription: Sendable {
    public var id: RuleID
    public var name: String
    public var summary: String
    public var rationale: String
    public var triggeringExamples: [AuditExample]
    public var nonTriggeringExamples: [AuditExample]

    public init(
        id: RuleID, name: String, summary: String, rationale: String, triggeringExamples: [AuditExample],
        nonTriggeringExamples: [AuditExample]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

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
    /// The `<responsibility>-in-view-controller` rules.
    let responsibilityRules: Set<RuleID>

    /// The built-in catalog.
    public init() {
        self.init(detectors: ResponsibilityDetector.builtIn, names: .builtIn)
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
        responsibilityRules = Set(detectors.compactMap(\.responsibility.rule))
        eventFilter = EventFilter(
            names: signals.eventNames, framingCalls: names.loggingCalls,
            callSuffixes: signals.constructorSuffixes.map(\.suffix), membersKeepingEveryName: names.listCallbackPrefixes,
            typesWithoutControllers: names.knownNonControllers)
    }
}
