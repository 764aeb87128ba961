import ArgumentParser
import WhittleAudit

/// `whittle explain <id>`: what a responsibility or rule means, who takes it over, examples.
public struct ExplainCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a responsibility or rule id and which Whittle role takes it over.",
        discussion: """
            Examples:
              whittle explain networking
              whittle explain massive-view-controller
              whittle explain keyboard-in-view-controller
            """
    )

    @Argument(help: "A responsibility id (e.g. networking) or rule id (e.g. massive-view-controller).")
    var id: String

    public init() {}

    public func run() throws {
        switch Explanation.text(for: id) {
        case .success(let text):
            print(text, terminator: "")
        case .failure(let failure):
            StandardError.write("whittle: error: \(failure)")
            throw ExitCode(2)
        }
    }
}
