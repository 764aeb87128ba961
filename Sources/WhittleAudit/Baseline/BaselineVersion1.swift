/// A version 1 baseline: controllers by name, findings keyed by rule and member. Read so that
/// a team's recorded baseline keeps working; converted to the current format on load.
struct BaselineVersion1: Decodable {
    struct Controller: Decodable {
        var lines: Int
        var responsibilities: [Responsibility]
        var findings: [Finding]
    }

    struct Finding: Decodable {
        var rule: RuleID
        var member: String?
    }

    var controllers: [String: Controller]

    /// The same record in the current format, with no files (matched by name).
    var converted: Baseline {
        Baseline(controllers: controllers.keys.sorted().compactMap { name in
            guard let controller = controllers[name] else { return nil }
            let groups = Dictionary(grouping: controller.findings) {
                Baseline.FindingKey(rule: $0.rule, responsibility: $0.rule.responsibility)
            }
            let counts = groups.map { key, findings in
                Baseline.FindingCount(key: key, count: findings.count, members: findings.compactMap(\.member).sorted())
            }.sorted { $0.key < $1.key }
            return Baseline.Controller(
                name: name, file: nil, lines: controller.lines, responsibilities: controller.responsibilities,
                findings: counts)
        })
    }
}
