extension RuleID {
    /// `// MARK:` sections signal a class doing several jobs.
    public static let markSections: RuleID = "mark-sections"
}

extension AuditRule {
    /// `mark-sections`: many `// MARK:` sections.
    static let markSections = AuditRule(
        .markSections,
        title: "MARK sections",
        summary: "A view controller has more `// MARK:` sections than `max_mark_sections` (default 2), counted over "
            + "its declaration and extensions.",
        rationale: "`// MARK:` sections signpost a class doing several jobs. Each section is usually an object waiting "
            + "to be extracted.",
        defaultSeverity: .note,
        triggeringExamples: [
            AuditExample(
                #"""
                ↓final class ProfileViewController: UIViewController {
                    // MARK: - Lifecycle
                    override func viewDidLoad() { super.viewDidLoad() }
                    // MARK: - Networking
                    private func load() {}
                    // MARK: - Table view
                    private func reload() {}
                }
                """#)
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ProfileViewController: UIViewController {
                    // MARK: - Lifecycle
                    override func viewDidLoad() { super.viewDidLoad() }
                }
                """#),
            // MARK comments inside a string are text, not sections.
            AuditExample(
                #"""
                final class SnippetViewController: UIViewController {
                    // MARK: - Lifecycle
                    override func viewDidLoad() { super.viewDidLoad() }

                    private let template = """
                        // MARK: - Networking
                        // MARK: - Table view
                        """
                }
                """#),
        ],
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
