extension AuditRule {
    /// `massive-view-controller`: large and scattered at once (see ``RuleContext/isMassive``).
    static let massiveViewController = AuditRule(
        description: RuleDescription(
            id: .massiveViewController, name: "Massive view controller",
            summary: RuleID.massiveViewController.summary,
            rationale: RuleID.massiveViewController.rationale,
            triggeringExamples: massiveViewControllerTriggeringExamples,
            nonTriggeringExamples: massiveViewControllerNonTriggeringExamples),
        check: { context in
            let clauses = context.massiveClauses
            guard !clauses.isEmpty else { return [] }
            let thresholds = context.configuration.thresholds
            let misplaced = context.countedMisplaced
            let lines = context.metrics.lines
            // Named by the clause that holds: both limits crossed, else twice the
            // responsibilities in over half the lines, else (Habchi's rule alone) as measured.
            let scatterLimit = !clauses.contains(.largeAndScattered) && clauses.contains(.veryScattered)
                ? "more than twice the limit of \(thresholds.maxResponsibilities)" : "limit \(thresholds.maxResponsibilities)"
            var reasons = [
                lines > thresholds.maxLines
                    ? "\(lines) lines (limit \(thresholds.maxLines))" : "\(lines) lines, over half the limit of \(thresholds.maxLines)"
            ]
            if !misplaced.isEmpty {
                let names = misplaced.map(\.id.id).joined(separator: ", ")
                reasons.append("\(misplaced.count) misplaced responsibilities (\(scatterLimit): \(names))")
            }
            if clauses.contains(.habchi) {
                reasons.append("massive by Habchi et al.'s rule (\(context.metrics.methods) methods, cohesion \(context.metrics.cohesion))")
            }
            let declaration = context.controller.declaration
            return [
                RuleHit(
                    message: "\(context.controller.name) is massive: \(reasons.joined(separator: ", ")). Extract what the prescriptions list.",
                    member: nil, file: declaration.file, line: declaration.facts.startLine)
            ]
        })

    /// `too-many-responsibilities`: scattered work in a controller that is not (yet) massive.
    static let tooManyResponsibilities = AuditRule(
        description: RuleDescription(
            id: .tooManyResponsibilities, name: "Too many responsibilities",
            summary: RuleID.tooManyResponsibilities.summary,
            rationale: RuleID.tooManyResponsibilities.rationale,
            triggeringExamples: tooManyResponsibilitiesTriggeringExamples,
            nonTriggeringExamples: tooManyResponsibilitiesNonTriggeringExamples),
        check: { context in
            let limit = context.configuration.thresholds.maxResponsibilities
            let misplaced = context.countedMisplaced
            guard misplaced.count > limit, !context.isMassive else { return [] }
            let names = misplaced.map(\.id.id).joined(separator: ", ")
            let declaration = context.controller.declaration
            return [
                RuleHit(
                    message: "\(context.controller.name) does \(misplaced.count) jobs that belong elsewhere (limit \(limit): \(names)) "
                        + "in \(context.metrics.lines) lines. Extract them before it grows.",
                    member: nil, file: declaration.file, line: declaration.facts.startLine)
            ]
        })
}
