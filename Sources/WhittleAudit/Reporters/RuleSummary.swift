/// The texts of a rule for SARIF rule metadata and the reports, built from the one
/// description each rule has (``RuleID/summary``, ``RuleID/rationale``).
public enum RuleSummary {
    /// A short description of `rule`: ``RuleID/summary``.
    public static func short(_ rule: RuleID) -> String {
        rule.summary
    }

    /// A fuller description of `rule`: what it checks and why.
    public static func full(_ rule: RuleID) -> String {
        "\(rule.summary) \(rule.rationale)"
    }

    /// Help for a reader of one finding, as plain text: the description, why, and how to read
    /// more or silence it.
    public static func help(_ rule: RuleID) -> String {
        guard rule != .grewSinceBaseline else { return full(rule) }
        let parts = [
            full(rule),
            "Run `whittle explain \(rule)` for examples. Silence one place with `// whittle:disable:next \(rule)`, "
                + "or change the severity under `severities:` in .whittle.yml.",
        ]
        return parts.joined(separator: " ")
    }

    /// ``help(_:)`` as Markdown: the rule's title as a heading, then the same paragraphs.
    public static func helpMarkdown(_ rule: RuleID) -> String {
        "**\(rule.title)** (`\(rule)`)\n\n\(rule.summary)\n\n\(rule.rationale)"
            + (rule == .grewSinceBaseline ? "" : "\n\nRun `whittle explain \(rule)` for examples. Silence one place with "
                + "`// whittle:disable:next \(rule)`, or change the severity under `severities:` in `.whittle.yml`.")
    }

    /// The responsibility a `<id>-in-view-controller` rule reports.
    public static func responsibility(of rule: RuleID) -> Responsibility? {
        rule.responsibility
    }
}
