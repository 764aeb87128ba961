extension AuditRule {
    /// `ib-action-in-view-controller`: seed 003's first rule.
    static let ibActionInViewController = AuditRule(
        description: RuleDescription(
            id: .ibActionInViewController, name: "IBAction in a view controller",
            summary: RuleID.ibActionInViewController.summary,
            rationale: RuleID.ibActionInViewController.rationale,
            triggeringExamples: ibActionTriggeringExamples, nonTriggeringExamples: ibActionNonTriggeringExamples),
        check: { context in
            context.controller.members.filter { $0.member.attributes.contains("IBAction") }.map { file, member in
                RuleHit(
                    message: "@IBAction \(member.name) in \(context.controller.name): move the handling to an intention or interaction object and connect the control to it.",
                    member: member.name, file: file, line: member.startLine)
            }
        })
}
