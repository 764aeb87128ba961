import ArgumentParser
import Foundation
import WhittleAudit

/// `whittle diff OLD.json NEW.json`: what changed between two JSON audits, as Markdown for a
/// pull-request comment; exits 1 when something got worse.
public struct DiffCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two JSON audits and print what changed as Markdown for a pull-request comment.",
        discussion: """
            Controllers are matched by name and file; findings are counted per rule. A controller \
            got worse when it took on a misplaced responsibility, has a new finding at warning \
            or error severity, or grew by more than 5 % (at least 10 lines), as with --baseline.

            Exit codes: 0 nothing got worse; 1 something got worse; 2 a report could not be read.

            Examples:
              whittle audit . --format json > new.json
              whittle diff old.json new.json > comment.md
              git stash && whittle audit . --format json > old.json && git stash pop
            """
    )

    @Argument(help: ArgumentHelp("The JSON audit before the change (whittle audit --format json).", valueName: "old.json"))
    var old: String

    @Argument(help: ArgumentHelp("The JSON audit after the change.", valueName: "new.json"))
    var new: String

    public init() {}

    public func run() throws {
        let outcome = DiffRun(oldPath: old, newPath: new).perform()
        if !outcome.output.isEmpty {
            FileHandle.standardOutput.write(Data(outcome.output.utf8))
        }
        for message in outcome.messages { StandardError.write(message) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
