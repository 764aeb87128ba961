import Foundation
import Testing
@testable import WhittleAudit

struct BaselineTests {
    private func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
    }

    /// A baseline written to disk reads back equal.
    @Test func roundTripsThroughAFile() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let baseline = Baseline(report: SampleReports.report())
        try baseline.write(to: path)
        #expect(try Baseline.load(from: path) == baseline)
        #expect(baseline.controllers.first { $0.name == "ProfileViewController" }?.responsibilities == [.networking, .navigation])
    }

    /// The same audit compared with its own baseline is no regression.
    @Test func sameAuditPasses() {
        let comparison = Baseline(report: SampleReports.report()).compare(with: SampleReports.report())
        #expect(comparison.newFindings.isEmpty)
        #expect(comparison.grownControllers.isEmpty)
        #expect(!comparison.isRegression)
    }

    /// Findings that moved to other lines and columns, with reworded messages, still match.
    @Test func movedFindingsStillMatch() {
        var moved = SampleReports.report()
        for index in moved.viewControllers[1].findings.indices {
            moved.viewControllers[1].findings[index].line += 37
            moved.viewControllers[1].findings[index].column += 2
            moved.viewControllers[1].findings[index].message += " (reworded)"
        }
        #expect(!Baseline(report: SampleReports.report()).compare(with: moved).isRegression)
    }

    /// Growth within the slack passes; beyond it the controller is reported as grown.
    @Test(arguments: [(812 + 40, false), (812 + 41, true), (700, false)])
    func linesRatchet(linesNow: Int, regression: Bool) {
        let comparison = Baseline(report: SampleReports.report()).compare(with: SampleReports.report(profileLines: linesNow))
        #expect(Baseline.lineSlack(for: 812) == 40)
        #expect(comparison.isRegression == regression)
        #expect(comparison.grownControllers.map(\.viewController) == (regression ? ["ProfileViewController"] : []))
    }

    /// A new finding for a member fails, and only it is reported as new.
    @Test func newFindingFails() {
        let extra = Finding(rule: .ibActionInViewController, severity: .warning, message: "IBAction",
                            viewController: "ProfileViewController", member: "tapped(_:)",
                            file: "/project/Profile/ProfileViewController.swift", line: 200)
        let comparison = Baseline(report: SampleReports.report()).compare(with: SampleReports.report(extraFinding: extra))
        #expect(comparison.newFindings == [extra])
        #expect(comparison.isRegression)
    }

    /// A new note is reported but does not fail.
    @Test func newNoteDoesNotFail() {
        let note = Finding(rule: .markSections, severity: .note, message: "MARK", viewController: "ProfileViewController",
                           file: "/project/Profile/ProfileViewController.swift", line: 1)
        let comparison = Baseline(report: SampleReports.report()).compare(with: SampleReports.report(extraFinding: note))
        #expect(comparison.newFindings == [note])
        #expect(!comparison.isRegression)
    }

    /// A controller taking on a responsibility fails even when its lines stay the same.
    @Test func newResponsibilityFails() {
        var later = SampleReports.report()
        later.viewControllers[1].responsibilities.append(ResponsibilityReport(id: .alerts, members: ["confirm()"], evidence: []))
        let comparison = Baseline(report: SampleReports.report()).compare(with: later)
        #expect(comparison.grownControllers.first?.newResponsibilities == [.alerts])
        #expect(comparison.isRegression)
    }

    /// Files that are not baselines give an error that says how to record one.
    @Test(arguments: ["not json", "{\"version\": 1}", "{\"version\": 1, \"controllers\": {\"A\": {\"lines\": \"x\"}}}"])
    func corruptFilesAreRejected(content: String) throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try Baseline.load(from: path)
        } throws: { error in
            guard case .corrupt(let file, _)? = error as? BaselineError else { return false }
            return file == path && "\(error)".contains("--write-baseline")
        }
    }

    /// A missing file is unreadable, not corrupt.
    @Test func missingFileIsUnreadable() {
        #expect(throws: BaselineError.unreadable(path: "/nonexistent/b.json", reason: "it does not exist")) {
            try Baseline.load(from: "/nonexistent/b.json")
        }
    }

    /// A baseline from a newer Whittle is refused instead of misread.
    @Test func newerVersionIsRefused() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("{\"version\": 99, \"controllers\": []}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: BaselineError.unsupportedVersion(path: path, version: 99)) { try Baseline.load(from: path) }
    }
}

extension BaselineTests {
    /// A version 1 baseline (findings keyed by member) is still read, and an audit equal to
    /// the one it recorded passes it.
    @Test func readsVersion1() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let version1 = """
            {
              "controllers" : {
                "ProfileViewController" : {
                  "findings" : [
                    { "rule" : "massive-view-controller" },
                    { "member" : "showFollowers()", "rule" : "navigation-in-view-controller" },
                    { "member" : "loadProfile()", "rule" : "networking-in-view-controller" }
                  ],
                  "lines" : 812,
                  "responsibilities" : [ "networking", "navigation" ]
                }
              },
              "version" : 1
            }
            """
        try Data(version1.utf8).write(to: URL(fileURLWithPath: path))
        let baseline = try Baseline.load(from: path)
        #expect(baseline.controllers.map(\.name) == ["ProfileViewController"])
        let comparison = baseline.compare(with: SampleReports.report())
        #expect(comparison.newFindings.isEmpty)
        #expect(!comparison.isRegression)
    }
}
