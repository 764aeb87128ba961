import Testing
@testable import WhittleAudit

/// The Markdown a pull-request comment shows for a diff.
struct DiffMarkdownReporterTests {
    @Test func worseControllerHasARowAndDetails() {
        let old = ReportDiffTests.audit([("App/Profile.swift", ReportDiffTests.profile())])
        let new = ReportDiffTests.audit([("App/Profile.swift", ReportDiffTests.profile(extra: ReportDiffTests.alert))])
        let text = DiffMarkdownReporter().render(ReportDiff(old: old, new: new))
        #expect(text.hasPrefix("## Whittle: 1 view controller got worse\n"), "\(text)")
        #expect(text.contains("| **worse** | `ProfileViewController` |"), "\(text)")
        #expect(text.contains("+`alerts`"))
        #expect(text.contains("### `ProfileViewController` (`App/Profile.swift:1`)"))
        #expect(text.contains("- took on `alerts` in `confirmDelete()`"))
        #expect(text.contains("- new **warning** `alerts-in-view-controller` in `confirmDelete()`") || text.contains("- new **error** `alerts-in-view-controller`") || text.contains("- new **note** `alerts-in-view-controller`"), "\(text)")
        #expect(text.hasSuffix(" 0 unchanged.\n"), "\(text)")
    }

    @Test func improvementsAndRemovals() {
        let old = ReportDiffTests.audit([
            ("App/Profile.swift", ReportDiffTests.profile(extra: ReportDiffTests.alert)), ("App/Settings.swift", ReportDiffTests.lean),
        ])
        let new = ReportDiffTests.audit([("App/Profile.swift", ReportDiffTests.profile())])
        let text = DiffMarkdownReporter().render(ReportDiff(old: old, new: new))
        #expect(text.hasPrefix("## Whittle: 2 view controllers improved\n"), "\(text)")
        #expect(text.contains("| removed | `SettingsViewController` |"), "\(text)")
        #expect(text.contains("−`alerts`"))
        #expect(text.contains("- no longer does `alerts`"))
        #expect(!text.contains("### `SettingsViewController`"), "a removed controller has its row only")
    }

    @Test func nothingChanged() {
        let report = ReportDiffTests.audit([("App/Settings.swift", ReportDiffTests.lean)])
        let text = DiffMarkdownReporter().render(ReportDiff(old: report, new: report))
        #expect(text == """
            ## Whittle: nothing got worse

            No view controller changed (1 compared).

            View controllers: 1; their lines: 4; misplaced responsibilities: 0; findings: 0. 1 unchanged.

            """, "\(text)")
    }

    /// Names with a pipe cannot break the table.
    @Test func cellsAreEscaped() {
        var report = ReportDiffTests.audit([("App/Settings.swift", ReportDiffTests.lean)])
        let old = report
        report.viewControllers[0].name = "Odd|Name"
        let text = DiffMarkdownReporter().render(ReportDiff(old: old, new: report))
        #expect(text.contains("`Odd\\|Name`"), "\(text)")
    }
}
