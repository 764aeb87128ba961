import Foundation
import Testing

/// `whittle diff OLD.json NEW.json` end to end: two real audits, Markdown on standard output,
/// exit 1 when something got worse, 2 when a report cannot be read.
struct DiffCommandTests {
    /// Audits the workspace as JSON into `file`.
    static func audit(_ workspace: Workspace, into file: String) throws {
        let result = try WhittleProcess.run(["audit", "App", "--format", "json"], in: workspace.url)
        #expect(result.status == 0 || result.status == 1, "\(result.standardError)")
        try workspace.write(file, result.standardOutput)
    }

    @Test func growthExits1WithMarkdown() throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())
        try workspace.write("App/SettingsViewController.swift", AppFixtures.leanSettings)
        try Self.audit(workspace, into: "old.json")
        try workspace.write("App/ProfileViewController+Feed.swift", AppFixtures.growth(methods: 6))
        try Self.audit(workspace, into: "new.json")

        let result = try WhittleProcess.run(["diff", "old.json", "new.json"], in: workspace.url)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("## Whittle: 1 view controller got worse"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("| **worse** | `ProfileViewController` |"), "\(result.standardOutput)")
        #expect(result.standardError.contains("ProfileViewController"))

        let reverse = try WhittleProcess.run(["diff", "new.json", "old.json"], in: workspace.url)
        #expect(reverse.status == 0, "\(reverse.standardError)")
        #expect(reverse.standardOutput.hasPrefix("## Whittle: 1 view controller improved"), "\(reverse.standardOutput)")
    }

    @Test func sameAuditExits0() throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())
        try Self.audit(workspace, into: "old.json")
        let result = try WhittleProcess.run(["diff", "old.json", "old.json"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("No view controller changed ("), "\(result.standardOutput)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }

    /// Anything but two JSON reports exits 2 with a message naming the file and the fix.
    @Test(arguments: [
        ("missing.json", nil, "cannot read report missing.json: it does not exist"),
        ("baseline.json", #"{"version": 2, "controllers": []}"#, "baseline.json is not a Whittle JSON report: it has no `schemaVersion`"),
        ("report.sarif", #"{"version": "2.1.0", "runs": []}"#, "report.sarif is not a Whittle JSON report"),
        ("text.txt", "Whittle audit: 1 view controller", "text.txt is not a Whittle JSON report: it is not valid JSON"),
        ("future.json", #"{"schemaVersion": 4}"#, "future.json has schema version 4, newer than this Whittle reads"),
    ] as [(String, String?, String)])
    func unreadableInputExits2(file: String, content: String?, message: String) throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())
        try Self.audit(workspace, into: "good.json")
        if let content { try workspace.write(file, content) }
        for arguments in [["diff", file, "good.json"], ["diff", "good.json", file]] {
            let result = try WhittleProcess.run(arguments, in: workspace.url)
            #expect(result.status == 2)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.contains(message), "\(result.standardError)")
            #expect(result.standardError.contains("whittle audit --format json"), "\(result.standardError)")
        }
    }

    @Test func missingArgumentExits2() throws {
        let workspace = try Workspace()
        let result = try WhittleProcess.run(["diff", "old.json"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("new.json"), "\(result.standardError)")
    }
}
