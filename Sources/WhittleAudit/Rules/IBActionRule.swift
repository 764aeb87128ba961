extension AuditRule {
    /// `ib-action-in-view-controller`: seed 003's first rule.
    static let ibActionInViewController = AuditRule(
        description: RuleDescription(
            id: .ibActionInViewController, name: "IBAction in a view controller",
            summary: "A view controller declares an `@IBAction` method.",
            rationale: "Seed 003, rule 1: turning a control event into a model update is an intention's job. Connect the control to an intention object (or an Interaction) instead of the controller.",
            triggeringExamples: ibActionTriggeringExamples, nonTriggeringExamples: ibActionNonTriggeringExamples),
        check: { context in
            context.controller.members.filter { $0.member.attributes.contains("IBAction") }.map { file, member in
                RuleHit(
                    message: "@IBAction \(member.name) in \(context.controller.name): move the handling to an intention or interaction object and connect the control to it.",
                    member: member.name, file: file, line: member.startLine)
            }
        })
}
