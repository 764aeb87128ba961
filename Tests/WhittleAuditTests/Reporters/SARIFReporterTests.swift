import Foundation
import Testing
@testable import WhittleAudit

struct SARIFReporterTests {
    private func log() throws -> [String: Any] {
        let output = SARIFReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(SampleReports.report())
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    /// The log is SARIF 2.1.0 with one run whose driver lists every Whittle rule.
    @Test func listsEveryRule() throws {
        let log = try log()
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleID.all.map(\.rawValue).sorted())
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
    }

    /// Each result has its rule, level, message and a relative location with a region, and
    /// its rule index points at its rule.
    @Test func resultsPointAtRelativeLocations() throws {
        let run = try #require((try log()["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let error = try #require(results.first { $0["level"] as? String == "error" })
        #expect(error["ruleId"] as? String == "massive-view-controller")
        let index = try #require(error["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "massive-view-controller")
        let physical = try #require(((error["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Profile/ProfileViewController.swift")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 10)
        #expect(region["startColumn"] as? Int == 7)
    }

    /// Paths with spaces become valid URI references, and files outside the root become
    /// absolute file URIs.
    @Test func encodesURIs() throws {
        var report = SampleReports.report()
        report.viewControllers[1].findings[0].file = "/project/My Screens/Profile.swift"
        report.viewControllers[1].findings[1].file = "/elsewhere/Other.swift"
        let output = SARIFReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(report)
        #expect(output.contains("\"uri\" : \"My%20Screens/Profile.swift\""))
        #expect(output.contains("\"uri\" : \"file:///elsewhere/Other.swift\""))
    }
}
