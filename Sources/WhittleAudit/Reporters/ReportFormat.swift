/// The output formats of `whittle audit`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// A summary table, then each controller in detail; for people at a terminal.
    case text
    /// The versioned JSON schema of `docs/report-schema.md`; for scripts.
    case json
    /// `file:line:col: warning: message [rule]`, which an Xcode build phase shows inline.
    case xcode
    /// GitHub Actions workflow annotations.
    case github
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// A Markdown summary, for pull-request comments and wikis.
    case markdown
    /// A self-contained HTML page with charts.
    case html

    /// The reporter that writes this format.
    ///
    /// - Parameter options: Colour and path settings.
    /// - Returns: A reporter.
    public func reporter(options: ReporterOptions = ReporterOptions()) -> any Reporter {
        switch self {
        case .text: TextReporter(options: options)
        case .json: JSONReporter()
        case .xcode: XcodeReporter(options: options)
        case .github: GitHubReporter(options: options)
        case .sarif: SARIFReporter(options: options)
        case .markdown: MarkdownReporter(options: options)
        case .html: HTMLReporter(options: options)
        }
    }
}
