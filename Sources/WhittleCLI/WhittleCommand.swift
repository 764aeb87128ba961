import ArgumentParser
import WhittleAudit

/// The `whittle` command: finds massive view controllers and says what to extract.
public struct WhittleCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "whittle",
        abstract: "Find massive view controllers and say what to extract.",
        discussion: """
            Examples:
              whittle audit Sources                     audit a folder, text report
              whittle audit --format sarif . > whittle.sarif
              whittle diff old.json new.json            what a change made worse, as Markdown
              whittle explain navigation                what a responsibility means
            """,
        version: WhittleAuditVersion.current,
        subcommands: [AuditCommand.self, DiffCommand.self, ExplainCommand.self],
        defaultSubcommand: AuditCommand.self
    )

    public init() {}

    /// Runs the command line and exits with Whittle's codes: 0 clean, 1 findings at error
    /// severity (or regressions against a baseline), 2 the audit could not run. Usage errors,
    /// which ArgumentParser would end with 64, also exit 2 so scripts see one failure code.
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
            exit(withError: nil)
        } catch {
            let code = exitCode(for: error)
            if code == .success || code.rawValue == 1 || code.rawValue == 2 {
                exit(withError: error)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { StandardError.write(message) }
            exit(withError: ExitCode(2))
        }
    }
}
