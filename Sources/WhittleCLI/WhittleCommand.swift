import ArgumentParser
import WhittleAudit

/// The `whittle` command: finds massive view controllers and says what to extract.
public struct WhittleCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "whittle",
        abstract: "Find massive view controllers and say what to extract.",
        version: WhittleAuditVersion.current,
        subcommands: [AuditCommand.self],
        defaultSubcommand: AuditCommand.self
    )

    public init() {}
}

/// `whittle audit [PATH ...]`.
public struct AuditCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit the view controllers under the given paths."
    )

    @Argument(help: "Files or folders to audit.")
    var paths: [String] = ["."]

    public init() {}

    public func run() throws {
        do {
            let report = try Auditor().audit(paths: paths)
            print("\(report.viewControllers.count) view controllers in \(report.filesScanned) files")
        } catch let error as AuditError {
            throw ValidationError(error.description)
        }
    }
}
