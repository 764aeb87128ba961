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

    private func run(_ report: AuditReport, _ options: ReporterOptions) throws -> [String: Any] {
        let output = SARIFReporter(options: options).render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    /// Every rule has `help` text (GitHub code scanning requires it) that cites no internal
    /// document and spells thresholds as the configuration file does.
    @Test func everyRuleHasHelp() throws {
        let run = try run(SampleReports.report(), ReporterOptions(rootDirectory: SampleReports.root))
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for rule in rules {
            let help = try #require((rule["help"] as? [String: Any])?["text"] as? String, "\(rule["id"] ?? "")")
            #expect(help.contains("whittle explain") || rule["id"] as? String == "grew-since-baseline")
            let markdown = try #require((rule["help"] as? [String: Any])?["markdown"] as? String)
            #expect(markdown.hasPrefix("**"))
            for text in [help, (rule["fullDescription"] as? [String: Any])?["text"] as? String ?? ""] {
                #expect(!text.contains("DESIGN.md") && !text.lowercased().contains("seed 0") && !text.contains("thresholds."))
            }
        }
    }

    /// `%SRCROOT%` is defined as the repository root, an absolute file URI ending in `/`.
    @Test func definesSourceRoot() throws {
        let run = try run(SampleReports.report(), ReporterOptions(rootDirectory: "/work/app/Sources", basePath: "/work/app"))
        let bases = try #require(run["originalUriBaseIds"] as? [String: Any])
        #expect((bases["%SRCROOT%"] as? [String: Any])?["uri"] as? String == "file:///work/app/")
    }

    /// With a base path, URIs are relative to it, not to the working directory: a relative
    /// path in the report is first resolved against the working directory.
    @Test func urisAreRelativeToTheBasePath() throws {
        var report = SampleReports.report()
        report.viewControllers[1].findings = [report.viewControllers[1].findings[0]]
        report.viewControllers[1].findings[0].file = "App/Profile.swift"
        let run = try run(report, ReporterOptions(rootDirectory: "/repo/ios", basePath: "/repo"))
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "ios/App/Profile.swift")
    }

    /// Each result carries a fingerprint of what it is: moving it to other lines or
    /// columns, or (for a responsibility finding) changing which member comes first, keeps
    /// it; another controller or rule changes it.
    @Test func fingerprintsIdentifyFindingsNotLines() throws {
        func fingerprints(_ report: AuditReport) throws -> [String] {
            let results = try #require(try run(report, ReporterOptions(rootDirectory: SampleReports.root))["results"] as? [[String: Any]])
            return try results.map { try #require(($0["partialFingerprints"] as? [String: String])?[SARIFFingerprint.key]) }
        }
        let original = try fingerprints(SampleReports.report())
        #expect(Set(original).count == original.count)
        var moved = SampleReports.report()
        for index in moved.viewControllers[1].findings.indices {
            moved.viewControllers[1].findings[index].line += 30
            moved.viewControllers[1].findings[index].column += 1
        }
        moved.viewControllers[1].findings[1].member = "loadAvatar(url:)"
        #expect(Set(try fingerprints(moved)) == Set(original))
        var renamed = SampleReports.report()
        renamed.viewControllers[1].findings[0].viewController = "OtherViewController"
        #expect(Set(try fingerprints(renamed)) != Set(original))
    }
}
