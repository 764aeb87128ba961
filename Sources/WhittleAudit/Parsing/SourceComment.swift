/// A `// MARK:` comment.
struct MarkComment: Sendable, Hashable {
    var line: Int
    var text: String
}

/// An inline `// whittle:disable`, `// whittle:disable:next` or `// whittle:enable` comment.
///
/// Scope: `disable` silences the rules from its line to the end of the file or to a matching
/// `enable`; `disable:next` silences them on the next line only. `all` names every rule.
struct DisableDirective: Sendable, Hashable {
    /// `unknown` is a `whittle:` comment with a command Whittle does not know; it silences
    /// nothing and is reported.
    enum Action: Sendable, Hashable { case disable, enable, disableNext, unknown }
    var line: Int
    var action: Action
    /// Rule ids, or `all`; for an `unknown` command, the command as written.
    var rules: [String]
}
