import Foundation
import Testing

/// The plugins' command lines (`WhittlePluginArguments`, compiled here from
/// Plugins/WhittleAuditPlugin through a symlink) use real options and run for real.
struct PluginArgumentsTests {
    @Test func commandAuditsTheTargetFoldersWithThePackageConfiguration() {
        let arguments = WhittlePluginArguments.command(
            userArguments: [], targetDirectories: ["Sources/App", "Sources/Kit", "Sources/App"], configurationFile: ".whittle.yml")
        #expect(arguments == ["audit", "Sources/App", "Sources/Kit", "--config", ".whittle.yml"])
    }

    @Test func commandPassesThePathsAndOptionsTheUserGave() {
        let arguments = WhittlePluginArguments.command(
            userArguments: ["Sources/App/Screens", "--format", "sarif", "--baseline", "b.json"],
            targetDirectories: ["Sources/App"], configurationFile: nil)
        #expect(arguments == ["audit", "Sources/App/Screens", "--format", "sarif", "--baseline", "b.json"])
    }

    @Test(arguments: [["--config", "other.yml"], ["--config=other.yml"]])
    func aConfigurationTheUserGivesWins(options: [String]) {
        let arguments = WhittlePluginArguments.command(
            userArguments: options, targetDirectories: ["Sources/App"], configurationFile: ".whittle.yml")
        #expect(arguments == ["audit", "Sources/App"] + options)
    }

    @Test func buildToolUsesTheXcodeFormat() {
        let arguments = WhittlePluginArguments.buildTool(
            targetDirectory: "/p/Sources/App", packageDirectory: "/p", configurationFile: "/p/.whittle.yml",
            baselineFile: "/p/.whittle-baseline.json")
        #expect(arguments == [
            "audit", "/p/Sources/App", "--format", "xcode", "--allow-zero-files", "--base-path", "/p",
            "--config", "/p/.whittle.yml", "--baseline", "/p/.whittle-baseline.json",
        ])
    }

    /// Every option the plugins add is one `whittle audit` has.
    @Test func pluginOptionsAreRealOptions() throws {
        let options = try RepositoryFiles.options(of: "audit")
        let used = WhittlePluginArguments.buildTool(targetDirectory: "S", packageDirectory: "P", configurationFile: "c", baselineFile: "b")
            + WhittlePluginArguments.command(userArguments: [], targetDirectories: ["S"], configurationFile: "c")
        for option in used where option.hasPrefix("--") {
            #expect(options.contains(option), "the plugins pass \(option), which `whittle audit` does not have")
        }
    }

    /// The build-tool plugin's shell command, run the way SwiftPM runs it with the whittle
    /// this test run built: findings in the xcode format on standard output, the stamp
    /// written when the audit passes and left alone when it fails.
    @Test func shellCommandPrintsInlineDiagnosticsAndWritesTheStamp() throws {
        let whittle = try #require(WhittleProcess.executable, "build the whittle product first")
        let workspace = try Workspace()
        try workspace.write("Sources/App/SettingsViewController.swift", AppFixtures.leanSettings)
        try workspace.write("Sources/Massive/ProfileViewController.swift", AppFixtures.massiveProfile())
        for (target, passes) in [("App", true), ("Massive", false)] {
            let stamp = workspace.path("stamp-\(target).swift")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = WhittlePluginArguments.shellCommand(
                whittle: whittle.path,
                arguments: WhittlePluginArguments.buildTool(
                    targetDirectory: workspace.path("Sources/\(target)"), packageDirectory: workspace.url.path,
                    configurationFile: nil, baselineFile: nil))
            process.environment = ProcessInfo.processInfo.environment.merging(
                WhittlePluginArguments.shellEnvironment(stamp: stamp)) { $1 }
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect((process.terminationStatus == 0) == passes, "\(target): \(text)")
            #expect(FileManager.default.fileExists(atPath: stamp) == passes)
            if !passes {
                let path = workspace.path("Sources/Massive/ProfileViewController.swift")
                #expect(text.contains("\(path):"), "\(text)")
                #expect(text.contains(": error: ") && text.contains("[massive-view-controller]"), "\(text)")
            }
        }
    }
}
