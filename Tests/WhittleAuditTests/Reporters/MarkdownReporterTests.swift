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

    /// The summary mode is the table only, cut at ``MarkdownReporter/summaryRows``
    /// controllers, with a pointer to the full report.
    @Test func summaryOnlyIsTheTable() {
        var report = SampleReports.report()
        for index in 0..<(MarkdownReporter.summaryRows + 5) {
            var extra = SampleReports.settings
            extra.name = "Extra\(index)ViewController"
            report.viewControllers.append(extra)
        }
        let options = ReporterOptions(rootDirectory: SampleReports.root, summaryOnly: true)
        let output = MarkdownReporter(options: options).render(report)
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("| `") }.count == MarkdownReporter.summaryRows)
        #expect(output.contains("… and 7 more view controllers."))
        #expect(!output.contains("**Prescriptions**"))
        #expect(!output.contains("## `ProfileViewController`"))
        #expect(output.contains("without `--summary`"))
        let full = MarkdownReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(report)
        #expect(full.contains("## `ProfileViewController`"))
    }

    /// By default the report fits a pull-request comment: within the limit, the worst
    /// controllers' sections first, and a line saying how many were left out; `--verbose`
    /// prints every section.
    @Test func fitsAPullRequestCommentUnlessVerbose() throws {
        var report = SampleReports.report()
        let template = try #require(report.viewControllers.first { $0.name == "ProfileViewController" })
        for index in 0..<400 {
            var extra = template
            extra.name = "Screen\(index)ViewController"
            extra.metrics.lines = 100 + index
            report.viewControllers.append(extra)
        }
        let output = MarkdownReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(report)
        #expect(output.utf8.count <= MarkdownReporter.commentLimit)
        #expect(output.contains("## `ProfileViewController`"), "the worst controller keeps its section")
        #expect(output.contains("## `Screen399ViewController`"))
        #expect(!output.contains("## `Screen0ViewController`"), "the least bad ones are left out")
        #expect(output.contains("more view controllers are left out to fit a pull-request comment"))
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("| `") }.count == MarkdownReporter.summaryRows)

        let everything = MarkdownReporter(options: ReporterOptions(rootDirectory: SampleReports.root, verbose: true)).render(report)
        #expect(everything.contains("## `Screen0ViewController`"))
        #expect(everything.split(separator: "\n").filter { $0.hasPrefix("| `") }.count == report.viewControllers.count)
        #expect(!everything.contains("left out"))
    }
}
