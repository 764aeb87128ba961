import Testing
@testable import WhittleCLI

struct ColorTests {
    /// `always` colours, `never` does not, and `auto` does not when output is a pipe, as in
    /// this test.
    @Test(arguments: [("always", true), ("never", false), ("auto", false)])
    func colorOption(choice: String, colored: Bool) throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())
        let result = try WhittleProcess.run(["audit", "App", "--color", choice], in: workspace.url)
        #expect(result.standardOutput.contains("\u{1B}[") == colored)
    }

    /// Machine formats never carry colour, even with `--color always`.
    @Test func machineFormatsAreNeverColoured() throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())
        let result = try WhittleProcess.run(["audit", "App", "--color", "always", "--format", "json"], in: workspace.url)
        #expect(!result.standardOutput.contains("\u{1B}["))
    }

    /// `auto` colours a terminal unless `NO_COLOR` is set to something or TERM is dumb; explicit
    /// choices win over `NO_COLOR`, as no-color.org asks.
    @Test(arguments: [
        (ColorChoice.auto, [String: String](), true, true),
        (.auto, [:], false, false),
        (.auto, ["NO_COLOR": "1"], true, false),
        (.auto, ["NO_COLOR": ""], true, true),
        (.auto, ["TERM": "dumb"], true, false),
        (.always, ["NO_COLOR": "1"], false, true),
        (.never, [:], true, false),
    ])
    func colorDecision(choice: ColorChoice, environment: [String: String], isTerminal: Bool, expected: Bool) {
        #expect(choice.allowsColor(environment: environment, isTerminal: isTerminal) == expected)
    }
}
