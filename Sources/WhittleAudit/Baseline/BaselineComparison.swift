/// What got worse since a baseline: findings that are new and controllers that grew.
public struct BaselineComparison: Sendable, Equatable {
    /// A controller that grew past the baseline.
    public struct Growth: Sendable, Equatable, CustomStringConvertible {
        /// The controller's name.
        public var viewController: String
        /// Lines recorded in the baseline.
        public var linesBefore: Int
        /// Lines now.
        public var linesAfter: Int
        /// Misplaced responsibilities it carries now and did not before.
        public var newResponsibilities: [Responsibility]

        /// "ProfileViewController grew from 812 to 905 lines (allowed: 852) and took on alerts".
        public var description: String {
            var parts: [String] = []
            if linesAfter > linesBefore + Baseline.lineSlack(for: linesBefore) {
                parts.append("grew from \(linesBefore) to \(linesAfter) lines (allowed: \(linesBefore + Baseline.lineSlack(for: linesBefore)))")
            }
            if !newResponsibilities.isEmpty {
                parts.append("took on \(newResponsibilities.map(\.id).joined(separator: ", "))")
            }
            return "\(viewController) " + parts.joined(separator: " and ")
        }
    }

    /// Findings with no counterpart in the baseline.
    public var newFindings: [Finding]
    /// Controllers that grew in lines beyond the slack or took on a responsibility.
    public var grownControllers: [Growth]

    /// Whether anything got worse that should fail the audit: a new finding at warning or
    /// error severity, or a grown controller. New notes are informational.
    public var isRegression: Bool {
        newFindings.contains { $0.severity >= .warning } || !grownControllers.isEmpty
    }
}

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
    /// A finding is new when its controller, rule and member occur more often than recorded;
    /// a controller the baseline does not know is new, with all its findings. Controllers
    /// that shrank or disappeared are fine.
    ///
    /// - Parameter report: The later audit.
    /// - Returns: What got worse.
    /// - Complexity: O(*n* log *n*) in the number of findings.
    public func compare(with report: AuditReport) -> BaselineComparison {
        let current = Baseline(report: report)
        var newFindings: [Finding] = []
        var grown: [BaselineComparison.Growth] = []
        for name in current.controllers.keys.sorted() {
            guard let now = current.controllers[name] else { continue }
            let before = controllers[name]
            var remaining: [FindingKey: Int] = [:]
            for key in before?.findings ?? [] { remaining[key, default: 0] += 1 }
            let findings = report.viewControllers.filter { $0.name == name }.flatMap(\.findings).sorted(by: Finding.sourceOrder)
            for finding in findings {
                let key = FindingKey(finding)
                if let left = remaining[key], left > 0 {
                    remaining[key] = left - 1
                } else {
                    newFindings.append(finding)
                }
            }
            guard let before else { continue }
            let added = now.responsibilities.filter { !before.responsibilities.contains($0) }
            if now.lines > before.lines + Self.lineSlack(for: before.lines) || !added.isEmpty {
                grown.append(.init(viewController: name, linesBefore: before.lines, linesAfter: now.lines, newResponsibilities: added))
            }
        }
        return BaselineComparison(newFindings: newFindings, grownControllers: grown)
    }
}
