import Testing
@testable import WhittleAudit

struct XcodeReporterTests {
    /// Each finding is one `file:line:col: severity: message [rule]` line, in source order,
    /// then unreadable files as warnings.
    @Test func writesCompilerStyleLines() {
        let output = XcodeReporter().render(SampleReports.report())
        #expect(output == """
            /project/Profile/ProfileViewController+Actions.swift:11:5: warning: ProfileViewController pushes screens itself: ask a Navigator. [navigation-in-view-controller]
            /project/Profile/ProfileViewController.swift:10:7: error: ProfileViewController carries 2 responsibilities that do not belong and 812 lines. [massive-view-controller]
            /project/Profile/ProfileViewController.swift:47:5: warning: ProfileViewController makes remote requests itself: move them into a WebService. [networking-in-view-controller]
            /project/Broken.swift:1:1: warning: the file is not UTF-8 text; save it as UTF-8 to audit it. [not-utf8]

            """)
    }

    /// No findings, no output: an Xcode build log stays clean.
    @Test func emptyReportWritesNothing() {
        #expect(XcodeReporter().render(SampleReports.empty).isEmpty)
    }
}

extension XcodeReporterTests {
    /// Relative paths become absolute against the root, because Xcode matches files by
    /// absolute path.
    @Test func makesRelativePathsAbsolute() {
        var report = SampleReports.report()
        report.viewControllers[1].findings = [report.viewControllers[1].findings[0]]
        report.viewControllers[1].findings[0].file = "./App/Profile.swift"
        report.diagnostics = []
        let output = XcodeReporter(options: ReporterOptions(rootDirectory: "/work/app")).render(report)
        #expect(output.hasPrefix("/work/app/App/Profile.swift:10:7: error: "))
    }
}
