extension RuleID {
    /// A controller grew past its baseline (more lines than the slack allows, or a new
    /// misplaced responsibility). Reported only with `--baseline`; not configurable.
    public static let grewSinceBaseline: RuleID = "grew-since-baseline"
}

extension RuleDescription {
    /// `grew-since-baseline`: the comparison with a baseline reports it, not a check of the
    /// audit, so it is described here rather than in a rule.
    static let grewSinceBaseline = RuleDescription(
        id: .grewSinceBaseline,
        title: "Grew since the baseline",
        summary: "A view controller has grown past its baseline: more lines than recorded plus the slack "
            + "(5 %, at least 10 lines), or a misplaced responsibility it did not carry before.",
        rationale: "A baseline accepts today's state and fails only when things get worse. Extract the new work, or "
            + "record a new baseline with `--write-baseline` if the growth is intended.",
        defaultSeverity: .error,
        triggeringExamples: [], nonTriggeringExamples: [])
}
