/// The default report for a person at a terminal: a summary table with the worst controller
/// first, then each controller's misplaced responsibilities, errors and prescriptions. With
/// ``ReporterOptions/verbose``, every controller with all its responsibilities, all their
/// members and evidence, and every finding: nothing is cut, since that is what it is for.
///
/// Colour is used only when ``ReporterOptions/colors`` is set; the caller decides that from the
/// terminal, `--color` and `NO_COLOR`.
public struct TextReporter: Reporter {
    /// How many members the brief report names per responsibility before "(+N more)".
    static let membersShown = 6

    let options: ReporterOptions
    private var style: ANSIStyle { ANSIStyle(enabled: options.colors) }

    /// Creates a text reporter.
    ///
    /// - Parameter options: Colour and path settings.
    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    /// Streams the report controller by controller, so a large audit's text never exists whole.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        var sink = LineSink()
        let controllers = report.unitsWorstFirst
        if controllers.isEmpty {
            sink.append("No view controllers, SwiftUI views or view models found.", to: &output)
        } else {
            sink.append(contentsOf: summaryTable(controllers), to: &output)
            for controller in controllers {
                let lines = options.verbose ? details(of: controller) : brief(of: controller)
                guard !lines.isEmpty else { continue }
                sink.append("", to: &output)
                sink.append(contentsOf: lines, to: &output)
            }
        }
        let diagnostics = report.diagnosticsInOrder
        for (title, skipped) in [("Files not audited", true), ("Comments that silence nothing", false)] {
            let group = diagnostics.filter { $0.isSkippedFile == skipped }
            guard !group.isEmpty else { continue }
            sink.append("", to: &output)
            sink.append(style.bold(title), to: &output)
            for diagnostic in group {
                let location = options.relativePath(diagnostic.file) + (diagnostic.line.map { ":\($0)" } ?? "")
                sink.append("  \(location): \(diagnostic.kind.rawValue): \(diagnostic.message)", to: &output)
            }
        }
        sink.append("", to: &output)
        sink.append(TextFormatting.summary(of: report), to: &output)
        if !options.verbose && !controllers.isEmpty {
            sink.append(style.dim("Evidence, kept responsibilities and warnings per controller: --verbose."), to: &output)
        }
        sink.finish(&output)
    }

    /// The short form: a controller's misplaced responsibilities with their members, its
    /// errors and its prescriptions; nothing for a controller without findings (a lean one,
    /// or, with a baseline, one with nothing new).
    private func brief(of controller: ViewControllerReport) -> [String] {
        guard !controller.findings.isEmpty else { return [] }
        let misplaced = controller.responsibilitiesMisplacedFirst.filter { !$0.id.isKept(in: controller.kind) }
        let errors = controller.findings.filter { $0.severity == .error }.sorted(by: Finding.sourceOrder)
        var lines = [style.bold(controller.name) + "  " + style.dim("\(options.relativePath(controller.file)):\(controller.line)")]
        let warnings = controller.findings.count { $0.severity == .warning }
        lines.append("  " + [
            "\(controller.metrics.lines) lines", TextFormatting.plural(misplaced.count, "misplaced responsibility", "misplaced responsibilities"),
            TextFormatting.plural(errors.count, "error"), TextFormatting.plural(warnings, "warning"),
        ].joined(separator: " · "))
        if !misplaced.isEmpty {
            lines.append("  Misplaced responsibilities")
            for responsibility in misplaced {
                lines.append("    \(style.yellow("✗")) \(responsibility.id.id): \(members(of: responsibility))")
            }
        }
        if !errors.isEmpty {
            lines.append("  Errors")
            lines += errors.flatMap { describe($0) }
        }
        lines += prescriptions(of: controller)
        return lines
    }

    private func summaryTable(_ controllers: [ViewControllerReport]) -> [String] {
        let onlyControllers = controllers.allSatisfy { $0.kind == .viewController }
        let nameWidth = max(14, controllers.map(\.labelledName.count).max() ?? 0)
        let header = TextFormatting.padRight(onlyControllers ? "VIEW CONTROLLER" : "TYPE", nameWidth + 1) + "  LINES  MISPLACED  ERRORS  WARNINGS  AFTER"
        var lines = [style.bold(header)]
        for controller in controllers {
            let errors = controller.findings.count { $0.severity == .error }
            let warnings = controller.findings.count { $0.severity == .warning }
            let name = TextFormatting.padRight(controller.labelledName + (controller.isAssumed ? "*" : ""), nameWidth + 1)
            let row = "\(name)  \(TextFormatting.padLeft("\(controller.metrics.lines)", 5))  "
                + "\(TextFormatting.padLeft("\(controller.misplacedResponsibilities.count)", 9))  "
                + "\(TextFormatting.padLeft("\(errors)", 6))  \(TextFormatting.padLeft("\(warnings)", 8))  "
                + TextFormatting.padLeft("\(controller.estimatedLinesAfter)", 5)
            lines.append(errors > 0 ? style.red(row) : row)
        }
        if controllers.contains(where: \.isAssumed) {
            lines.append(style.dim("* assumed a view controller: its base class was not found but its name ends in ViewController"))
        }
        return lines
    }

    private func details(of controller: ViewControllerReport) -> [String] {
        var lines: [String] = []
        lines.append(style.bold(controller.name) + "  " + style.dim("\(options.relativePath(controller.file)):\(controller.line)"))
        if !controller.superclassChain.isEmpty {
            lines.append("  inherits: " + controller.superclassChain.joined(separator: " → "))
        }
        if controller.files.count > 1 {
            let shares = controller.files.map { "\(options.relativePath($0.file)) (\($0.lines))" }
            lines.append("  files: " + shares.joined(separator: ", "))
        }
        let metrics = controller.metrics
        var measures = [
            "\(metrics.lines) lines", "\(metrics.methods) methods", "\(metrics.storedProperties) stored properties",
            "\(metrics.markSections) MARK sections", "\(metrics.delegateConformances) delegate conformances",
            "\(metrics.ibActions) IBActions", "CAMC \(TextFormatting.decimal(metrics.cohesion))",
        ]
        if metrics.massiveByHabchi { measures.append("massive by Habchi et al.") }
        lines.append("  " + measures.joined(separator: " · "))

        if !controller.responsibilities.isEmpty {
            lines.append("  Responsibilities")
            for responsibility in controller.responsibilitiesMisplacedFirst {
                lines += describe(responsibility, in: controller.kind)
            }
        }
        if !controller.findings.isEmpty {
            lines.append("  Findings")
            lines += controller.findings.sorted(by: Finding.sourceOrder).flatMap { describe($0) }
        }
        lines += prescriptions(of: controller)
        return lines
    }

    private func describe(_ finding: Finding) -> [String] {
        let location = "\(options.relativePath(finding.file)):\(finding.line):\(finding.column)"
        let severity = style.severity(finding.severity, TextFormatting.padRight(finding.severity.rawValue, 7))
        return ["    \(severity) \(finding.rule)  \(style.dim(location))", "            \(finding.message)"]
    }

    private func prescriptions(of controller: ViewControllerReport) -> [String] {
        guard !controller.prescriptions.isEmpty else { return [] }
        var lines = ["  Prescriptions"]
        for prescription in controller.prescriptionsInOrder {
            lines.append("    \(style.green("→")) \(prescription.responsibility.id): extract into \(prescription.suggestedType)"
                + " (\(TextFormatting.role(of: prescription)), −\(prescription.linesMoved) lines)")
            if prescription.buildingBlock == nil { lines.append("        " + TextFormatting.noBuildingBlock(prescription)) }
            if let uses = prescription.alreadyUses {
                lines.append("        already uses \(uses.joined(separator: ", ")): the new type keeps using \(uses.count == 1 ? "it" : "them")"
                    + " and takes what is left around \(uses.count == 1 ? "it" : "them")")
            }
            lines.append("        moves: " + TextFormatting.moves(prescription))
        }
        lines.append("  Estimated size after: \(controller.metrics.lines) → \(controller.estimatedLinesAfter) lines")
        return lines
    }

    private func members(of responsibility: ResponsibilityReport) -> String {
        responsibility.members.prefix(Self.membersShown).joined(separator: ", ")
            + (responsibility.members.count > Self.membersShown ? " (+\(responsibility.members.count - Self.membersShown) more)" : "")
    }

    private func describe(_ responsibility: ResponsibilityReport, in kind: UnitKind) -> [String] {
        let isKept = responsibility.id.isKept(in: kind)
        let mark = isKept ? style.green("✓") : style.yellow("✗")
        let kept = isKept ? " (kept)" : ""
        var lines = ["    \(mark) \(responsibility.id.id)\(kept): \(responsibility.members.joined(separator: ", "))"]
        let evidence = responsibility.evidence.sorted { ($0.file, $0.line, $0.token) < ($1.file, $1.line, $1.token) }
        for item in evidence {
            let location = style.dim("\(options.relativePath(item.file)):\(item.line)")
            lines.append("        \(location) \(item.member): `\(item.token)` — \(item.reason)")
        }
        return lines
    }
}
