import Foundation
import Testing
@testable import WhittleAudit

struct JSONReporterTests {
    /// The JSON decodes back into the same report, controllers worst first.
    @Test func decodesBackIntoTheReport() throws {
        let report = SampleReports.report()
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(JSONReporter().render(report).utf8))
        #expect(decoded.schemaVersion == AuditReport.currentSchemaVersion)
        #expect(decoded.viewControllers.map(\.name) == ["ProfileViewController", "SettingsViewController"])
        #expect(decoded.viewControllers.first == report.viewControllers.last)
        #expect(decoded.diagnostics == report.diagnostics)
    }

    /// The documented fields of `docs/report-schema.md` are present under their names.
    @Test func hasTheDocumentedFields() throws {
        let object = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(SampleReports.report()).utf8))
        let root = try #require(object as? [String: Any])
        #expect(
            Set(root.keys) == [
                "schemaVersion", "toolVersion", "filesScanned", "linesScanned", "viewControllers", "swiftUIViews", "viewModels",
                "diagnostics",
            ])
        let controller = try #require((root["viewControllers"] as? [[String: Any]])?.first)
        for key in ["kind", "name", "file", "line", "files", "responsibilities", "findings", "metrics", "prescriptions"] {
            #expect(controller[key] != nil, "missing \(key)")
        }
        let responsibility = try #require((controller["responsibilities"] as? [[String: Any]])?.first)
        #expect(Set(responsibility.keys) == ["id", "members", "evidence"])
    }

    /// Keys are sorted so the output is byte-stable and diffs cleanly.
    @Test func keysAreSorted() throws {
        let output = JSONReporter().render(SampleReports.report())
        let diagnostics = try #require(output.range(of: "\"diagnostics\""))
        let viewControllers = try #require(output.range(of: "\"viewControllers\""))
        #expect(diagnostics.lowerBound < viewControllers.lowerBound)
        #expect(output.contains("\"file\" : \"/project/Profile/ProfileViewController.swift\""))
    }
}
