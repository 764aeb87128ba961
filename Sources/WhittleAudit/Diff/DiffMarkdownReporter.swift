/// Writes a ``ReportDiff`` as Markdown for a pull-request comment: a headline that says
/// whether anything got worse, a table of the controllers that changed, then what each one
/// took on or shed, finding by finding.
///
/// ```markdown
/// ## Whittle: 1 view controller got worse
///
/// | Change | View controller | Lines | Misplaced responsibilities | Findings |
/// |---|---|--:|---|---|
/// | **worse** | `ProfileViewController` | 480 → 531 (+51) | +`alerts` | +1 error |
/// ```
public struct DiffMarkdownReporter: Sendable {
    /// Controllers listed in the table and in detail; the rest are counted.
    public static let maximumRows = 50

    /// Creates a reporter.
    public init() {}

    /// Writes `diff` to `output`, ending with a newline.
    public func write<Output: TextOutputStream>(_ diff: ReportDiff, to output: inout Output) {
        var sink = LineSink()
        sink.append(contentsOf: [Self.headline(diff), ""], to: &output)
        if diff.controllers.isEmpty {
            sink.append("No view controller changed (\(diff.unchangedCount) compared).", to: &output)
        } else {
            let listed = Array(diff.controllers.prefix(Self.maximumRows))
            sink.append("| Change | View controller | Lines | Misplaced responsibilities | Findings |", to: &output)
            sink.append("|---|---|--:|---|---|", to: &output)
            for controller in listed {
                let cells = [
                    Self.change(controller), "`\(controller.name)`", Self.lines(controller),
                    Self.responsibilities(controller), Self.findings(controller),
                ]
                sink.append("| " + cells.map(MarkdownReporter.escapeCell).joined(separator: " | ") + " |", to: &output)
            }
            if diff.controllers.count > listed.count {
                sink.append(contentsOf: ["", "… and \(diff.controllers.count - listed.count) more changed view controllers."],
                            to: &output)
            }
            for controller in listed where Self.hasDetails(controller) {
                sink.append(contentsOf: details(controller), to: &output)
            }
        }
        sink.append(contentsOf: ["", Self.totals(diff)], to: &output)
        sink.finish(&output)
    }

    /// The whole text, for tests and small diffs.
    public func render(_ diff: ReportDiff) -> String {
        var text = ""
        write(diff, to: &text)
        return text
    }

    private static func headline(_ diff: ReportDiff) -> String {
        let worse = diff.worse.count
        let better = diff.controllers.count { !$0.isWorse && ($0.presence == .removed || $0.lineChange < 0
            || !$0.lostResponsibilities.isEmpty || !$0.resolvedFindings.isEmpty) }
        var parts: [String] = []
        if worse > 0 { parts.append("\(worse) view controller\(worse == 1 ? "" : "s") got worse") }
        if better > 0 { parts.append("\(better) \(worse > 0 ? "" : "view controller\(better == 1 ? " " : "s ")")improved") }
        return "## Whittle: " + (parts.isEmpty ? "nothing got worse" : parts.joined(separator: ", "))
    }

    private static func change(_ controller: ControllerDiff) -> String {
        switch controller.presence {
        case .added: controller.isWorse ? "**new, worse**" : "new"
        case .removed: "removed"
        case .kept: controller.isWorse ? "**worse**" : "changed"
        }
    }

    private static func lines(_ controller: ControllerDiff) -> String {
        switch (controller.linesBefore, controller.linesAfter) {
        case (let before?, let after?):
            before == after ? "\(after)" : "\(before) → \(after) (\(signed(after - before)))"
        case (nil, let after?): "\(after)"
        case (let before?, nil): "\(before) → 0"
        case (nil, nil): ""
        }
    }

    private static func responsibilities(_ controller: ControllerDiff) -> String {
        if controller.presence == .removed { return "" }
        let parts = controller.gainedResponsibilities.map { "+`\($0.id.id)`" }
            + controller.lostResponsibilities.map { "−`\($0.id.id)`" }
        return parts.isEmpty ? "" : parts.joined(separator: ", ")
    }

    private static func findings(_ controller: ControllerDiff) -> String {
        var parts: [String] = []
        for severity in Severity.allCases.reversed() {
            let count = controller.newFindings.count { $0.severity == severity }
            if count > 0 { parts.append("+\(count) \(severity.rawValue)\(count == 1 ? "" : "s")") }
        }
        if !controller.resolvedFindings.isEmpty { parts.append("−\(controller.resolvedFindings.count) resolved") }
        return parts.joined(separator: ", ")
    }

    /// Whether the controller gets a section; a removed one only has its row.
    private static func hasDetails(_ controller: ControllerDiff) -> Bool {
        controller.presence != .removed && (!controller.gainedResponsibilities.isEmpty || !controller.lostResponsibilities.isEmpty
            || !controller.newFindings.isEmpty || !controller.resolvedFindings.isEmpty)
    }

    private func details(_ controller: ControllerDiff) -> [String] {
        var lines = ["", "### `\(controller.name)` (`\(controller.file):\(controller.line)`)", ""]
        for responsibility in controller.gainedResponsibilities {
            let members = responsibility.members.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("- took on `\(responsibility.id.id)`" + (members.isEmpty ? "" : " in \(members)"))
        }
        for responsibility in controller.lostResponsibilities {
            lines.append("- no longer does `\(responsibility.id.id)`")
        }
        for finding in controller.newFindings {
            lines.append("- new **\(finding.severity.rawValue)** `\(finding.rule)`" + Self.member(finding)
                + " at line \(finding.line): \(finding.message)")
        }
        for finding in controller.resolvedFindings {
            lines.append("- resolved \(finding.severity.rawValue) `\(finding.rule)`" + Self.member(finding))
        }
        return lines
    }

    private static func member(_ finding: Finding) -> String {
        finding.member.map { " in `\($0)`" } ?? ""
    }

    private static func totals(_ diff: ReportDiff) -> String {
        let before = diff.totalsBefore
        let after = diff.totalsAfter
        func pair(_ old: Int, _ new: Int) -> String { old == new ? "\(new)" : "\(old) → \(new)" }
        return "View controllers: \(pair(before.controllers, after.controllers)); "
            + "their lines: \(pair(before.lines, after.lines)); "
            + "misplaced responsibilities: \(pair(before.misplacedResponsibilities, after.misplacedResponsibilities)); "
            + "findings: \(pair(before.findings, after.findings)). "
            + "\(diff.unchangedCount) unchanged."
    }

    private static func signed(_ value: Int) -> String {
        value > 0 ? "+\(value)" : "−\(-value)"
    }
}
