/// What a rule checks, why, how severe its findings are by default, and examples.
public struct RuleDescription: Sendable {
    public var id: RuleID
    /// A short name: "Massive view controller", "networking in a view controller".
    public var title: String
    /// What the rule finds, in a sentence.
    public var summary: String
    /// Why the rule matters and what to do about a finding.
    public var rationale: String
    /// The severity of its findings unless the configuration sets one.
    public var defaultSeverity: Severity
    public var triggeringExamples: [AuditExample]
    public var nonTriggeringExamples: [AuditExample]

    public init(
        id: RuleID, title: String, summary: String, rationale: String, defaultSeverity: Severity,
        triggeringExamples: [AuditExample], nonTriggeringExamples: [AuditExample]
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}
