import Foundation
import Testing

struct BaselineRatchetTests {
    /// Record a baseline, then: the same code passes; moving unrelated lines passes; growing
    /// the controller fails; a corrupt baseline cannot be used.
    @Test func baselineRatchets() throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())

        let record = try WhittleProcess.run(["audit", "App", "--write-baseline", "baseline.json"], in: workspace.url)
        #expect(record.status == 1, "recording does not hide today's errors")
        #expect(record.standardError.contains("wrote baseline baseline.json"))
        #expect(try workspace.read("baseline.json").contains("ProfileViewController"))

        let same = try WhittleProcess.run(["audit", "App", "--baseline", "baseline.json"], in: workspace.url)
        #expect(same.status == 0, "\(same.standardError)")

        // Unrelated lines move: a licence header pushes every line down, and a type is added
        // to another file.
        let header = (1...25).map { "// Copyright line \($0)" }.joined(separator: "\n") + "\n"
        try workspace.write("App/ProfileViewController.swift", header + AppFixtures.massiveProfile())
        try workspace.write("App/Helpers.swift", "struct Helper {\n    var value = 1\n}\n")
        let moved = try WhittleProcess.run(["audit", "App", "--baseline", "baseline.json"], in: workspace.url)
        #expect(moved.status == 0, "\(moved.standardError)")

        // The controller grows by an extension full of new work.
        try workspace.write("App/ProfileViewController+Feed.swift", AppFixtures.growth(methods: 12))
        let grown = try WhittleProcess.run(["audit", "App", "--baseline", "baseline.json"], in: workspace.url)
        #expect(grown.status == 1)
        #expect(grown.standardError.contains("ProfileViewController"))
        #expect(grown.standardError.contains("since the baseline"))

        // The reason is in the report itself, in every format, not only on standard error.
        for format in ["xcode", "github", "json", "sarif", "text", "markdown", "html"] {
            let report = try WhittleProcess.run(["audit", "App", "--baseline", "baseline.json", "--format", format], in: workspace.url)
            #expect(report.status == 1)
            #expect(report.standardOutput.contains("grew-since-baseline"), "\(format): \(report.standardOutput.prefix(300))")
        }
        let xcode = try WhittleProcess.run(["audit", "App", "--baseline", "baseline.json", "--format", "xcode"], in: workspace.url)
        #expect(xcode.standardOutput.split(separator: "\n").contains {
            $0.contains("/App/ProfileViewController.swift:") && $0.contains(": error: ProfileViewController ")
                && $0.hasSuffix("[grew-since-baseline]")
        }, "\(xcode.standardOutput)")
    }

    /// A corrupt or missing baseline exits 2 and says how to record one.
    @Test(arguments: ["{ not json", ""])
    func unusableBaselineExits2(content: String) throws {
        let workspace = try Workspace()
        try workspace.write("App/SettingsViewController.swift", AppFixtures.leanSettings)
        try workspace.write("baseline.json", content)
        let result = try WhittleProcess.run(["audit", "App", "--baseline", "baseline.json"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("baseline.json"))
        #expect(result.standardError.contains("--write-baseline"))
        let missing = try WhittleProcess.run(["audit", "App", "--baseline", "missing.json"], in: workspace.url)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("does not exist"))
    }
}
