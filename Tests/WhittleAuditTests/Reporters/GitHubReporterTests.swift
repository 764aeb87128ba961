import Testing
@testable import WhittleAudit

struct GitHubReporterTests {
    /// Findings become workflow commands with the file relative to the repository root.
    @Test func writesWorkflowCommands() {
        let output = GitHubReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(SampleReports.report())
        let lines = output.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[1] == "::error file=Profile/ProfileViewController.swift,line=10,col=7,"
            + "title=massive-view-controller (ProfileViewController)::ProfileViewController carries 2 responsibilities that do not belong and 812 lines.")
        #expect(lines[3] == "::warning file=Broken.swift,title=whittle%3A not-utf8::the file is not UTF-8 text; save it as UTF-8 to audit it.")
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
}
