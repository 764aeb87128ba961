extension AuditRule {
    /// `<id>-in-view-controller`: the controller does this misplaced work itself.
    static func responsibilityInViewController(_ detector: ResponsibilityDetector) -> AuditRule {
        let responsibility = detector.responsibility
        let takers = responsibility.roles.map(\.typeName).joined(separator: " or ")
        return AuditRule(
            description: RuleDescription(
                id: responsibility.rule ?? RuleID(responsibility.id), name: "\(responsibility.id) in a view controller",
                summary: "The view controller \(responsibility.definition).",
                rationale: "This work does not belong in a view controller (DESIGN.md); \(takers) takes it over, and the controller keeps only rendering, lifecycle, composition and model observation.",
                triggeringExamples: detector.triggeringExamples, nonTriggeringExamples: detector.nonTriggeringExamples),
            check: { context in
                guard let report = context.responsibilities.first(where: { $0.id == responsibility }),
                    let first = report.evidence.min(by: { ($0.file, $0.line) < ($1.file, $1.line) })
                else { return [] }
                let members = report.members.isEmpty ? "" : " in " + report.members.prefix(5).joined(separator: ", ")
                    + (report.members.count > 5 ? " and \(report.members.count - 5) more" : "")
                return [
                    RuleHit(
                        message: "\(context.controller.name) does \(responsibility.id) itself\(members) (e.g. \(first.token): \(first.reason)); move it to \(takers).",
                        member: report.members.first, file: first.file, line: first.line)
                ]
            })
    }
}
