/// A rule: everything about it in its file (`Rules/<Name>Rule.swift`), as a SwiftLint rule
/// file holds its rule: the ``RuleID`` it declares, its description (title, summary,
/// rationale, default severity, and examples that run as tests and print in `whittle
/// explain`) and its check, which reads only its ``RuleContext``.
struct AuditRule: Sendable {
    var description: RuleDescription
    var check: @Sendable (RuleContext) -> [RuleHit]
    /// The kinds of unit the rule reads: structural rules about UIKit and AppKit idioms
    /// (outlets, `MARK`s, delegate conformances) are a view controller's only.
    var kinds: Set<UnitKind> = [.viewController]

    var id: RuleID { description.id }

    /// Whether the rule reads units of `kind`.
    func applies(to kind: UnitKind) -> Bool { kinds.contains(kind) }

    /// This rule, reading units of every kind.
    func forEveryKind() -> AuditRule {
        var rule = self
        rule.kinds = Set(UnitKind.allCases)
        return rule
    }

    /// A rule.
    ///
    /// - Parameters:
    ///   - title: A short name: "Massive view controller".
    ///   - summary: What the rule finds, in a sentence; thresholds named as `.whittle.yml` spells them.
    ///   - rationale: Why it matters and what to do about a finding.
    ///   - defaultSeverity: The severity of its findings unless the configuration sets one:
    ///     an error only for what a team gates a build on, a note for a hint about how the
    ///     class is shaped rather than what to move.
    init(
        _ id: RuleID, title: String, summary: String, rationale: String, defaultSeverity: Severity,
        triggeringExamples: [AuditExample], nonTriggeringExamples: [AuditExample],
        check: @escaping @Sendable (RuleContext) -> [RuleHit]
    ) {
        description = RuleDescription(
            id: id, title: title, summary: summary, rationale: rationale, defaultSeverity: defaultSeverity,
            triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)
        self.check = check
    }

    /// The built-in rules that are not a responsibility's: the one list a new rule joins. Its
    /// order, then the detectors' for their rules, is the order findings are listed in.
    static let builtIn: [AuditRule] = [
        .massiveViewController.forEveryKind(),
        .tooManyResponsibilities.forEveryKind(),
        .ibActionInViewController,
        .nonPrivateInterface,
        .extraDelegateConformance,
        .workOutsideLifecycle,
        .markSections,
    ]

    /// Every rule of a catalog with `detectors`: the built-in ones, then one per misplaced
    /// responsibility (``responsibilityInViewController(_:)``).
    static func all(detectors: [ResponsibilityDetector]) -> [AuditRule] {
        builtIn + detectors.filter { !$0.isKept }.map { responsibilityInViewController($0).forEveryKind() }
    }
}
