import Testing
@testable import WhittleAudit

struct TextReporterTests {
    private let root = ReporterOptions(colors: false, rootDirectory: SampleReports.root)
    private let verbose = ReporterOptions(colors: false, rootDirectory: SampleReports.root, verbose: true)

    /// The summary table lists the worst controller first, whatever order the report had.
    @Test func summaryListsWorstControllerFirst() throws {
        let output = TextReporter(options: root).render(SampleReports.report())
        let profile = try #require(output.range(of: "ProfileViewController"))
        let settings = try #require(output.range(of: "SettingsViewController"))
        #expect(profile.lowerBound < settings.lowerBound)
    }

    /// With `--verbose`, each controller shows its misplaced responsibilities with all their
    /// evidence (none cut), findings and prescriptions with the size after extraction.
    @Test func verboseDetailsShowEvidenceFindingsAndPrescriptions() {
        let output = TextReporter(options: verbose).render(SampleReports.report())
        #expect(output.contains("✗ networking: loadProfile(), loadAvatar(url:)"))
        #expect(output.contains("Profile/ProfileViewController.swift:48 loadProfile(): `URLSession.shared` — makes a remote request"))
        #expect(output.contains("Profile/ProfileViewController.swift:95 loadAvatar(url:): `JSONDecoder` — decodes a response"))
        #expect(!output.contains("… and"))
        #expect(output.contains("massive-view-controller  Profile/ProfileViewController.swift:10:7"))
        #expect(output.contains("networking: extract into ProfileWebService (web-service, −120 lines)"))
        #expect(output.contains("Estimated size after: 812 → 652 lines"))
        #expect(output.contains("Broken.swift: not-utf8"))
        #expect(output.hasSuffix("1 error, 2 warnings, 0 notes in 2 view controllers (3 files, 912 lines read).\n"))
    }

    /// Misplaced responsibilities come before kept ones so the work to do reads first.
    @Test func misplacedResponsibilitiesComeBeforeKeptOnes() throws {
        let output = TextReporter(options: verbose).render(SampleReports.report())
        let misplaced = try #require(output.range(of: "✗ networking"))
        let kept = try #require(output.range(of: "✓ rendering (kept)"))
        #expect(misplaced.lowerBound < kept.lowerBound)
    }

    /// Without colour there is no escape character; with colour there is.
    @Test(arguments: [false, true])
    func colourOnlyWhenEnabled(colors: Bool) {
        let output = TextReporter(options: ReporterOptions(colors: colors)).render(SampleReports.report())
        #expect(output.contains("\u{1B}[") == colors)
    }

    /// An assumed controller is marked and the mark explained.
    @Test func assumedControllersAreMarked() {
        let output = TextReporter(options: root).render(SampleReports.report())
        #expect(output.contains("SettingsViewController*"))
        #expect(output.contains("* assumed a view controller"))
    }

    /// An audit that found nothing says so instead of printing an empty table.
    @Test func emptyReportSaysNoControllers() {
        #expect(TextReporter().render(SampleReports.empty).hasPrefix("No view controllers, SwiftUI views or view models found.\n"))
    }

    /// By default the report is short: each controller's misplaced responsibilities, errors
    /// and prescriptions, without evidence, warnings, kept responsibilities or lean
    /// controllers' details, and it says how to see them.
    @Test func defaultIsShort() {
        let output = TextReporter(options: root).render(SampleReports.report())
        #expect(output.contains("✗ networking: loadProfile(), loadAvatar(url:)"))
        #expect(output.contains("812 lines · 2 misplaced responsibilities · 1 error · 2 warnings"))
        #expect(output.contains("massive-view-controller  Profile/ProfileViewController.swift:10:7"))
        #expect(output.contains("networking: extract into ProfileWebService (web-service, −120 lines)"))
        #expect(output.contains("Estimated size after: 812 → 652 lines"))
        #expect(!output.contains("URLSession.shared"), "no evidence")
        #expect(!output.contains("networking-in-view-controller"), "no warnings")
        #expect(!output.contains("(kept)"))
        #expect(!output.contains("SettingsViewController  "), "no details for a lean controller")
        #expect(output.contains("--verbose"))
        #expect(output.count < TextReporter(options: verbose).render(SampleReports.report()).count)
    }

    /// With a baseline, a controller whose findings are all recorded has no details in the
    /// short report, only its row in the table.
    @Test func controllersWithoutFindingsHaveNoDetails() {
        var report = SampleReports.report()
        report.viewControllers[1].findings = []
        let output = TextReporter(options: root).render(report)
        #expect(output.split(separator: "\n").contains { $0.hasPrefix("ProfileViewController ") && $0.contains(" 812 ") })
        #expect(!output.contains("Prescriptions"))
        #expect(TextReporter(options: verbose).render(report).contains("Prescriptions"))
    }

    /// An inline comment that silences nothing is listed apart from unreadable files, with
    /// its line.
    @Test func invalidCommentsAreListedApart() {
        var report = SampleReports.report()
        report.diagnostics.append(FileDiagnostic(
            file: "/project/A.swift", kind: .invalidDirective, line: 7, message: "unknown rule id `x`"))
        let output = TextReporter(options: root).render(report)
        #expect(output.contains("Comments that silence nothing\n  A.swift:7: invalid-directive: unknown rule id `x`"))
        #expect(output.contains("Files not audited\n  Broken.swift: not-utf8"))
    }
}
