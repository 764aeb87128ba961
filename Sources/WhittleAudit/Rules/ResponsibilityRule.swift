extension AuditRule {
    /// `<id>-in-view-controller`: the controller does this misplaced work itself.
    static func responsibilityInViewController(_ detector: ResponsibilityDetector) -> AuditRule {
        let responsibility = detector.responsibility
        let takers = responsibility.roles.map(\.typeName).joined(separator: " or ")
        let id = responsibility.rule ?? RuleID(responsibility.id)
        return AuditRule(
            description: RuleDescription(
                id: id, name: id.title, summary: id.summary, rationale: id.rationale,
                triggeringExamples: detector.triggeringExamples, nonTriggeringExamples: detector.nonTriggeringExamples),
            check: { context in
                guard let report = context.responsibilities.first(where: { $0.id == responsibility }),
                    let first = report.evidence.min(by: { ($0.file, $0.line) < ($1.file, $1.line) })
                else { return [] }
                let members = report.members.isEmpty ? "" : " in " + report.members.prefix(5).joined(separator: ", ")
                    + (report.members.count > 5 ? " and \(report.members.count - 5) more" : "")
                let minimum = context.configuration.thresholds.minExtractLines
                let moved = context.linesMoved[responsibility]
                let isSmall = moved.map { $0 < minimum } ?? false
                let size = moved.map { isSmall ? " (\($0) \($0 == 1 ? "line" : "lines"), under `min_extract_lines` of \(minimum))" : " (\($0) lines)" } ?? ""
                return [
                    RuleHit(
                        message: "\(context.controller.name) does \(responsibility.id) itself\(members) (e.g. \(first.token): \(first.reason)); move it to \(takers)\(size).",
                        member: report.members.first, file: first.file, line: first.line, isSmall: isSmall)
                ]
            })
    }
}
