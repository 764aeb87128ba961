/// One line per finding in the form compilers use, `file:line:col: warning: message [rule]`,
/// so an Xcode Run Script build phase shows findings inline in the editor.
public struct XcodeReporter: Reporter {
    let options: ReporterOptions

    /// Creates an Xcode reporter.
    ///
    /// - Parameter options: Path settings; relative paths are made absolute against
    ///   `rootDirectory`, because Xcode attaches an issue to a file only by its absolute path.
    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        for finding in report.findingsInSourceOrder {
            output.write("\(options.absolutePath(finding.file)):\(finding.line):\(finding.column): "
                + "\(Self.label(finding.severity)): \(finding.message) [\(finding.rule)]\n")
        }
        for diagnostic in report.diagnosticsInOrder {
            output.write("\(options.absolutePath(diagnostic.file)):\(diagnostic.line ?? 1):1: warning: "
                + "\(diagnostic.message) [\(diagnostic.kind.rawValue)]\n")
        }
    }

    /// Xcode knows `error`, `warning` and `note`.
    static func label(_ severity: Severity) -> String { severity.rawValue }
}
