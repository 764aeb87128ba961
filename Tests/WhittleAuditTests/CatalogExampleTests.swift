import Testing
@testable import WhittleAudit

struct CatalogExampleTests {
    /// Every responsibility has exactly one detector, so `whittle explain` can print each.
    @Test func everyResponsibilityHasOneDetector() {
        #expect(AuditCatalog().detectors.map(\.responsibility) == Responsibility.allCases)
    }

    /// Every rule id Whittle documents has a rule with a description.
    @Test func everyRuleIDHasARule() {
        #expect(AuditCatalog().rules.map(\.id).sorted() == RuleID.all.sorted())
    }

    /// A detector finds its responsibility in each triggering example and not in any
    /// non-triggering one, so its documentation is also its test.
    @Test(arguments: AuditCatalog().detectors)
    func detectorExamples(_ detector: DetectorDescription) {
        #expect(!detector.triggeringExamples.isEmpty)
        for example in detector.triggeringExamples {
            let report = AuditFixture.audit(example.code)
            #expect(!report.viewControllers.isEmpty, "no view controller in example at line \(example.line)")
            #expect(
                report.viewControllers.contains { $0.responsibilityIDs.contains(detector.responsibility) },
                "\(detector.responsibility.id) not found in triggering example at \(example.file):\(example.line)")
        }
        for example in detector.nonTriggeringExamples {
            let report = AuditFixture.audit(example.code)
            let found = report.viewControllers.compactMap { $0.responsibility(detector.responsibility) }
            #expect(
                found.isEmpty,
                "\(detector.responsibility.id) found in non-triggering example at \(example.file):\(example.line): \(found.flatMap(\.evidence).map(\.token))"
            )
        }
    }

    /// A rule reports each triggering example and none of the non-triggering ones.
    @Test(arguments: AuditCatalog().rules)
    func ruleExamples(_ rule: RuleDescription) {
        #expect(!rule.triggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            let rules = AuditFixture.audit(example.code).findings.map(\.rule)
            #expect(rules.contains(rule.id), "\(rule.id) not reported for example at \(example.file):\(example.line)")
        }
        for example in rule.nonTriggeringExamples {
            let findings = AuditFixture.audit(example.code).findings.filter { $0.rule == rule.id }
            #expect(
                findings.isEmpty,
                "\(rule.id) reported for non-triggering example at \(example.file):\(example.line): \(findings.map(\.message))")
        }
    }
}
