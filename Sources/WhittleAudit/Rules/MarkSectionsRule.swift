extension AuditRule {
    /// `mark-sections`: many `// MARK:` sections.
    static let markSections = AuditRule(
        description: RuleDescription(
            id: .markSections, name: "MARK sections",
            summary: RuleID.markSections.summary,
            rationale: RuleID.markSections.rationale,
            triggeringExamples: markSectionsTriggeringExamples, nonTriggeringExamples: markSectionsNonTriggeringExamples),
        check: { context in
            let limit = context.configuration.thresholds.maxMarkSections
            guard context.metrics.markSections > limit else { return [] }
            let declaration = context.controller.declaration
            return [
                RuleHit(
                    message: "\(context.controller.name) has \(context.metrics.markSections) MARK sections (limit \(limit)): each section is a candidate object to extract.",
                    member: nil, file: declaration.file, line: declaration.facts.startLine)
            ]
        })
}
