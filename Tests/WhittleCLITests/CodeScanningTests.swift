import Foundation
import Testing

/// What GitHub code scanning needs from `--format sarif`, end to end.
struct CodeScanningTests {
    private func run(_ output: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    private func uris(_ run: [String: Any]) -> [String] {
        ((run["results"] as? [[String: Any]]) ?? []).compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String
        }
    }

    /// Run from a subfolder of a git repository, URIs are relative to the repository root
    /// (found by walking up to `.git`), and `%SRCROOT%` points at it; `--base-path` overrides.
    @Test func urisAreRelativeToTheGitRoot() throws {
        let workspace = try Workspace()
        try workspace.write(".git/HEAD", "ref: refs/heads/main\n")
        try workspace.write("ios/App/ProfileViewController.swift", AppFixtures.massiveProfile())
        let subfolder = workspace.url.appendingPathComponent("ios")
        let result = try WhittleProcess.run(["audit", "App", "--format", "sarif"], in: subfolder)
        let scanned = try run(result.standardOutput)
        #expect(!uris(scanned).isEmpty)
        #expect(uris(scanned).allSatisfy { $0 == "ios/App/ProfileViewController.swift" }, "\(uris(scanned))")
        let base = try #require((scanned["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        #expect((base["uri"] as? String)?.hasSuffix("/") == true)
        #expect(URL(string: base["uri"] as? String ?? "")?.standardizedFileURL.path == workspace.url.standardizedFileURL.path)

        let overridden = try WhittleProcess.run(["audit", "App", "--format", "sarif", "--base-path", "."], in: subfolder)
        #expect(uris(try run(overridden.standardOutput)).allSatisfy { $0 == "App/ProfileViewController.swift" })
    }

    /// GitHub annotations use the same repository-relative paths.
    @Test func githubPathsAreRelativeToTheGitRoot() throws {
        let workspace = try Workspace()
        try workspace.write(".git/HEAD", "ref: refs/heads/main\n")
        try workspace.write("ios/App/ProfileViewController.swift", AppFixtures.massiveProfile())
        let result = try WhittleProcess.run(["audit", "App", "--format", "github"], in: workspace.url.appendingPathComponent("ios"))
        #expect(result.standardOutput.contains("file=ios/App/ProfileViewController.swift,"), "\(result.standardOutput)")
    }

    /// Run from outside the repository, paths are relative to the audited path's repository,
    /// in the text report as in SARIF, rather than absolute.
    @Test func pathsAreRelativeToTheAuditedRepositoryWhenRunFromOutsideIt() throws {
        let workspace = try Workspace()
        try workspace.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try workspace.write("repo/ios/App/ProfileViewController.swift", AppFixtures.massiveProfile())
        try workspace.write("elsewhere/notes.txt", "")
        let elsewhere = workspace.url.appendingPathComponent("elsewhere")
        let sarif = try WhittleProcess.run(["audit", "../repo/ios/App", "--format", "sarif"], in: elsewhere)
        #expect(uris(try run(sarif.standardOutput)).allSatisfy { $0 == "ios/App/ProfileViewController.swift" })
        let text = try WhittleProcess.run(["audit", "../repo/ios/App", "--verbose", "--color", "never"], in: elsewhere)
        #expect(text.standardOutput.contains("ios/App/ProfileViewController.swift"), "\(text.standardOutput)")
        #expect(!text.standardOutput.contains(workspace.url.standardizedFileURL.path), "\(text.standardOutput)")
        #expect(!text.standardOutput.contains("../repo"), "\(text.standardOutput)")
    }

    /// Notes stay out of SARIF (each result is an alert in code scanning) unless asked for.
    @Test func notesOnlyWithIncludeNotes() throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())
        func levels(_ arguments: [String]) throws -> [String] {
            let result = try WhittleProcess.run(["audit", "App", "--format", "sarif"] + arguments, in: workspace.url)
            return ((try run(result.standardOutput)["results"] as? [[String: Any]]) ?? []).compactMap { $0["level"] as? String }
        }
        let withNotes = try levels(["--include-notes"])
        #expect(withNotes.contains("note"), "the fixture should have notes: \(withNotes)")
        let byDefault = try levels([])
        #expect(!byDefault.contains("note"))
        #expect(byDefault.count == withNotes.filter { $0 != "note" }.count)
    }
}
