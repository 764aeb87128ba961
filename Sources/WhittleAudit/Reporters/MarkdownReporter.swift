/// A Markdown summary for pull-request comments and wikis: a table of controllers worst
/// first, then a section per controller with its misplaced responsibilities, findings and
/// prescriptions. With ``ReporterOptions/summaryOnly``, only the table, cut at
/// ``summaryRows`` controllers, so the comment stays within what a pull request shows.
public struct MarkdownReporter: Reporter {
    /// Controllers listed in the summary-only table.
    public static let summaryRows = 50

    let options: ReporterOptions

    /// Creates a Markdown reporter.
    ///
    /// - Parameter options: Path settings.
    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    /// Streams the report controller by controller, so a large audit's text never exists whole.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        var sink = LineSink()
        sink.append(contentsOf: ["# Whittle audit", "", TextFormatting.summary(of: report), ""], to: &output)
        let controllers = report.controllersWorstFirst
        if controllers.isEmpty {
            sink.append("No view controllers found.", to: &output)
        } else {
            sink.append("| View controller | Lines | Misplaced | Errors | Warnings | Lines after | File |", to: &output)
            sink.append("|---|--:|--:|--:|--:|--:|---|", to: &output)
            let listed = options.summaryOnly ? Array(controllers.prefix(Self.summaryRows)) : controllers
            for controller in listed {
                let cells = [
                    "`\(controller.name)`", "\(controller.metrics.lines)", "\(controller.misplacedResponsibilities.count)",
                    "\(controller.findings.count { $0.severity == .error })",
                    "\(controller.findings.count { $0.severity == .warning })", "\(controller.estimatedLinesAfter)",
                    "`\(options.relativePath(controller.file)):\(controller.line)`",
                ]
                sink.append("| " + cells.map(Self.escapeCell).joined(separator: " | ") + " |", to: &output)
            }
            if options.summaryOnly {
                if controllers.count > listed.count {
                    sink.append(contentsOf: ["", "… and \(controllers.count - listed.count) more view controllers."], to: &output)
                }
                sink.append(contentsOf: [
                    "", "Findings, prescriptions and evidence: `whittle audit --format markdown` (without `--summary`), "
                        + "`--format html` or `--format text --verbose`.",
                ], to: &output)
            } else {
                for controller in controllers {
                    sink.append(contentsOf: section(for: controller), to: &output)
                }
            }
        }
        let diagnostics = report.diagnosticsInOrder
        for (title, skipped) in [("Files not audited", true), ("Comments that silence nothing", false)] {
            let group = diagnostics.filter { $0.isSkippedFile == skipped }
            guard !group.isEmpty else { continue }
            sink.append(contentsOf: ["", "## \(title)", ""], to: &output)
            for diagnostic in group {
                let location = options.relativePath(diagnostic.file) + (diagnostic.line.map { ":\($0)" } ?? "")
                sink.append("- `\(location)` (\(diagnostic.kind.rawValue)): \(diagnostic.message)", to: &output)
            }
        }
        sink.finish(&output)
    }

    private func section(for controller: ViewControllerReport) -> [String] {
        var lines = ["", "## `\(controller.name)`", ""]
        let metrics = controller.metrics
        lines.append("\(metrics.lines) lines, \(metrics.methods) methods, \(metrics.storedProperties) stored properties, "
            + "CAMC \(TextFormatting.decimal(metrics.cohesion))"
            + (metrics.massiveByHabchi ? "; massive by Habchi et al." : "") + ".")
        let misplaced = controller.misplacedResponsibilities.sorted { $0.id < $1.id }
        if !misplaced.isEmpty {
            lines += ["", "**Responsibilities that do not belong**", ""]
            for responsibility in misplaced {
                let members = responsibility.members.map { "`\($0)`" }.joined(separator: ", ")
                lines.append("- `\(responsibility.id.id)`: \(members)")
            }
        }
        if !controller.findings.isEmpty {
            lines += ["", "**Findings**", ""]
            for finding in controller.findings.sorted(by: Finding.sourceOrder) {
                lines.append("- **\(finding.severity.rawValue)** `\(finding.rule)` at "
                    + "`\(options.relativePath(finding.file)):\(finding.line)`: \(finding.message)")
            }
        }
        if !controller.prescriptions.isEmpty {
            lines += ["", "**Prescriptions**", ""]
            for prescription in controller.prescriptionsInOrder {
                lines.append("- `\(prescription.responsibility.id)` → \(prescription.suggestedType) "
                    + "(\(prescription.role.rawValue)): move \(TextFormatting.moves(prescription) { "`\($0)`" })"
                    + " (−\(prescription.linesMoved) lines)")
            }
            lines += ["", "Estimated size after: \(metrics.lines) → \(controller.estimatedLinesAfter) lines."]
        }
        return lines
    }

    /// Keeps a cell inside its column: pipes and line breaks would split the table.
    static func escapeCell(_ text: String) -> String {
        cellEscaper.escape(text)
    }

    private static let cellEscaper = ASCIIEscaper(["|": "\\|", "\n": " ", "\r": " "])
}
