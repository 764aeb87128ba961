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
