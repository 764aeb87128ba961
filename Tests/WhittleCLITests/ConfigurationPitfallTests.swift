import Foundation
import Testing

/// Configuration mistakes that used to pass silently.
struct ConfigurationPitfallTests {
    /// An `include` that matches nothing audits no file: exit 2 naming `include`, unless
    /// `--allow-zero-files`.
    @Test func includeMatchingNothingExits2() throws {
        let workspace = try Workspace()
        try workspace.write("App/SettingsViewController.swift", AppFixtures.leanSettings)
        try workspace.write(".whittle.yml", "include: [\"Sources/**\"]\n")
        let result = try WhittleProcess.run(["audit", "App"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("no Swift or Objective-C files to audit under App"), "\(result.standardError)")
        #expect(result.standardError.contains("`include`"))
        #expect(result.standardError.contains("--allow-zero-files"))
        let allowed = try WhittleProcess.run(["audit", "App", "--allow-zero-files"], in: workspace.url)
        #expect(allowed.status == 0, "\(allowed.standardError)")
    }

    /// An empty folder is the same mistake.
    @Test func emptyFolderExits2() throws {
        let workspace = try Workspace()
        try workspace.write("Empty/README.md", "nothing here\n")
        let result = try WhittleProcess.run(["audit", "Empty"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("no Swift or Objective-C files"))
    }

    /// `.whittle.yml` is found from the audited path upward, not only in the working
    /// directory, and `--verbose` says which file was used.
    @Test func configIsFoundUpwardFromTheAuditedPath() throws {
        let workspace = try Workspace()
        try workspace.write("Project/App/Screens/ProfileViewController.swift", AppFixtures.massiveProfile())
        try workspace.write("Project/.whittle.yml", "severities:\n  massive-view-controller: warning\n")
        let result = try WhittleProcess.run(["audit", "Project/App/Screens", "--verbose"], in: workspace.url)
        #expect(result.status == 0, "the project's configuration lowered the rule: \(result.standardError)")
        #expect(result.standardError.contains("using configuration"))
        #expect(result.standardError.contains("Project/.whittle.yml"))
        let none = try WhittleProcess.run(["audit", "Project/App", "--verbose", "--config", "Project/.whittle.yml"], in: workspace.url)
        #expect(none.standardError.contains("using configuration Project/.whittle.yml"))
    }

    /// `--verbose` says so when no configuration file is found.
    @Test func verboseSaysWhenDefaultsApply() throws {
        let workspace = try Workspace()
        try workspace.write("App/SettingsViewController.swift", AppFixtures.leanSettings)
        let result = try WhittleProcess.run(["audit", "App", "--verbose"], in: workspace.url)
        #expect(result.standardError.contains("using the defaults"), "\(result.standardError)")
    }

    /// Excludes are relative to the configuration file's folder, whatever path is audited.
    @Test func excludesAreRelativeToTheConfigFile() throws {
        let workspace = try Workspace()
        try workspace.write("App/Legacy/ProfileViewController.swift", AppFixtures.massiveProfile())
        try workspace.write("App/SettingsViewController.swift", AppFixtures.leanSettings)
        try workspace.write(".whittle.yml", "exclude: [\"App/Legacy/**\"]\n")
        for path in ["App", "."] {
            let result = try WhittleProcess.run(["audit", path, "--format", "xcode"], in: workspace.url)
            #expect(result.status == 0, "\(path): \(result.standardOutput)")
            #expect(!result.standardOutput.contains("ProfileViewController"))
        }
    }

    /// A responsibility id in `disabled_rules` gets the rule id as a hint; `all` disables
    /// every rule, as it does inline.
    @Test func disabledRulesHintAndAll() throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())
        try workspace.write(".whittle.yml", "disabled_rules: [networking]\n")
        let hinted = try WhittleProcess.run(["audit", "App"], in: workspace.url)
        #expect(hinted.status == 2)
        #expect(hinted.standardError.contains("did you mean `networking-in-view-controller`"), "\(hinted.standardError)")
        try workspace.write(".whittle.yml", "disabled_rules: [all]\n")
        let all = try WhittleProcess.run(["audit", "App", "--format", "xcode"], in: workspace.url)
        #expect(all.status == 0, "\(all.standardError)")
        #expect(all.standardOutput.isEmpty)
    }

    /// A misspelled rule id in an inline comment is reported in the report, not ignored.
    @Test func misspelledInlineCommentIsReported() throws {
        let workspace = try Workspace()
        try workspace.write(
            "App/SettingsViewController.swift", "// whittle:disable mark-section\n" + AppFixtures.leanSettings)
        let result = try WhittleProcess.run(["audit", "App", "--format", "xcode"], in: workspace.url)
        #expect(result.standardOutput.contains("App/SettingsViewController.swift:1:1: warning: unknown rule id `mark-section` (did you mean `mark-sections`?)"),
                "\(result.standardOutput)")
    }
}
