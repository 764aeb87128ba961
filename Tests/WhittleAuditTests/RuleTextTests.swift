import Testing
@testable import WhittleAudit

/// Each rule and responsibility has one description, and no user-facing text cites an
/// internal document or a configuration key spelled otherwise than in `.whittle.yml`.
struct RuleTextTests {
    static let rules = RuleID.all + [.grewSinceBaseline]

    /// Title, summary, rationale and help of every rule are free of internal references.
    @Test(arguments: rules)
    func ruleTextsCiteNoInternalDocuments(rule: RuleID) {
        for text in [rule.title, rule.summary, rule.rationale, RuleSummary.full(rule), RuleSummary.help(rule)] {
            #expect(!text.isEmpty)
            #expect(!text.contains("DESIGN.md"), "\(rule): \(text)")
            #expect(!text.lowercased().contains("seed 0"), "\(rule): \(text)")
            #expect(!text.contains("thresholds."), "\(rule): \(text)")
            #expect(!text.contains("maxResponsibilities") && !text.contains("maxLines") && !text.contains("maxMarkSections"))
        }
    }

    /// A responsibility rule is described from its responsibility's definition, so the two
    /// never drift apart.
    @Test(arguments: Responsibility.allCases.filter { !$0.isKept })
    func responsibilityRulesUseTheDefinition(responsibility: Responsibility) throws {
        let rule = try #require(responsibility.rule)
        #expect(rule.responsibility == responsibility)
        #expect(rule.summary.contains(responsibility.definition))
        for role in responsibility.roles {
            #expect(rule.rationale.contains(role.typeName))
        }
    }

    /// Thresholds are named as in the configuration file.
    @Test func thresholdsAreSpelledAsInTheConfigFile() {
        #expect(RuleID.massiveViewController.summary.contains("`max_responsibilities`"))
        #expect(RuleID.massiveViewController.summary.contains("`max_lines`"))
        #expect(RuleID.markSections.summary.contains("`max_mark_sections`"))
    }

    /// A responsibility id suggests its rule; a typo suggests the nearest rule id.
    @Test(arguments: [("networking", "networking-in-view-controller"), ("mark-section", "mark-sections"), ("zzzzzzzzzzzzzzzzzzzzzzzz", nil)])
    func suggestsRuleIDs(word: String, expected: String?) {
        #expect(RuleID.suggestion(for: word)?.rawValue == expected)
    }
}
