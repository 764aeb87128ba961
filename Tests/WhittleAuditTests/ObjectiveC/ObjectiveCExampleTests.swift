import Testing
@testable import WhittleAudit

/// Every detector's Objective-C examples, run as its Swift ones are.
struct ObjectiveCExampleTests {
    @Test func everyDetectorHasObjectiveCExamples() {
        #expect(Set(ObjectiveCExamples.all.map(\.responsibility)) == Set(Responsibility.allCases))
    }

    @Test(arguments: ObjectiveCExamples.all.map(\.responsibility.id))
    func examples(_ id: String) throws {
        let pair = try #require(ObjectiveCExamples.all.first { $0.responsibility.id == id })
        for example in pair.triggering {
            let report = AuditFixture.audit([("Example.m", example.code)])
            #expect(!report.viewControllers.isEmpty, "no view controller in example at line \(example.line)")
            #expect(
                report.viewControllers.contains { $0.responsibilityIDs.contains(pair.responsibility) },
                "\(pair.responsibility.id) not found in Objective-C example at \(example.file):\(example.line)")
        }
        for example in pair.nonTriggering {
            let report = AuditFixture.audit([("Example.m", example.code)])
            let found = report.viewControllers.compactMap { $0.responsibility(pair.responsibility) }
            #expect(
                found.isEmpty,
                "\(pair.responsibility.id) found in Objective-C example at \(example.file):\(example.line): \(found.flatMap(\.evidence).map(\.token))")
        }
    }
}

