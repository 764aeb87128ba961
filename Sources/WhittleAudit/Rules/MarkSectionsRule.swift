extension AuditRule {
    /// `mark-sections`: many `// MARK:` sections.
    static let markSections = AuditRule(
        description: RuleDescription(
            id: .markSections, name: "MARK sections",
            summary: "A view controller has more `// MARK:` sections than `thresholds.maxMarkSections` (default 2), counted over its declaration and extensions.",
            rationale: "Seed 003: `#pragma mark` (in Swift, `// MARK:`) signposts a class doing several jobs. Each section is usually an object waiting to be extracted.",
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
