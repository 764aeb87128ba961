/// How one view controller changed between two audits: lines, misplaced responsibilities
/// gained or lost, findings new or resolved. Part of a ``ReportDiff``.
public struct ControllerDiff: Sendable, Equatable {
    /// Whether the controller is in both audits or only in one.
    public enum Presence: String, Sendable, Equatable {
        /// Only in the new audit.
        case added
        /// Only in the old audit.
        case removed
        /// In both.
        case kept
    }

    /// The class name.
    public var name: String
    /// The file of its declaration: in the new audit, or in the old one when it was removed.
    public var file: String
    /// The line of its declaration, in the same audit as ``file``.
    public var line: Int
    /// Whether it is new, gone or in both audits.
    public var presence: Presence
    /// Lines in the old audit; `nil` when the controller is new.
    public var linesBefore: Int?
    /// Lines in the new audit; `nil` when the controller was removed.
    public var linesAfter: Int?
    /// Misplaced responsibilities it carries now and did not before, with the members that
    /// carry them now. For a new controller, all of its misplaced responsibilities.
    public var gainedResponsibilities: [ResponsibilityReport]
    /// Misplaced responsibilities it carried before and does not any more. For a removed
    /// controller, all of them.
    public var lostResponsibilities: [ResponsibilityReport]
    /// Findings beyond the old audit's count of the same rule (preferring those on members
    /// the old audit does not list), in source order.
    public var newFindings: [Finding]
    /// Findings of the old audit with no counterpart in the new one, in source order.
    public var resolvedFindings: [Finding]

    /// Creates a record; ``ReportDiff/init(old:new:)`` is the usual way to get one.
    public init(
        name: String, file: String, line: Int, presence: Presence, linesBefore: Int?, linesAfter: Int?,
        gainedResponsibilities: [ResponsibilityReport], lostResponsibilities: [ResponsibilityReport],
        newFindings: [Finding], resolvedFindings: [Finding]
    ) {
        self.name = name
        self.file = file
        self.line = line
        self.presence = presence
        self.linesBefore = linesBefore
        self.linesAfter = linesAfter
        self.gainedResponsibilities = gainedResponsibilities
        self.lostResponsibilities = lostResponsibilities
        self.newFindings = newFindings
        self.resolvedFindings = resolvedFindings
    }

    /// The change in lines: positive when it grew; the whole size for a new or removed one.
    public var lineChange: Int {
        (linesAfter ?? 0) - (linesBefore ?? 0)
    }

    /// Whether the controller got worse, the way `whittle audit --baseline` judges it: it
    /// took on a misplaced responsibility, has a new finding at warning or error severity, or
    /// grew by more than ``Baseline/lineSlack(for:)`` allows (5 %, at least 10 lines). A new
    /// controller is worse only through its findings; a removed one never is.
    public var isWorse: Bool {
        switch presence {
        case .removed:
            return false
        case .added:
            return newFindings.contains { $0.severity >= .warning }
        case .kept:
            let before = linesBefore ?? 0
            return !gainedResponsibilities.isEmpty || newFindings.contains { $0.severity >= .warning }
                || lineChange > Baseline.lineSlack(for: before)
        }
    }

    /// Whether anything about it changed that the diff reports.
    public var hasChanges: Bool {
        presence != .kept || lineChange != 0 || !gainedResponsibilities.isEmpty || !lostResponsibilities.isEmpty
            || !newFindings.isEmpty || !resolvedFindings.isEmpty
    }
}
