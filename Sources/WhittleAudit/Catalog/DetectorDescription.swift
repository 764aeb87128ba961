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
