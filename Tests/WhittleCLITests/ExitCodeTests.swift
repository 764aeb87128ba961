import Foundation
import Testing

struct ExitCodeTests {
    /// A missing path cannot be audited: exit 2 with a message naming it and what to pass.
    @Test func missingPathExits2() throws {
        let workspace = try Workspace()
        let result = try WhittleProcess.run(["audit", "NoSuchFolder"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("NoSuchFolder"))
        #expect(result.standardError.contains("Pass a folder"))
        #expect(result.standardOutput.isEmpty)
    }

    /// Bad options are usage errors and exit 2 too, saying what is wrong.
    @Test(arguments: [
        (["audit", "--jobs", "0"], "--jobs must be 1 or more"),
        (["audit", "--format", "pdf"], "format"),
        (["audit", "--color", "sometimes"], "color"),
        (["audit", "--no-such-option"], "no-such-option"),
    ])
    func badOptionsExit2(arguments: [String], message: String) throws {
        let workspace = try Workspace()
        let result = try WhittleProcess.run(arguments, in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    /// `--quiet` prints nothing when the audit passes, and the report when it fails.
    @Test func quietPrintsOnlyFailures() throws {
        let workspace = try Workspace()
        try workspace.write("Lean/SettingsViewController.swift", AppFixtures.leanSettings)
        try workspace.write("Massive/ProfileViewController.swift", AppFixtures.massiveProfile())
        let clean = try WhittleProcess.run(["audit", "Lean", "--quiet"], in: workspace.url)
        #expect(clean.status == 0)
        #expect(clean.standardOutput.isEmpty && clean.standardError.isEmpty)
        let failing = try WhittleProcess.run(["audit", "Massive", "--quiet"], in: workspace.url)
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("ProfileViewController"))
    }

    /// `--help` shows examples and the exit codes.
    @Test(arguments: [["--help"], ["audit", "--help"], ["diff", "--help"], ["explain", "--help"]])
    func helpShowsExamples(arguments: [String]) throws {
        let workspace = try Workspace()
        let result = try WhittleProcess.run(arguments, in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Examples:"))
        #expect(result.standardOutput.contains("whittle "))
    }

    /// `--version` prints the version.
    @Test func versionPrintsTheVersion() throws {
        let workspace = try Workspace()
        let result = try WhittleProcess.run(["--version"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }
}
