import Testing
@testable import WhittleAudit

struct MarkdownReporterTests {
    /// The table lists controllers worst first with lines before and after.
    @Test func tableListsWorstFirst() {
        let output = MarkdownReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(SampleReports.report())
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows == [
            "| `ProfileViewController` | 812 | 2 | 1 | 2 | 652 | `Profile/ProfileViewController.swift:10` |",
            "| `SettingsViewController` | 40 | 0 | 0 | 0 | 40 | `Settings/SettingsViewController.swift:3` |",
        ])
        #expect(output.contains("- `networking` → ProfileWebService (web-service): move `loadProfile()`, `loadAvatar(url:)` (−120 lines)"))
    }

    /// A pipe in a cell is escaped so it cannot split the table.
    @Test func escapesPipes() {
        #expect(MarkdownReporter.escapeCell("a|b\nc") == "a\\|b c")
    }
}
