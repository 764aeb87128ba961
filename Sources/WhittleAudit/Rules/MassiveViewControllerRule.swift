extension AuditRule {
    /// `massive-view-controller`: too many misplaced responsibilities or too many lines.
    static let massiveViewController = AuditRule(
        description: RuleDescription(
            id: .massiveViewController, name: "Massive view controller",
            summary: RuleID.massiveViewController.summary,
            rationale: RuleID.massiveViewController.rationale,
            triggeringExamples: massiveViewControllerTriggeringExamples,
            nonTriggeringExamples: massiveViewControllerNonTriggeringExamples),
        check: { context in
            let thresholds = context.configuration.thresholds
            let misplaced = context.countedMisplaced
            var reasons: [String] = []
            if misplaced.count > thresholds.maxResponsibilities {
                let names = misplaced.map(\.id.id).joined(separator: ", ")
                reasons.append(
                    "\(misplaced.count) misplaced responsibilities, \(misplaced.count - thresholds.maxResponsibilities) over the limit of \(thresholds.maxResponsibilities) (\(names))"
                )
            }
            if context.metrics.lines > thresholds.maxLines {
                reasons.append(
                    "\(context.metrics.lines) lines, \(context.metrics.lines - thresholds.maxLines) over the limit of \(thresholds.maxLines)"
                )
            }
            guard !reasons.isEmpty else { return [] }
            let declaration = context.controller.declaration
            return [
                RuleHit(
                    message: "\(context.controller.name) is massive: \(reasons.joined(separator: " and ")). Extract what the prescriptions list.",
                    member: nil, file: declaration.file, line: declaration.facts.startLine)
            ]
        })
}
