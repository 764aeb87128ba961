import ArgumentParser

/// When the text report uses colour: `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto
    case always
    case never

    /// Whether to colour, following https://no-color.org: `auto` colours only a terminal and
    /// only when `NO_COLOR` is unset or empty; an explicit `always` or `never` wins over it.
    ///
    /// - Parameters:
    ///   - environment: The process environment.
    ///   - isTerminal: Whether standard output is a terminal.
    /// - Returns: Whether ANSI colour is used.
    func allowsColor(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
