extension RuleID {
    /// No `@IBAction` in a view controller.
    public static let ibActionInViewController: RuleID = "ib-action-in-view-controller"
}

extension AuditRule {
    /// `ib-action-in-view-controller`: seed 003's first rule.
    static let ibActionInViewController = AuditRule(
        .ibActionInViewController,
        title: "IBAction in a view controller",
        summary: "A view controller declares an `@IBAction` method.",
        rationale: "Turning a control event into a model update is an intention's job. Connect the control to an "
            + "intention object (or an Interaction) instead of the controller.",
        defaultSeverity: .note,
        triggeringExamples: [
            AuditExample(
                #"""
                final class ProfileViewController: UIViewController {
                    ↓@IBAction private func followTapped(_ sender: UIButton) {
                        logic.follow()
                    }
                }
                """#)
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ProfileViewController: UIViewController {
                    @IBOutlet private var followIntention: FollowIntention!
                }
                """#)
        ],
        check: { context in
            context.controller.members.filter { $0.member.attributes.contains("IBAction") }.map { file, member in
                RuleHit(
                    message: "@IBAction \(member.name) in \(context.controller.name): move the handling to an intention or interaction object and connect the control to it.",
                    member: member.name, file: file, line: member.startLine)
            }
        })
}
