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

    public func render(_ report: AuditReport) -> String {
        var lines = report.findingsInSourceOrder.map { finding in
            "\(options.absolutePath(finding.file)):\(finding.line):\(finding.column): "
                + "\(Self.label(finding.severity)): \(finding.message) [\(finding.rule)]"
        }
        lines += report.diagnosticsInOrder.map { diagnostic in
            "\(options.absolutePath(diagnostic.file)):1:1: warning: \(diagnostic.message) [\(diagnostic.kind.rawValue)]"
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Xcode knows `error`, `warning` and `note`.
    static func label(_ severity: Severity) -> String { severity.rawValue }
}
