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
}
