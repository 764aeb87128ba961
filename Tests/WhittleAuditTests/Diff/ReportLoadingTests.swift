import Foundation
import Testing
@testable import WhittleAudit

/// `AuditReport.load(from:)` reads what `--format json` writes and refuses anything else with
/// a message that says what to do.
struct ReportLoadingTests {
    @Test func roundTripsTheJSONReporter() throws {
        let report = ReportDiffTests.audit([("App/Profile.swift", ReportDiffTests.profile())])
        var json = ""
        JSONReporter().write(report, to: &json)
        let folder = try TemporaryFolder()
        let path = try folder.write("report.json", json)
        let loaded = try AuditReport.load(from: path)
        #expect(loaded == report)
    }

    @Test(arguments: [
        ("not json", "is not a Whittle JSON report: it is not valid JSON"),
        (#"{"version": 2, "controllers": []}"#, "it has no `schemaVersion` (is it a baseline or a SARIF file?)"),
        (#"{"schemaVersion": 1}"#, "has schema version 1, older than this Whittle compares (3)"),
        (#"{"schemaVersion": 9}"#, "has schema version 9, newer than this Whittle reads (3). Update Whittle"),
        (#"{"schemaVersion": 3, "toolVersion": "0.1.0"}"#, "`filesScanned` is missing"),
        (#"{"schemaVersion": 3, "toolVersion": "0.1.0", "filesScanned": 1, "linesScanned": 1, "diagnostics": [], "swiftUIViews": [], "viewModels": [], "viewControllers": [{"kind": "viewController", "name": 3}]}"#,
         "`viewControllers[0].name` has the wrong type"),
    ])
    func wrongInputSaysWhatIsWrong(content: String, message: String) throws {
        do {
            _ = try AuditReport.decode(Data(content.utf8), path: "old.json")
            Issue.record("decoded \(content)")
        } catch {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.description.contains("whittle audit --format json"), "\(error)")
        }
    }

    @Test func missingFileAndFolder() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ReportFileError.unreadable(path: folder.path, reason: "it is a folder")) {
            try AuditReport.load(from: folder.path)
        }
        let missing = folder.path + "/missing.json"
        #expect(throws: ReportFileError.unreadable(path: missing, reason: "it does not exist")) {
            try AuditReport.load(from: missing)
        }
    }
}
