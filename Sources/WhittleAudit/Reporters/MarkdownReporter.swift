/// A Markdown summary for pull-request comments and wikis: a table of controllers worst
/// first, then a section per controller with its misplaced responsibilities, findings and
/// prescriptions.
///
/// It fits a pull-request comment: the table lists the ``summaryRows`` worst controllers,
/// and sections follow, worst first, while the text stays within ``commentLimit`` bytes; a
/// last line says how many were left out. ``ReporterOptions/verbose`` lifts both limits;
/// ``ReporterOptions/summaryOnly`` keeps only the table.
public struct MarkdownReporter: Reporter {
    /// Controllers listed in the table.
    public static let summaryRows = 50
    /// The size the report keeps within, in UTF-8 bytes: GitHub takes comments of up to
    /// 65,536 characters, and this leaves room for text a workflow adds around the report.
    public static let commentLimit = 60_000
    /// What the closing lines may take, kept free while sections are added.
    private static let closingReserve = 2_000

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
        let controllers = report.unitsWorstFirst
        if controllers.isEmpty {
            sink.append("No view controllers, SwiftUI views or view models found.", to: &output)
        } else {
            let onlyControllers = controllers.allSatisfy { $0.kind == .viewController }
            sink.append("| \(onlyControllers ? "View controller" : "Type") | Lines | Misplaced | Errors | Warnings | Lines after | File |", to: &output)
            sink.append("|---|--:|--:|--:|--:|--:|---|", to: &output)
            let listed = options.verbose ? controllers : Array(controllers.prefix(Self.summaryRows))
            for controller in listed {
                let cells = [
                    "`\(controller.name)`" + controller.kindLabel,
                    "\(controller.metrics.lines)", "\(controller.misplacedResponsibilities.count)",
                    "\(controller.findings.count { $0.severity == .error })",
                    "\(controller.findings.count { $0.severity == .warning })", "\(controller.estimatedLinesAfter)",
                    "`\(options.relativePath(controller.file)):\(controller.line)`",
                ]
                sink.append("| " + cells.map(Self.escapeCell).joined(separator: " | ") + " |", to: &output)
            }
            if controllers.count > listed.count {
                sink.append(contentsOf: ["", "… and \(controllers.count - listed.count) more view controllers."], to: &output)
            }
            if options.summaryOnly {
                sink.append(contentsOf: [
                    "", "Findings, prescriptions and evidence: `whittle audit --format markdown` (without `--summary`), "
                        + "`--format html` or `--format text --verbose`.",
                ], to: &output)
            } else {
                var leftOut = 0
                for controller in controllers {
                    let lines = section(for: controller)
                    let size = lines.reduce(0) { $0 + $1.utf8.count + 1 }
                    if !options.verbose && (leftOut > 0 || sink.bytesWritten + size + Self.closingReserve > Self.commentLimit) {
                        leftOut += 1
                        continue
                    }
                    sink.append(contentsOf: lines, to: &output)
                }
                if leftOut > 0 {
                    sink.append(contentsOf: [
                        "", "The details of \(leftOut) more view controllers are left out to fit a pull-request comment: "
                            + "`--verbose` prints them all, `--format html` shows everything.",
                    ], to: &output)
                }
            }
        }
        let diagnostics = report.diagnosticsInOrder
        for (title, skipped) in [("Files not audited", true), ("Comments that silence nothing", false)] {
            let group = diagnostics.filter { $0.isSkippedFile == skipped }
            guard !group.isEmpty else { continue }
            sink.append(contentsOf: ["", "## \(title)", ""], to: &output)
            for (index, diagnostic) in group.enumerated() {
                let location = options.relativePath(diagnostic.file) + (diagnostic.line.map { ":\($0)" } ?? "")
                let line = "- `\(location)` (\(diagnostic.kind.rawValue)): \(diagnostic.message)"
                if !options.verbose && sink.bytesWritten + line.utf8.count + Self.closingReserve / 2 > Self.commentLimit {
                    sink.append("- … and \(group.count - index) more (`--verbose` lists them all)", to: &output)
                    break
                }
                sink.append(line, to: &output)
            }
        }
        sink.finish(&output)
    }

    private func section(for controller: ViewControllerReport) -> [String] {
        var lines = ["", "## `\(controller.name)`" + controller.kindLabel, ""]
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
                    + "(\(TextFormatting.role(of: prescription))): move \(TextFormatting.moves(prescription) { "`\($0)`" })"
                    + " (−\(prescription.linesMoved) lines)"
                    + (prescription.buildingBlock == nil ? "; " + TextFormatting.noBuildingBlock(prescription) : ""))
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
