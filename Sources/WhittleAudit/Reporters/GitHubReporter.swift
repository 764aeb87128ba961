/// GitHub Actions workflow commands (`::warning file=…,line=…,col=…,title=…::message`) that
/// show findings as annotations on a pull request's diff.
///
/// Properties and messages are escaped as the runner requires: `%`, `\r` and `\n` everywhere,
/// and `:` and `,` inside properties, so a message can never end the command early.
public struct GitHubReporter: Reporter {
    let options: ReporterOptions

    /// Creates a GitHub Actions reporter.
    ///
    /// - Parameter options: Path settings; paths should be relative to the repository root.
    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    public func render(_ report: AuditReport) -> String {
        var output = ""
        write(report, to: &output)
        return output
    }

    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        for finding in report.findingsInSourceOrder {
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            let properties = [
                "file=\(Self.escapeProperty(options.relativePath(finding.file)))", "line=\(finding.line)",
                "col=\(finding.column)", "title=\(Self.escapeProperty("\(finding.rule) (\(finding.viewController))"))",
            ]
            output.write("::\(command) \(properties.joined(separator: ","))::\(Self.escapeMessage(finding.message))\n")
        }
        for diagnostic in report.diagnosticsInOrder {
            output.write("::warning file=\(Self.escapeProperty(options.relativePath(diagnostic.file))),"
                + "title=\(Self.escapeProperty("whittle: \(diagnostic.kind.rawValue)"))::"
                + "\(Self.escapeMessage(diagnostic.message))\n")
        }
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
}
