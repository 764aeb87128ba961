/// A rule: its description (with examples that run as tests) and its check.
struct AuditRule: Sendable {
    var description: RuleDescription
    var check: @Sendable (RuleContext) -> [RuleHit]

    var id: RuleID { description.id }

    /// The built-in rules: the fixed ones, then one per misplaced responsibility of `detectors`.
    static func builtIn(detectors: [ResponsibilityDetector]) -> [AuditRule] {
        [.massiveViewController, .tooManyResponsibilities, .ibActionInViewController, .nonPrivateInterface, .extraDelegateConformance,
         .workOutsideLifecycle, .markSections]
            + detectors.filter { !$0.responsibility.isKept }.map(AuditRule.responsibilityInViewController)
    }
}
