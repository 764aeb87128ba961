/// The one description of each rule, used by `whittle explain`, SARIF rule metadata and the
/// reports: the rule's own (``RuleDescription``), declared in its file.
extension RuleID {
    /// Every rule id the audit checks, in the order findings are listed in: the built-in
    /// rules, then one per responsibility that does not belong in a view controller.
    public static let all: [RuleID] = AuditRule.all(detectors: ResponsibilityDetector.builtIn).map(\.id)

    /// A short name: "Massive view controller", "networking in a view controller".
    public var title: String { builtInDescription?.title ?? rawValue }

    /// What the rule finds, in a sentence.
    public var summary: String { builtInDescription?.summary ?? "A finding of rule \(rawValue)." }

    /// Why the rule matters and what to do about a finding.
    public var rationale: String { builtInDescription?.rationale ?? "Run `whittle explain \(rawValue)` for details." }

    /// The responsibility a `<responsibility>-in-view-controller` rule reports, or `nil`.
    public var responsibility: Responsibility? {
        Self.responsibilities[self]
    }

    /// The description of this built-in rule, or of `grew-since-baseline`; `nil` for an id no
    /// rule has.
    var builtInDescription: RuleDescription? {
        Self.descriptions[self]
    }

    private static let descriptions: [RuleID: RuleDescription] = Dictionary(
        uniqueKeysWithValues: (AuditRule.all(detectors: ResponsibilityDetector.builtIn).map(\.description) + [.grewSinceBaseline])
            .map { ($0.id, $0) })

    private static let responsibilities: [RuleID: Responsibility] = Dictionary(
        uniqueKeysWithValues: Responsibility.allCases.compactMap { responsibility in responsibility.rule.map { ($0, responsibility) } })
}
