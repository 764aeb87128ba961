/// What changed between two audits of the same code, for a pull-request comment: which view
/// controllers gained or lost misplaced responsibilities, findings and lines, which are new
/// and which are gone.
///
/// Controllers are matched by name and declaration file, then, among those left over, by
/// name alone when exactly one of that name is left on each side (a moved file). Findings
/// are counted per rule, as a baseline counts them, never matched by line, member name or
/// message, so moving code, renaming members and rewording messages change nothing.
/// ```swift
/// let diff = ReportDiff(old: try AuditReport.load(from: "main.json"), new: try AuditReport.load(from: "pr.json"))
/// if diff.isRegression { … }
/// ```
public struct ReportDiff: Sendable, Equatable {
    /// The controllers that changed: those that got worse first, then the rest, each group
    /// by name then file. Unchanged controllers are left out.
    public var controllers: [ControllerDiff]
    /// How many controllers are in both audits and did not change.
    public var unchangedCount: Int
    /// The old audit's totals.
    public var totalsBefore: Totals
    /// The new audit's totals.
    public var totalsAfter: Totals

    /// Sums over every controller of one audit.
    public struct Totals: Sendable, Equatable {
        /// View controllers.
        public var controllers: Int
        /// Their lines.
        public var lines: Int
        /// Their misplaced responsibilities, one per controller and responsibility.
        public var misplacedResponsibilities: Int
        /// Their findings.
        public var findings: Int

        /// The totals of `report`.
        public init(_ report: AuditReport) {
            controllers = report.viewControllers.count
            lines = report.viewControllers.reduce(0) { $0 + $1.metrics.lines }
            misplacedResponsibilities = report.viewControllers.reduce(0) { $0 + $1.misplacedResponsibilities.count }
            findings = report.viewControllers.reduce(0) { $0 + $1.findings.count }
        }
    }

    /// Compares two audits.
    ///
    /// - Parameters:
    ///   - old: The audit before the change (the pull request's base).
    ///   - new: The audit after it.
    /// - Complexity: O(*n* log *n*) in the number of controllers and findings.
    public init(old: AuditReport, new: AuditReport) {
        let pairs = Self.match(old: old.viewControllers, new: new.viewControllers)
        let all = pairs.map { Self.compare(old: $0.old, new: $0.new) }
        controllers = all.filter(\.hasChanges).sorted { lhs, rhs in
            if lhs.isWorse != rhs.isWorse { return lhs.isWorse }
            return (lhs.name, lhs.file) < (rhs.name, rhs.file)
        }
        unchangedCount = all.count { !$0.hasChanges }
        totalsBefore = Totals(old)
        totalsAfter = Totals(new)
    }

    /// Whether anything got worse: `whittle diff` exits 1 then.
    public var isRegression: Bool {
        controllers.contains(where: \.isWorse)
    }

    /// The controllers that got worse.
    public var worse: [ControllerDiff] {
        controllers.filter(\.isWorse)
    }

    /// Pairs each controller with its counterpart: exact name and file first, then by name
    /// when one of that name is left on each side. Old-only ones come out with `new == nil`.
    private static func match(old: [ViewControllerReport], new: [ViewControllerReport])
        -> [(old: ViewControllerReport?, new: ViewControllerReport?)]
    {
        var oldByKey: [String: [Int]] = [:]
        for (index, controller) in old.enumerated() {
            oldByKey["\(controller.name)\u{0}\(controller.file)", default: []].append(index)
        }
        var usedOld = Set<Int>()
        var matched: [Int?] = new.map { controller in
            let key = "\(controller.name)\u{0}\(controller.file)"
            guard let index = oldByKey[key]?.first(where: { !usedOld.contains($0) }) else { return nil }
            usedOld.insert(index)
            return index
        }
        let oldLeftByName = Dictionary(grouping: old.indices.filter { !usedOld.contains($0) }) { old[$0].name }
        let newLeftByName = Dictionary(grouping: new.indices.filter { matched[$0] == nil }) { new[$0].name }
        for (name, newIndices) in newLeftByName {
            guard newIndices.count == 1, let newIndex = newIndices.first, let candidates = oldLeftByName[name],
                candidates.count == 1, let oldIndex = candidates.first
            else { continue }
            matched[newIndex] = oldIndex
            usedOld.insert(oldIndex)
        }
        var pairs: [(old: ViewControllerReport?, new: ViewControllerReport?)] = zip(new, matched).map { controller, index in
            (old: index.map { old[$0] }, new: controller)
        }
        pairs += old.indices.filter { !usedOld.contains($0) }.map { (old: old[$0], new: nil) }
        return pairs
    }

    private static func compare(old: ViewControllerReport?, new: ViewControllerReport?) -> ControllerDiff {
        let current = new ?? old
        let presence: ControllerDiff.Presence = old == nil ? .added : new == nil ? .removed : .kept
        let oldMisplaced = old?.misplacedResponsibilities ?? []
        let newMisplaced = new?.misplacedResponsibilities ?? []
        let oldIDs = Set(oldMisplaced.map(\.id))
        let newIDs = Set(newMisplaced.map(\.id))
        let findings = Self.unmatchedFindings(old: old?.findings ?? [], new: new?.findings ?? [])
        return ControllerDiff(
            name: current?.name ?? "", file: current?.file ?? "", line: current?.line ?? 1, presence: presence,
            linesBefore: old?.metrics.lines, linesAfter: new?.metrics.lines,
            gainedResponsibilities: newMisplaced.filter { !oldIDs.contains($0.id) }.sorted { $0.id < $1.id },
            lostResponsibilities: oldMisplaced.filter { !newIDs.contains($0.id) }.sorted { $0.id < $1.id },
            newFindings: findings.new, resolvedFindings: findings.resolved)
    }

    /// The findings on each side beyond the other side's count of the same rule, the way a
    /// baseline counts them: renaming or reordering members changes nothing. Which ones are
    /// new (or resolved) is told by members the other side does not list, then by source order.
    private static func unmatchedFindings(old: [Finding], new: [Finding]) -> (new: [Finding], resolved: [Finding]) {
        let oldGroups = Dictionary(grouping: old, by: \.rule)
        let newGroups = Dictionary(grouping: new, by: \.rule)
        var added: [Finding] = []
        var resolved: [Finding] = []
        for rule in Set(oldGroups.keys).union(newGroups.keys) {
            let before = oldGroups[rule] ?? []
            let after = newGroups[rule] ?? []
            added += surplus(of: after, over: before)
            resolved += surplus(of: before, over: after)
        }
        return (added.sorted(by: Finding.sourceOrder), resolved.sorted(by: Finding.sourceOrder))
    }

    /// The findings of `findings` beyond `other`'s count: those on members `other` does not
    /// list first, then the last in source order.
    private static func surplus(of findings: [Finding], over other: [Finding]) -> [Finding] {
        let extra = findings.count - other.count
        guard extra > 0 else { return [] }
        var known = Dictionary(other.map { ($0.member ?? "", 1) }, uniquingKeysWith: +)
        var unknown: [Finding] = []
        var matched: [Finding] = []
        for finding in findings.sorted(by: Finding.sourceOrder) {
            let member = finding.member ?? ""
            if let count = known[member], count > 0 {
                known[member] = count - 1
                matched.append(finding)
            } else {
                unknown.append(finding)
            }
        }
        return Array(unknown.prefix(extra)) + Array(matched.suffix(max(0, extra - unknown.count)))
    }
}
