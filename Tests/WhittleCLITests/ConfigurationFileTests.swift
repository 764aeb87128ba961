import Testing

struct ConfigurationFileTests {
    /// Mistakes in `.whittle.yml` stop the audit with exit 2, naming the file, the line and the
    /// key, so a typo never silently changes what is checked.
    @Test(arguments: [
        ("thresolds:\n  max_lines: 10\n", ".whittle.yml:1", "`thresolds`", "did you mean `thresholds`"),
        ("thresholds:\n  max_lines: many\n", ".whittle.yml:2", "`thresholds.max_lines`", "whole number"),
        ("thresholds:\n  max_lines: -5\n", ".whittle.yml:2", "`thresholds.max_lines`", "whole number"),
        ("thresholds:\n  max_files: 5\n", ".whittle.yml:2", "`thresholds.max_files`", "unknown threshold"),
        ("severities:\n  massive-view-controller: fatal\n", ".whittle.yml:2", "`severities.massive-view-controller`", "note, warning or error"),
        ("severities:\n  massive-view-controler: note\n", ".whittle.yml:2", "`severities.massive-view-controler`", "did you mean `massive-view-controller`"),
        ("disabled_rules:\n  - mark-section\n", ".whittle.yml:2", "`disabled_rules.mark-section`", "unknown rule id"),
        ("exclude: Pods\n", ".whittle.yml:1", "`exclude`", "expected a list"),
        ("- just\n- a list\n", ".whittle.yml:1", "`(top level)`", "expected a mapping"),
        ("thresholds: [\n", ".whittle.yml", "not valid YAML", "Fix the syntax"),
    ])
    func invalidConfigurationExits2(yaml: String, location: String, key: String, problem: String) throws {
        let workspace = try Workspace()
        try workspace.write("App/SettingsViewController.swift", AppFixtures.leanSettings)
        try workspace.write(".whittle.yml", yaml)
        let result = try WhittleProcess.run(["audit", "App"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains(location), "\(result.standardError)")
        #expect(result.standardError.contains(key), "\(result.standardError)")
        #expect(result.standardError.contains(problem), "\(result.standardError)")
    }

    /// A valid configuration is applied: lowering the massive rule to a warning lets the
    /// massive controller pass.
    @Test func severityFromConfigurationIsApplied() throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())
        try workspace.write("whittle.yml", "severities:\n  massive-view-controller: warning\n")
        let failing = try WhittleProcess.run(["audit", "App"], in: workspace.url)
        #expect(failing.status == 1)
        let passing = try WhittleProcess.run(["audit", "App", "--config", "whittle.yml", "--format", "xcode"], in: workspace.url)
        #expect(passing.status == 0, "\(passing.standardError)")
        #expect(passing.standardOutput.contains(": warning: "))
        #expect(!passing.standardOutput.contains(": error: "))
    }

    /// `--config` naming a missing file is an error, not a silent default.
    @Test func missingConfigFileExits2() throws {
        let workspace = try Workspace()
        try workspace.write("App/SettingsViewController.swift", AppFixtures.leanSettings)
        let result = try WhittleProcess.run(["audit", "App", "--config", "nope.yml"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("nope.yml"))
    }
}
