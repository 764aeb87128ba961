extension Baseline {
    /// How many lines a controller may grow before the baseline fails: 5 % of its recorded
    /// size, at least 10 lines. A bug fix adding a guard or a comment should not break CI;
    /// a new feature written into the controller should.
    ///
    /// - Parameter lines: The recorded lines.
    /// - Returns: The allowed growth in lines.
    public static func lineSlack(for lines: Int) -> Int {
        max(10, lines / 20)
    }

    /// Compares a later audit with this baseline.
    ///
    /// A controller is matched by name and declaration file; when its file is not recorded
    /// (it moved, or the baseline is version 1), by name alone if that is unambiguous. A
    /// finding is new when its controller has more findings of its rule and responsibility
    /// than recorded; which ones are new is told by members the baseline does not list. A
    /// controller the baseline does not know is new, with all its findings. Controllers that
    /// shrank or disappeared are fine.
    ///
    /// - Parameters:
    ///   - report: The later audit.
    ///   - root: The folder the baseline's files are relative to (as when it was written).
    ///   - workingDirectory: The folder relative paths in `report` are relative to.
    /// - Returns: What got worse.
    /// - Complexity: O(*n* log *n*) in the number of findings.
    public func compare(with report: AuditReport, root: String? = nil, workingDirectory: String? = nil) -> BaselineComparison {
        let paths = ReporterOptions(rootDirectory: workingDirectory, basePath: root)
        let current = report.units.sorted { ($0.name, $0.file) < ($1.name, $1.file) }
        let entries = matchedEntries(for: current.map { (name: $0.name, file: paths.repositoryPath($0.file)) })
        var newFindings: [Finding] = []
        var grown: [BaselineComparison.Growth] = []
        for (controller, entry) in zip(current, entries) {
            let recorded = Dictionary(uniqueKeysWithValues: (entry?.findings ?? []).map { ($0.key, $0) })
            for (key, findings) in Dictionary(grouping: controller.findings, by: FindingKey.init).sorted(by: { $0.key < $1.key }) {
                newFindings += Self.unmatched(findings.sorted(by: Finding.sourceOrder), recorded: recorded[key])
            }
            guard let entry else { continue }
            let responsibilities = controller.misplacedResponsibilities.map(\.id).sorted()
            let added = responsibilities.filter { !entry.responsibilities.contains($0) }
            if controller.metrics.lines > entry.lines + Self.lineSlack(for: entry.lines) || !added.isEmpty {
                grown.append(.init(
                    viewController: controller.name, file: controller.file, line: controller.line,
                    linesBefore: entry.lines, linesAfter: controller.metrics.lines, newResponsibilities: added))
            }
        }
        return BaselineComparison(newFindings: newFindings.sorted(by: Finding.sourceOrder), grownControllers: grown)
    }

    /// The recorded entry of each current controller (name, repository-relative file), or
    /// `nil` for a new one: exact name and file first, then, for controllers left over, the
    /// one remaining entry of that name.
    private func matchedEntries(for current: [(name: String, file: String)]) -> [Controller?] {
        var exact: [String: Int] = [:]
        for (index, entry) in controllers.enumerated() where entry.file != nil {
            exact["\(entry.name)\u{0}\(entry.file ?? "")"] = index
        }
        var used = Set<Int>()
        var result: [Controller?] = current.map { controller in
            guard let index = exact["\(controller.name)\u{0}\(controller.file)"] else { return nil }
            used.insert(index)
            return controllers[index]
        }
        let unmatchedByName = Dictionary(grouping: controllers.indices.filter { !used.contains($0) }) { controllers[$0].name }
        let leftOverByName = Dictionary(grouping: current.indices.filter { result[$0] == nil }) { current[$0].name }
        for (name, indices) in leftOverByName {
            guard let candidates = unmatchedByName[name] else { continue }
            if candidates.count == 1, let only = candidates.first, indices.count == 1 || controllers[only].file == nil {
                for index in indices { result[index] = controllers[only] }
            }
        }
        return result
    }

    /// The findings of one kind beyond the recorded count: those on members the baseline does
    /// not list first, then the last in source order.
    private static func unmatched(_ findings: [Finding], recorded: FindingCount?) -> [Finding] {
        let allowed = recorded?.count ?? 0
        guard findings.count > allowed else { return [] }
        var known = Dictionary(grouping: recorded?.members ?? [], by: { $0 }).mapValues(\.count)
        var onKnownMembers: [Finding] = []
        var others: [Finding] = []
        for finding in findings {
            if let member = finding.member, let left = known[member], left > 0 {
                known[member] = left - 1
                onKnownMembers.append(finding)
            } else {
                others.append(finding)
            }
        }
        let extra = findings.count - allowed
        let fresh = Array(others.prefix(extra))
        let fromKnown = extra > fresh.count ? Array(onKnownMembers.suffix(extra - fresh.count)) : []
        return (fresh + fromKnown).sorted(by: Finding.sourceOrder)
    }
}
