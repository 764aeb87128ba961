/// One-sentence and longer descriptions of every rule, for SARIF rule metadata and reports.
///
/// The catalogue (``AuditCatalog/rules``) is the source when it describes a rule; the
/// responsibility definitions and the fixed texts below cover any rule it does not.
public enum RuleSummary {
    /// A short description of `rule`.
    public static func short(_ rule: RuleID) -> String {
        if let described = AuditCatalog().rules.first(where: { $0.id == rule }) { return described.summary }
        if let responsibility = responsibility(of: rule) {
            return "The view controller does \(responsibility.id) work itself."
        }
        switch rule {
        case .massiveViewController: return "The view controller carries too many responsibilities or too many lines."
        case .ibActionInViewController: return "The view controller declares @IBAction methods."
        case .extraDelegateConformance: return "The view controller conforms to delegate or data-source protocols."
        case .workOutsideLifecycle: return "The view controller does work outside lifecycle methods and model-change callbacks."
        case .markSections: return "The view controller is divided into many MARK sections."
        case .nonPrivateInterface: return "The view controller exposes a non-private interface."
        default: return "Whittle rule \(rule)."
        }
    }

    /// A fuller description of `rule`: what it checks and why.
    public static func full(_ rule: RuleID) -> String {
        if let described = AuditCatalog().rules.first(where: { $0.id == rule }) {
            return "\(described.summary) \(described.rationale)"
        }
        if let responsibility = responsibility(of: rule) {
            let roles = responsibility.roles.map(\.typeName).joined(separator: " or ")
            return "The view controller itself \(responsibility.definition). Move that work into \(roles)."
        }
        return short(rule)
    }

    /// The responsibility a `<id>-in-view-controller` rule reports.
    public static func responsibility(of rule: RuleID) -> Responsibility? {
        Responsibility.allCases.first { $0.rule == rule }
    }
}
