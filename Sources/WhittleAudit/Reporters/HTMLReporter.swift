/// A self-contained HTML page: a bar chart of lines before and after extraction per
/// controller, the misplaced responsibilities as coloured chips, and the findings. No scripts,
/// no external files: the page can be attached to a CI run or mailed as is.
public struct HTMLReporter: Reporter {
    let options: ReporterOptions

    /// Creates an HTML reporter.
    ///
    /// - Parameter options: Path settings.
    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    public func render(_ report: AuditReport) -> String {
        var text = ""
        write(report, to: &text)
        return text
    }

    /// Streams the page section by section, so a large audit's HTML never exists whole.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        let controllers = report.controllersWorstFirst
        output.write(Self.pageHead)
        var body = LineSink()
        body.append("<h1>Whittle audit</h1>", to: &output)
        body.append("<p>\(Self.escape(TextFormatting.summary(of: report)))</p>", to: &output)
        if controllers.isEmpty {
            body.append("<p>No view controllers found.</p>", to: &output)
        } else {
            body.append(chart(controllers), to: &output)
            for controller in controllers {
                body.append(section(for: controller), to: &output)
            }
        }
        if !report.diagnostics.isEmpty {
            body.append("<h2>Files not audited</h2><ul>", to: &output)
            for diagnostic in report.diagnosticsInOrder {
                body.append("<li><code>\(Self.escape(options.relativePath(diagnostic.file)))</code> "
                    + "(\(Self.escape(diagnostic.kind.rawValue))): \(Self.escape(diagnostic.message))</li>", to: &output)
            }
            body.append("</ul>", to: &output)
        }
        output.write(Self.pageTail)
    }

    /// The page up to and including `<body>` and its newline.
    private static let pageHead = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Whittle audit</title>
        <style>
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 2em auto; max-width: 60em; color: #222; }
        code { font: 12px ui-monospace, monospace; }
        .chip { display: inline-block; padding: 0 .5em; margin: 0 .3em .3em 0; border-radius: .8em; background: #fde2c8; }
        .kept { background: #d8f0d8; }
        .error { color: #b00020; } .warning { color: #9a6700; } .note { color: #0969da; }
        svg text { font: 11px ui-monospace, monospace; }
        </style>
        </head>
        <body>

        """

    /// The newline after the body, and the rest of the page.
    private static let pageTail = "\n</body>\n</html>\n"

    /// One bar per controller: today's lines in orange, the estimate after extraction in green.
    private func chart(_ controllers: [ViewControllerReport]) -> String {
        let rowHeight = 22
        let labelWidth = 260
        let barWidth = 420
        let longest = max(1, controllers.map(\.metrics.lines).max() ?? 1)
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"Lines per view controller, now and after extraction\" "
                + "width=\"\(labelWidth + barWidth + 80)\" height=\(quote(controllers.count * rowHeight + 10))>"
        ]
        for (index, controller) in controllers.enumerated() {
            let y = index * rowHeight + 5
            let now = controller.metrics.lines * barWidth / longest
            let after = controller.estimatedLinesAfter * barWidth / longest
            parts.append("<text x=\"0\" y=\(quote(y + 14))>\(Self.escape(controller.name))</text>")
            parts.append("<rect x=\(quote(labelWidth)) y=\(quote(y)) width=\(quote(now)) height=\"18\" fill=\"#f4a261\"/>")
            parts.append("<rect x=\(quote(labelWidth)) y=\(quote(y + 5)) width=\(quote(after)) height=\"8\" fill=\"#2a9d8f\"/>")
            parts.append("<text x=\(quote(labelWidth + now + 6)) y=\(quote(y + 14))>"
                + "\(controller.metrics.lines) → \(controller.estimatedLinesAfter)</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private func section(for controller: ViewControllerReport) -> String {
        var parts = ["<h2><code>\(Self.escape(controller.name))</code></h2>"]
        parts.append("<p><code>\(Self.escape(options.relativePath(controller.file))):\(controller.line)</code> · "
            + "\(controller.metrics.lines) lines · \(controller.metrics.methods) methods · "
            + "CAMC \(TextFormatting.decimal(controller.metrics.cohesion))</p>")
        parts.append("<p>" + controller.responsibilitiesMisplacedFirst.map { responsibility in
            "<span class=\"chip\(responsibility.id.isKept ? " kept" : "")\" title=\(quote(Self.escape(responsibility.members.joined(separator: ", ")))))>"
                + "\(Self.escape(responsibility.id.id))</span>"
        }.joined() + "</p>")
        if !controller.findings.isEmpty {
            parts.append("<ul>")
            for finding in controller.findings.sorted(by: Finding.sourceOrder) {
                parts.append("<li><span class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
                    + "<code>\(Self.escape(finding.rule.rawValue))</code> line \(finding.line): \(Self.escape(finding.message))</li>")
            }
            parts.append("</ul>")
        }
        if !controller.prescriptions.isEmpty {
            parts.append("<ol>")
            for prescription in controller.prescriptionsInOrder {
                parts.append("<li>Extract <code>\(Self.escape(prescription.responsibility.id))</code> into "
                    + "\(Self.escape(prescription.suggestedType)): \(Self.escape(TextFormatting.moves(prescription))) "
                    + "(−\(prescription.linesMoved) lines)</li>")
            }
            parts.append("</ol>")
        }
        return parts.joined(separator: "\n")
    }

    private func quote(_ value: Int) -> String { "\"\(value)\"" }
    private func quote(_ value: String) -> String { "\"\(value)\"" }

    /// Escapes text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        escaper.escape(text)
    }

    private static let escaper = ASCIIEscaper(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
}
