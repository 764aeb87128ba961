/// A rule: its description (with examples that run as tests) and its check.
struct AuditRule: Sendable {
    var description: RuleDescription
    var check: @Sendable (RuleContext) -> [RuleHit]

    var id: RuleID { description.id }

    /// Every rule: the fixed ones, then one per misplaced responsibility.
    static let all: [AuditRule] =
        [.massiveViewController, .ibActionInViewController, .nonPrivateInterface, .extraDelegateConformance,
         .workOutsideLifecycle, .markSections]
        + ResponsibilityDetector.all.filter { !$0.responsibility.isKept }.map(AuditRule.responsibilityInViewController)
}
