import Testing
import WhittleAudit

struct ResponsibilityTests {
    /// A lean controller keeps exactly rendering, lifecycle, composition and model observation.
    @Test func keptResponsibilitiesAreTheFourOfTheDesign() {
        #expect(Responsibility.allCases.filter(\.isKept) == [.rendering, .lifecycle, .composition, .modelObservation])
    }

    /// Every misplaced responsibility has its own rule and at least one role that takes it over.
    @Test(arguments: Responsibility.allCases.filter { !$0.isKept })
    func misplacedResponsibilityHasRuleAndRole(_ responsibility: Responsibility) {
        #expect(responsibility.rule == RuleID("\(responsibility.id)-in-view-controller"))
        #expect(!responsibility.roles.isEmpty)
    }
}
