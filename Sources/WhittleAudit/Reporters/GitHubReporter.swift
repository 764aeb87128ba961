/// GitHub Actions workflow commands (`::warning file=…,line=…,col=…,title=…::message`) that
/// show findings as annotations on a pull request's diff.
///
/// GitHub shows at most ``annotationLimit`` annotations of each severity per step, so the
/// output starts with one summary notice (the counts, and how many findings are not
/// annotated), then annotates errors, warnings and notes in that order up to the limit each;
/// the findings beyond it are listed as plain lines in a collapsed group of the step's log.
///
/// Properties and messages are escaped as the runner requires: `%`, `\r` and `\n` everywhere,
/// and `:` and `,` inside properties, so a message can never end the command early.
public struct GitHubReporter: Reporter {
    /// How many annotations of one severity GitHub shows per step.
    public static let annotationLimit = 10

    let options: ReporterOptions
    let limit: Int

    /// Creates a GitHub Actions reporter.
    ///
    /// - Parameters:
    ///   - options: Path settings; paths are written relative to the repository root.
    ///   - annotationLimit: Annotations written per severity; the rest go to the log.
    public init(options: ReporterOptions = ReporterOptions(), annotationLimit: Int = GitHubReporter.annotationLimit) {
        self.options = options
        self.limit = max(0, annotationLimit)
    }

    /// One annotation: its command (`error`, `warning`, `notice`) and the text after it.
    private struct Annotation {
        var command: String
        var properties: String
        var message: String
        var plain: String
    }

    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        var bySeverity: [String: [Annotation]] = ["error": [], "warning": [], "notice": []]
        for finding in report.findingsInSourceOrder {
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            let file = options.repositoryPath(finding.file)
            let properties = [
                "file=\(Self.escapeProperty(file))", "line=\(finding.line)", "col=\(finding.column)",
                "title=\(Self.escapeProperty("\(finding.rule) (\(finding.viewController))"))",
            ]
            bySeverity[command, default: []].append(Annotation(
                command: command, properties: properties.joined(separator: ","), message: finding.message,
                plain: "\(file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"))
        }
        for diagnostic in report.diagnosticsInOrder {
            let file = options.repositoryPath(diagnostic.file)
            let line = diagnostic.line.map { ",line=\($0)" } ?? ""
            bySeverity["warning", default: []].append(Annotation(
                command: "warning",
                properties: "file=\(Self.escapeProperty(file))\(line),title=\(Self.escapeProperty("whittle: \(diagnostic.kind.rawValue)"))",
                message: diagnostic.message,
                plain: "\(file):\(diagnostic.line ?? 1): warning: \(diagnostic.message) [\(diagnostic.kind.rawValue)]"))
        }
        let order = ["error", "warning", "notice"]
        // The summary takes one notice.
        let budget = ["error": limit, "warning": limit, "notice": max(0, limit - 1)]
        let omitted = order.flatMap { (bySeverity[$0] ?? []).dropFirst(budget[$0] ?? 0) }
        output.write("::notice title=\(Self.escapeProperty("Whittle audit"))::\(Self.escapeMessage(summary(report, omitted: omitted.count)))\n")
        for command in order {
            for annotation in (bySeverity[command] ?? []).prefix(budget[command] ?? 0) {
                output.write("::\(annotation.command) \(annotation.properties)::\(Self.escapeMessage(annotation.message))\n")
            }
        }
        guard !omitted.isEmpty else { return }
        output.write("::group::Whittle: \(omitted.count) more finding(s) not annotated\n")
        for annotation in omitted {
            output.write(Self.escapeLogLine(annotation.plain) + "\n")
        }
        output.write("::endgroup::\n")
    }

    /// The summary notice: counts, and where the findings beyond the limit are.
    private func summary(_ report: AuditReport, omitted: Int) -> String {
        var text = TextFormatting.summary(of: report)
        if omitted > 0 {
            text += " GitHub shows \(limit) annotations per severity: \(omitted) more finding(s) are listed in this "
                + "step's log (group \"Whittle: \(omitted) more finding(s) not annotated\"); for the full report run "
                + "`whittle audit --format text`, or upload `--format sarif` to code scanning."
        }
        return text
    }

    /// Escapes a message (the text after `::`).
    static func escapeMessage(_ text: String) -> String {
        messageEscaper.escape(text)
    }

    private static let messageEscaper = ASCIIEscaper(["%": "%25", "\r": "%0D", "\n": "%0A"])

    /// Escapes a property value (`file=`, `title=`).
    static func escapeProperty(_ text: String) -> String {
        propertyEscaper.escape(text)
    }

    private static let propertyEscaper = ASCIIEscaper(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])

    /// A plain log line that the runner must not read as a command: line breaks removed, and
    /// a leading `::` broken.
    static func escapeLogLine(_ text: String) -> String {
        let line = logLineEscaper.escape(text)
        return line.hasPrefix("::") ? " " + line : line
    }

    private static let logLineEscaper = ASCIIEscaper(["\r": " ", "\n": " "])
}
