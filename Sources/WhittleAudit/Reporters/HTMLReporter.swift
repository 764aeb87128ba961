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

    /// Streams the page section by section, so a large audit's HTML never exists whole.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        let controllers = report.unitsWorstFirst
        let anchors = Self.anchors(for: controllers)
        output.write(Self.pageHead)
        var body = LineSink()
        body.append("<h1>Whittle audit</h1>", to: &output)
        body.append("<p>\(Self.escape(TextFormatting.summary(of: report)))</p>", to: &output)
        if controllers.isEmpty {
            body.append("<p>No view controllers, SwiftUI views or view models found.</p>", to: &output)
        } else {
            body.append(Self.legend, to: &output)
            // The bars and the heat map side by side, wrapping under each other on a narrow window.
            body.append("<div class=\"overview\">", to: &output)
            body.append("<figure class=\"bars\"><figcaption>Lines now and after the prescriptions</figcaption>", to: &output)
            body.append(chart(controllers, anchors: anchors), to: &output)
            body.append("</figure>", to: &output)
            let heatMap = HTMLHeatMap.table(controllers, anchors: anchors)
            if !heatMap.isEmpty {
                body.append("<figure class=\"heat\"><figcaption>Responsibilities per controller: members doing each kind "
                    + "of work, for controllers with work to extract; orange: does not belong in a view controller, "
                    + "green: kept.</figcaption>", to: &output)
                body.append(heatMap, to: &output)
                body.append("</figure>", to: &output)
            }
            body.append("</div>", to: &output)
            for (controller, anchor) in zip(controllers, anchors) {
                body.append(section(for: controller, anchor: anchor), to: &output)
            }
        }
        let diagnostics = report.diagnosticsInOrder
        for (title, skipped) in [("Files not audited", true), ("Comments that silence nothing", false)] {
            let group = diagnostics.filter { $0.isSkippedFile == skipped }
            guard !group.isEmpty else { continue }
            body.append("<h2>\(title)</h2><ul>", to: &output)
            for diagnostic in group {
                let location = options.relativePath(diagnostic.file) + (diagnostic.line.map { ":\($0)" } ?? "")
                body.append("<li><code>\(Self.escape(location))</code> "
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
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 2em auto; padding: 0 1em; max-width: 96em; color: #222; }
        .overview { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .5em; max-width: 36em; }
        code { font-family: ui-monospace, monospace; font-size: .9em; }
        h2 code { font-size: inherit; }
        h2 a.self { color: inherit; text-decoration: none; }
        .legend span { margin-right: 1.2em; }
        .swatch { display: inline-block; width: .9em; height: .9em; margin-right: .3em; vertical-align: -.1em; border-radius: .2em; }
        .chip { display: inline-block; padding: 0 .5em; margin: 0 .3em .3em 0; border-radius: .8em; background: #fde2c8; }
        .kept { background: #d8f0d8; }
        .error { color: #b00020; } .warning { color: #9a6700; } .note { color: #0969da; }
        svg text { font: 11px ui-monospace, monospace; }
        """ + "\n" + HTMLHeatMap.style + """

        </style>
        </head>
        <body>

        """

    /// The newline after the body, and the rest of the page.
    private static let pageTail = "\n</body>\n</html>\n"

    /// What the chart's bars and the chips' colours mean.
    private static let legend = "<p class=\"legend\">"
        + "<span><span class=\"swatch\" style=\"background:#f4a261\"></span>lines now</span>"
        + "<span><span class=\"swatch\" style=\"background:#2a9d8f\"></span>estimated lines after the prescriptions</span>"
        + "<span><span class=\"chip\">misplaced responsibility</span></span>"
        + "<span><span class=\"chip kept\">kept responsibility</span></span>"
        + "<span>hover a chip for its members; click a name to jump to it</span></p>"

    /// A unique `id` per controller for links: `vc-` and its name (letters, digits, `-`,
    /// `_`, `.`; anything else becomes `-`), with `-2`, `-3`… for repeated names.
    static func anchors(for controllers: [ViewControllerReport]) -> [String] {
        var seen: [String: Int] = [:]
        return controllers.map { controller in
            let name = String(controller.name.unicodeScalars.map { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)))
                    ? Character(scalar) : "-"
            })
            let base = "vc-" + name
            seen[base, default: 0] += 1
            let count = seen[base] ?? 1
            return count == 1 ? base : "\(base)-\(count)"
        }
    }

    /// One bar per controller: today's lines in orange, the estimate after extraction in green.
    private func chart(_ controllers: [ViewControllerReport], anchors: [String]) -> String {
        let rowHeight = 22
        // 11 px monospace is under 7 px a character: long names get the room they need.
        let labelWidth = max(200, (controllers.map(\.name.count).max() ?? 0) * 7 + 12)
        let barWidth = 180
        let longest = max(1, controllers.map(\.metrics.lines).max() ?? 1)
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"Lines per view controller, now and after extraction\" "
                + "width=\"\(labelWidth + barWidth + 70)\" height=\(quote(controllers.count * rowHeight + 10))>"
        ]
        for (index, (controller, anchor)) in zip(controllers, anchors).enumerated() {
            let y = index * rowHeight + 5
            let now = controller.metrics.lines * barWidth / longest
            let after = controller.estimatedLinesAfter * barWidth / longest
            parts.append("<a href=\"#\(anchor)\"><text x=\"0\" y=\(quote(y + 14))>\(Self.escape(controller.name))</text></a>")
            parts.append("<rect x=\(quote(labelWidth)) y=\(quote(y)) width=\(quote(now)) height=\"18\" fill=\"#f4a261\"/>")
            parts.append("<rect x=\(quote(labelWidth)) y=\(quote(y + 5)) width=\(quote(after)) height=\"8\" fill=\"#2a9d8f\"/>")
            parts.append("<text x=\(quote(labelWidth + now + 6)) y=\(quote(y + 14))>"
                + "\(controller.metrics.lines) → \(controller.estimatedLinesAfter)</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private func section(for controller: ViewControllerReport, anchor: String) -> String {
        var parts = ["<h2 id=\"\(anchor)\"><a class=\"self\" href=\"#\(anchor)\"><code>\(Self.escape(controller.name))</code></a>"
            + (controller.kind == .viewController ? "" : " \(controller.kind.noun)") + "</h2>"]
        parts.append("<p><code>\(Self.escape(options.relativePath(controller.file))):\(controller.line)</code> · "
            + "\(controller.metrics.lines) lines · \(controller.metrics.methods) methods · "
            + "CAMC \(TextFormatting.decimal(controller.metrics.cohesion))</p>")
        parts.append("<p>" + controller.responsibilitiesMisplacedFirst.map { responsibility in
            "<span class=\"chip\(responsibility.id.isKept(in: controller.kind) ? " kept" : "")\" title=\(quote(Self.escape(responsibility.members.joined(separator: ", "))))>"
                + "\(Self.escape(responsibility.id.id))</span>"
        }.joined() + "</p>")
        if !controller.findings.isEmpty {
            parts.append("<ul>")
            for finding in controller.findings.sorted(by: Finding.sourceOrder) {
                parts.append("<li><span class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
                    + "<code title=\(quote(Self.escape(finding.rule.summary)))>\(Self.escape(finding.rule.rawValue))</code> "
                    + "line \(finding.line): \(Self.escape(finding.message))</li>")
            }
            parts.append("</ul>")
        }
        if !controller.prescriptions.isEmpty {
            parts.append("<ol>")
            for prescription in controller.prescriptionsInOrder {
                parts.append("<li>Extract <code>\(Self.escape(prescription.responsibility.id))</code> into "
                    + "\(Self.escape(prescription.suggestedType)) (\(Self.escape(TextFormatting.role(of: prescription)))): "
                    + "\(Self.escape(TextFormatting.moves(prescription))) "
                    + "(−\(prescription.linesMoved) lines)"
                    + (prescription.buildingBlock == nil ? "; " + Self.escape(TextFormatting.noBuildingBlock(prescription)) : "")
                    + "</li>")
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
