extension AuditRule {
    /// `<id>-in-view-controller`: the controller does the misplaced work of a detector that is
    /// not kept itself. Everything about the rule but its check comes from the detector.
    static func responsibilityInViewController(_ detector: ResponsibilityDetector) -> AuditRule {
        let responsibility = detector.responsibility
        let takers = detector.roles.map(\.typeName).joined(separator: " or ")
        return AuditRule(
            detector.rule ?? RuleID(responsibility.id),
            title: "\(responsibility.id) in a view controller",
            summary: "The view controller \(detector.definition).",
            rationale: "This work does not belong in a view controller: \(takers) takes it over, and the controller keeps "
                + "only rendering, lifecycle, composition and model observation.",
            defaultSeverity: detector.ruleSeverity,
            triggeringExamples: detector.triggeringExamples, nonTriggeringExamples: detector.nonTriggeringExamples,
            check: { context in
                let kind = context.controller.kind
                guard !responsibility.isKept(in: kind),
                    let report = context.responsibilities.first(where: { $0.id == responsibility }),
                    // The finding points at the first member it names, at that member's first evidence.
                    let first = report.evidence.filter({ $0.member == report.members.first }).min(by: Self.isEarlier)
                        ?? report.evidence.min(by: Self.isEarlier)
                else { return [] }
                let members = report.members.isEmpty ? "" : " in " + report.members.prefix(5).joined(separator: ", ")
                    + (report.members.count > 5 ? " and \(report.members.count - 5) more" : "")
                let minimum = context.configuration.thresholds.minExtractLines
                let moved = context.extraction.linesMoved[responsibility]
                let isSmall = moved.map { $0 < minimum } ?? false
                let size = moved.map { isSmall ? " (\($0) \($0 == 1 ? "line" : "lines"), under `min_extract_lines` of \(minimum))" : " (\($0) lines)" } ?? ""
                let movesTo = kind == .viewController ? takers : responsibility.roles(in: kind).map(\.typeName).joined(separator: " or ")
                return [
                    RuleHit(
                        message: "\(context.controller.name) does \(responsibility.id) itself\(members) (e.g. \(first.token): \(first.reason)); move it to \(movesTo)\(size).",
                        member: first.member, file: first.file, line: first.line, isSmall: isSmall)
                ]
            })
    }

    private static func isEarlier(_ lhs: Evidence, _ rhs: Evidence) -> Bool { (lhs.file, lhs.line) < (rhs.file, rhs.line) }
}
