import Testing
@testable import WhittleAudit

struct GitHubReporterTests {
    /// Findings become workflow commands with the file relative to the repository root.
    @Test func writesWorkflowCommands() {
        let output = GitHubReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(SampleReports.report())
        let lines = output.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[0] == "::notice title=Whittle audit::1 error, 2 warnings, 0 notes in 2 view controllers (3 files, 912 lines read).")
        #expect(lines[1] == "::error file=Profile/ProfileViewController.swift,line=10,col=7,"
            + "title=massive-view-controller (ProfileViewController)::ProfileViewController carries 2 responsibilities that do not belong and 812 lines.")
        #expect(lines[4] == "::warning file=Broken.swift,title=whittle%3A not-utf8::the file is not UTF-8 text; save it as UTF-8 to audit it.")
    }

    /// Characters that would end a command or a property early are escaped.
    @Test(arguments: [
        ("50% done", "50%25 done", "50%25 done"),
        ("line\nbreak", "line%0Abreak", "line%0Abreak"),
        ("crlf\r\nend", "crlf%0D%0Aend", "crlf%0D%0Aend"),
        ("a: b, c", "a: b, c", "a%3A b%2C c"),
    ])
    func escapesSpecialCharacters(input: String, message: String, property: String) {
        #expect(GitHubReporter.escapeMessage(input) == message)
        #expect(GitHubReporter.escapeProperty(input) == property)
    }

    /// Annotations come errors first, then warnings, then notes, at most the limit of each
    /// (GitHub shows 10 per severity per step); the rest are listed in a log group, and the
    /// summary notice says how many and where.
    @Test func capsAnnotationsPerSeverity() {
        var report = SampleReports.report()
        let profile = report.viewControllers[1]
        report.viewControllers[1].findings = (1...25).map { line in
            Finding(rule: .nonPrivateInterface, severity: .warning, message: "w\(line)", viewController: profile.name,
                    member: "m\(line)()", file: "/project/Profile/ProfileViewController.swift", line: line)
        } + (1...3).map { line in
            Finding(rule: .markSections, severity: .note, message: "n\(line)", viewController: profile.name,
                    file: "/project/A.swift", line: line)
        } + [profile.findings[0]]
        let output = GitHubReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(report)
        let lines = output.split(separator: "\n").map(String.init)
        let commands = lines.compactMap { $0.hasPrefix("::") ? $0.split(separator: " ").first.map(String.init) : nil }
        #expect(commands.first == "::notice")
        #expect(commands.filter { $0 == "::error" }.count == 1)
        #expect(commands.filter { $0 == "::warning" }.count == GitHubReporter.annotationLimit)
        #expect(commands.filter { $0 == "::notice" }.count == 1 + 3)
        let severities = commands.dropFirst().filter { $0 != "::group::Whittle:" && $0 != "::endgroup::" }
        #expect(severities == severities.sorted { rank($0) < rank($1) }, "errors, then warnings, then notices")
        // 25 warnings + 1 unreadable file, 10 annotated.
        #expect(lines[0].contains("16 more finding(s) are listed in this step's log"))
        #expect(lines.contains("::group::Whittle: 16 more finding(s) not annotated"))
        #expect(lines.contains("Broken.swift:1: warning: the file is not UTF-8 text; save it as UTF-8 to audit it. [not-utf8]"))
        #expect(lines.last == "::endgroup::")
    }

    private func rank(_ command: String) -> Int {
        ["::error": 0, "::warning": 1, "::notice": 2][command] ?? 3
    }

    /// Without more findings than the limit there is no group and no pointer.
    @Test func noCapNoGroup() {
        let output = GitHubReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(SampleReports.report())
        #expect(!output.contains("::group::"))
        #expect(!output.contains("more finding(s)"))
    }
}
