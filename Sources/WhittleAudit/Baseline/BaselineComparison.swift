/// What got worse since a baseline: findings that are new and controllers that grew.
public struct BaselineComparison: Sendable, Equatable {
    /// A controller that grew past the baseline.
    public struct Growth: Sendable, Equatable, CustomStringConvertible {
        /// The controller's name.
        public var viewController: String
        /// The file of its declaration, as the report has it.
        public var file: String
        /// The line of its declaration.
        public var line: Int
        /// Lines recorded in the baseline.
        public var linesBefore: Int
        /// Lines now.
        public var linesAfter: Int
        /// Misplaced responsibilities it carries now and did not before.
        public var newResponsibilities: [Responsibility]

        /// Creates a growth record.
        public init(
            viewController: String, file: String, line: Int, linesBefore: Int, linesAfter: Int,
            newResponsibilities: [Responsibility]
        ) {
            self.viewController = viewController
            self.file = file
            self.line = line
            self.linesBefore = linesBefore
            self.linesAfter = linesAfter
            self.newResponsibilities = newResponsibilities
        }

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

        /// The growth as a finding of ``RuleID/grewSinceBaseline`` at error severity, at the
        /// controller's declaration, so every report format shows why the audit failed.
        public var finding: Finding {
            Finding(
                rule: .grewSinceBaseline, severity: .error,
                message: "\(description) since the baseline: extract the new work, or record a new baseline "
                    + "with --write-baseline if this is intended.",
                viewController: viewController, file: file, line: line)
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
