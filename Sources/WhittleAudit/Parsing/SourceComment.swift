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
    enum Action: Sendable, Hashable { case disable, enable, disableNext }
    var line: Int
    var action: Action
    /// Rule ids, or `all`.
    var rules: [String]
}
