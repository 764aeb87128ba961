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

    /// A responsibility's rule reads as a sentence about the controller and names who takes
    /// the work over: its definition is a predicate ("builds requests…": lower case, no final
    /// period), and at least one role takes it.
    @Test(arguments: Responsibility.allCases.filter { !$0.isKept })
    func responsibilityRulesReadAsSentencesAndNameATaker(responsibility: Responsibility) throws {
        let rule = try #require(responsibility.rule)
        #expect(rule.responsibility == responsibility)
        let definition = responsibility.definition
        #expect(definition.first?.isLowercase == true, "\(responsibility): \(definition)")
        #expect(!definition.hasSuffix("."), "\(responsibility): \(definition)")
        #expect(!responsibility.roles.isEmpty, "\(responsibility) names no role to take its work")
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
