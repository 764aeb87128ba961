/// How seriously a finding is taken. Findings at ``error`` make `whittle audit` exit 1.
public enum Severity: String, CaseIterable, Codable, Sendable, Comparable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
