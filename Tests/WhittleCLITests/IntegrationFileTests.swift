import Foundation
import Testing

/// action.yml, .pre-commit-hooks.yaml and the docs call `whittle` with options that exist and
/// name inputs that are declared: a renamed option must not break them silently.
struct IntegrationFileTests {
    @Test func actionIsACompositeActionWithDeclaredInputs() throws {
        let action = try #require(try RepositoryFiles.yaml("action.yml") as? [String: Any])
        let inputs = try #require(action["inputs"] as? [String: Any])
        for input in ["paths", "baseline", "config", "fail-on", "working-directory"] {
            #expect(inputs[input] != nil, "action.yml lacks the input \(input)")
        }
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])

        let text = try RepositoryFiles.text("action.yml")
        let used = Set(Self.matches(of: #"inputs\.([a-z-]+)"#, in: text))
        #expect(used == Set(inputs.keys), "inputs used \(used.sorted()) but declared \(inputs.keys.sorted())")
        let stepIDs = Set(steps.compactMap { $0["id"] as? String })
        for id in Self.matches(of: #"steps\.([a-z-]+)\."#, in: text) {
            #expect(stepIDs.contains(id), "action.yml refers to a step `\(id)` it does not have")
        }
        let uses = steps.compactMap { $0["uses"] as? String }
        #expect(uses.contains { $0.hasPrefix("github/codeql-action/upload-sarif@") }, "\(uses)")
        let scripts = steps.compactMap { $0["run"] as? String }
        #expect(scripts.contains { $0.contains("swift build -c release --product whittle") })
    }

    /// The audit step passes only options `whittle audit` has, and asks for SARIF.
    @Test func actionUsesRealAuditOptions() throws {
        let action = try #require(try RepositoryFiles.yaml("action.yml") as? [String: Any])
        let steps = try #require((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        let audit = try #require(steps.first { $0["id"] as? String == "audit" }?["run"] as? String)
        let options = try RepositoryFiles.options(of: "audit")
        let used = RepositoryFiles.longOptions(in: audit)
        #expect(Set(used).isSuperset(of: ["--format", "--baseline", "--config"]), "\(used)")
        for option in used {
            #expect(options.contains(option), "action.yml passes \(option), which `whittle audit` does not have")
        }
        #expect(audit.contains("audit \"${paths[@]}\" --format sarif"))
    }

    @Test func preCommitHooksRunRealCommands() throws {
        let hooks = try #require(try RepositoryFiles.yaml(".pre-commit-hooks.yaml") as? [[String: Any]])
        #expect(hooks.compactMap { $0["id"] as? String } == ["whittle", "whittle-system"])
        let options = try RepositoryFiles.options(of: "audit")
        for hook in hooks {
            for key in ["id", "name", "entry", "language"] {
                #expect(hook[key] is String, "hook \(hook["id"] ?? "?") lacks \(key)")
            }
            #expect(["swift", "system"].contains(hook["language"] as? String))
            let entry = try #require(hook["entry"] as? String)
            #expect(entry.hasPrefix("whittle audit"), "\(entry)")
            let arguments = (hook["args"] as? [String] ?? []).joined(separator: " ")
            for option in RepositoryFiles.longOptions(in: entry + " " + arguments) {
                #expect(options.contains(option), "the hook passes \(option), which `whittle audit` does not have")
            }
            #expect(hook["pass_filenames"] as? Bool == false, "a controller's extensions live in other files")
        }
    }

    /// Every `whittle audit …` and `whittle diff …` line in the integration guide uses options
    /// the command has.
    @Test(arguments: ["docs/integrations.md", "README.md"])
    func documentedCommandsUseRealOptions(path: String) throws {
        let text = try RepositoryFiles.text(path)
        var checked = 0
        for subcommand in ["audit", "diff"] {
            let options = try RepositoryFiles.options(of: subcommand)
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: "whittle \(subcommand) ") else { continue }
                for option in RepositoryFiles.longOptions(in: String(line[range.upperBound...])) {
                    // A comment or pipe after the command belongs to another program.
                    guard let optionRange = line.range(of: option), !line[..<optionRange.lowerBound].contains("|"),
                        !line[..<optionRange.lowerBound].contains("#")
                    else { continue }
                    #expect(options.contains(option), "\(path): `\(line)` uses \(option), which `whittle \(subcommand)` does not have")
                    checked += 1
                }
            }
        }
        #expect(checked > 0, "\(path) shows no whittle command with options")
    }

    /// Completion scripts come from ArgumentParser out of the box and know the subcommands.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let workspace = try Workspace()
        let result = try WhittleProcess.run(["--generate-completion-script", shell], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        for word in ["audit", "diff", "explain", "baseline"] {
            #expect(result.standardOutput.contains(word), "the \(shell) script lacks \(word)")
        }
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

extension IntegrationFileTests {
    /// The action's audit step, run the way the runner runs it (`bash -eo pipefail`) with the
    /// whittle this test run built: SARIF written, the exit code kept for the later steps
    /// (1 on failing findings, not stopping the step), and 2 failing the step at once.
    @Test(arguments: [("Massive", "1", 0), ("Lean", "0", 0), ("Missing", "2", 2)])
    func actionAuditStepRuns(folder: String, exitCode: String, stepStatus: Int32) throws {
        let whittle = try #require(WhittleProcess.executable, "build the whittle product first")
        let action = try #require(try RepositoryFiles.yaml("action.yml") as? [String: Any])
        let steps = try #require((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        let script = try #require(steps.first { $0["id"] as? String == "audit" }?["run"] as? String)
        let workspace = try Workspace()
        try workspace.write("Massive/ProfileViewController.swift", AppFixtures.massiveProfile())
        try workspace.write("Lean/SettingsViewController.swift", AppFixtures.leanSettings)
        try workspace.write("audit-step.sh", script)
        try workspace.write("output", "")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "--noprofile", "--norc", "-eo", "pipefail", workspace.path("audit-step.sh")]
        process.currentDirectoryURL = workspace.url
        process.environment = ProcessInfo.processInfo.environment.merging([
            "WHITTLE": whittle.path, "WHITTLE_PATHS": folder, "WHITTLE_BASELINE": "", "WHITTLE_CONFIG": "",
            "WHITTLE_SARIF": "whittle.sarif", "GITHUB_OUTPUT": workspace.path("output"),
        ]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()

        #expect(process.terminationStatus == stepStatus)
        let output = try workspace.read("output")
        #expect(output.contains("exit-code=\(exitCode)\n"), "\(output)")
        #expect(output.contains("sarif-file=\(workspace.url.path)/whittle.sarif\n") || output.contains("/whittle.sarif\n"), "\(output)")
        if stepStatus == 0 {
            let sarif = try JSONSerialization.jsonObject(with: Data(try workspace.read("whittle.sarif").utf8)) as? [String: Any]
            #expect(sarif?["version"] as? String == "2.1.0")
        }
    }
}
