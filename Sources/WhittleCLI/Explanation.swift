import WhittleAudit

/// The text `whittle explain` prints for a responsibility or rule id.
enum Explanation {
    /// Every id `explain` accepts: responsibilities, then rules.
    static var knownIDs: [String] {
        Responsibility.allCases.map(\.id) + ruleIDs.map(\.rawValue)
    }

    /// Every rule `explain` describes: the checked rules and the baseline's growth rule.
    static var ruleIDs: [RuleID] {
        RuleID.all + [.grewSinceBaseline]
    }

    /// The explanation of `id`, or a failure listing the valid ids and the nearest match.
    static func text(for id: String, catalog: AuditCatalog = AuditCatalog()) -> Result<String, CommandFailure> {
        let rule = RuleID(id)
        if let responsibility = Responsibility(rawValue: id) {
            return .success(explain(responsibility, catalog: catalog))
        }
        if let responsibility = Responsibility.allCases.first(where: { $0.rule == rule }) {
            return .success(explainRule(rule, catalog: catalog) + "\n" + explain(responsibility, catalog: catalog))
        }
        if ruleIDs.contains(rule) {
            return .success(explainRule(rule, catalog: catalog))
        }
        let hint = NearestMatch.find(id, in: knownIDs).map { " Did you mean `\($0)`?" } ?? ""
        return .failure(CommandFailure("""
            unknown id `\(id)`.\(hint)
            Responsibilities: \(Responsibility.allCases.map(\.id).joined(separator: ", "))
            Rules: \(ruleIDs.map(\.rawValue).joined(separator: ", "))
            """))
    }

    /// A role as `explain` lists it, saying when Whittle has no type for it.
    private static func describe(_ role: WhittleRole) -> String {
        "\(role.typeName) (\(role.rawValue)" + (role.buildingBlock == nil ? "; no Whittle building block)" : ")")
    }

    private static func explain(_ responsibility: Responsibility, catalog: AuditCatalog) -> String {
        var lines = [
            "\(responsibility.id) — responsibility, "
                + (responsibility.isKept ? "kept: a lean view controller does this." : "does not belong in a view controller."),
            "",
            "The view controller itself \(responsibility.definition).",
        ]
        if !responsibility.roles.isEmpty {
            lines.append("")
            lines.append("Taken over by:")
            for role in responsibility.roles {
                lines.append("  - " + describe(role))
            }
            for (framework, role) in responsibility.frameworkRoles {
                lines.append("  - where the code uses \(framework): " + describe(role))
            }
            if responsibility == .dataSource {
                lines.append("  - where the list is a tree (an outline's child callbacks): " + describe(.outlineDataSource))
            }
        }
        // SwiftUI (docs/swiftui.md): who takes the work out of a view, and whether it stays.
        let swiftUI = [UnitKind.swiftUIView, .viewModel].map { kind in
            responsibility.isKept(in: kind)
                ? "kept in a \(kind.noun)"
                : "in a \(kind.noun): " + responsibility.roles(in: kind).map(\.typeName).joined(separator: " or ")
        }
        lines.append("")
        lines.append("SwiftUI: " + swiftUI.joined(separator: "; ") + ".")
        if let note = catalog.delegationNote(for: responsibility) {
            lines.append("")
            lines.append(note)
        }
        if let rule = responsibility.rule {
            lines.append("")
            lines.append("Reported by rule \(rule) (default severity: \(AuditConfiguration.defaultSeverity(of: rule).rawValue)).")
        }
        if let detector = catalog.detectors.first(where: { $0.responsibility == responsibility }) {
            lines += examples("Found in", detector.triggeringExamples)
            lines += examples("Not found in", detector.nonTriggeringExamples)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func explainRule(_ rule: RuleID, catalog: AuditCatalog) -> String {
        var lines = ["\(rule) — rule: \(rule.title)", "", rule.summary, "", "Why: \(rule.rationale)"]
        if let description = catalog.rules.first(where: { $0.id == rule }) {
            lines += examples("Triggers on", description.triggeringExamples)
            lines += examples("Does not trigger on", description.nonTriggeringExamples)
        }
        lines.append("")
        if rule == .grewSinceBaseline {
            lines.append("Severity: error; reported only with `--baseline`.")
        } else {
            lines.append("Default severity: \(AuditConfiguration.defaultSeverity(of: rule).rawValue); "
                + "change it under `severities:` in .whittle.yml or silence a line with `// whittle:disable \(rule)`.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Swift examples under `title`; the Objective-C ones show the same work in the other
    /// spelling and run as tests.
    /// The examples under `title`, Swift first, then Objective-C, each language headed.
    private static func examples(_ title: String, _ examples: [AuditExample]) -> [String] {
        var lines: [String] = []
        for (language, name) in [(SourceLanguage.swift, "Swift"), (.objectiveC, "Objective-C")] {
            let inLanguage = examples.filter { $0.language == language }
            guard !inLanguage.isEmpty else { continue }
            lines += ["", "\(title) (\(name)):"]
            for (index, example) in inLanguage.enumerated() {
                if index > 0 { lines.append("    ---") }
                if let thresholds = example.thresholds {
                    lines.append(
                        "    // with thresholds: { max_lines: \(thresholds.maxLines), max_responsibilities: \(thresholds.maxResponsibilities) }")
                }
                lines += example.code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            }
        }
        return lines
    }
}
