/// Answers whether an inline `// whittle:disable` comment silences a rule at a line.
///
/// `// whittle:disable <rule> [<rule>…]` silences from its own line to the end of the file or
/// the next `// whittle:enable <rule>`; `// whittle:disable:next <rule>` silences the next
/// line only. `all` stands for every rule. Text after ` - ` is a free-form reason.
struct DisableRegions: Sendable {
    private var directivesByFile: [String: [DisableDirective]]

    init(files: [FileFacts]) {
        var map: [String: [DisableDirective]] = [:]
        for file in files where !file.directives.isEmpty { map[file.path] = file.directives }
        directivesByFile = map
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
