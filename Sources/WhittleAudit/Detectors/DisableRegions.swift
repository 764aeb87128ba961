/// Answers whether an inline `// whittle:disable` comment silences a rule at a line.
///
/// `// whittle:disable <rule> [<rule>…]` silences from its own line to the end of the file or
/// the next `// whittle:enable <rule>`; `// whittle:disable:next <rule>` silences the next
/// line only. `all` stands for every rule. Text after ` - ` is a free-form reason.
///
/// A comment with an unknown command or rule id silences nothing; it is reported in
/// ``invalidDirectives`` so a typo never leaves a finding silently in place.
struct DisableRegions: Sendable {
    private var directivesByFile: [String: [DisableDirective]]
    /// One diagnostic per comment that names an unknown command or rule id, by file and line.
    private(set) var invalidDirectives: [FileDiagnostic] = []

    init(files: [FileFacts]) {
        var map: [String: [DisableDirective]] = [:]
        var invalid: [FileDiagnostic] = []
        for file in files where !file.directives.isEmpty {
            map[file.path] = file.directives
            invalid += file.directives.compactMap { Self.problem(with: $0, in: file.path) }
        }
        directivesByFile = map
        invalidDirectives = invalid
    }

    /// The rule ids a comment may name: every rule, and `all`.
    private static let knownIDs: Set<String> = Set(RuleID.all.map(\.rawValue) + ["all"])

    /// What is wrong with `directive`, or `nil` when it names a known command and rule ids.
    static func problem(with directive: DisableDirective, in file: String) -> FileDiagnostic? {
        if directive.action == .unknown {
            let command = directive.rules.first ?? ""
            let hint = NearestMatch.find(command, in: ["disable", "enable", "disable:next"]).map { " (did you mean `whittle:\($0)`?)" } ?? ""
            return FileDiagnostic(
                file: file, kind: .invalidDirective, line: directive.line,
                message: "`whittle:\(command)` is not a command\(hint); it silences nothing. "
                    + "Use `whittle:disable`, `whittle:disable:next` or `whittle:enable`.")
        }
        let unknown = directive.rules.filter { !knownIDs.contains($0) }
        guard !unknown.isEmpty else { return nil }
        let described = unknown.map { id in
            "`\(id)`" + (RuleID.suggestion(for: id).map { " (did you mean `\($0)`?)" } ?? "")
        }
        return FileDiagnostic(
            file: file, kind: .invalidDirective, line: directive.line,
            message: "unknown rule id \(described.joined(separator: ", ")) in a `whittle:` comment; "
                + "it silences nothing. Run `whittle explain <id>` for the rule ids.")
    }

    /// Whether any comment in `file` silences anything; most files have none, which lets
    /// callers skip the per-line questions.
    func hasDirectives(in file: String) -> Bool {
        !directivesByFile.isEmpty && directivesByFile[file] != nil
    }

    func isDisabled(_ rule: RuleID, file: String, line: Int) -> Bool {
        guard !directivesByFile.isEmpty, let directives = directivesByFile[file] else { return false }
        var disabled = false
        for directive in directives {
            guard directive.rules.contains("all") || directive.rules.contains(rule.rawValue) else { continue }
            switch directive.action {
            case .disable where directive.line <= line: disabled = true
            case .enable where directive.line <= line: disabled = false
            case .disableNext where directive.line + 1 == line: return true
            default: break
            }
        }
        return disabled
    }
}
