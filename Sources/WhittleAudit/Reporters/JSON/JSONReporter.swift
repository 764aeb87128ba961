/// The report as JSON: the Codable ``AuditReport`` with its `schemaVersion`, keys sorted and
/// pretty-printed so the same audit always gives the same bytes (those of Foundation's
/// `JSONEncoder` with `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`, written by
/// one ``JSONTextWriter``; the one Double, cohesion, is written as a string when it is not
/// finite). The schema is documented in `docs/report-schema.md`.
public struct JSONReporter: Reporter {
    /// Creates a JSON reporter.
    public init() {}

    /// Writes the report with one ``JSONTextWriter``, flushing after each controller, so
    /// the text of a large audit never exists whole.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        report.writeJSON(to: &output)
    }

    /// Writes the report as ``write(_:to:)`` does, in pieces of UTF-8 handed to `write` in
    /// order: for output that takes bytes (a file, a pipe), so the text is never made into
    /// strings (checking each piece's UTF-8 again cost a twentieth of a cold audit).
    public func write(_ report: AuditReport, utf8 write: ([UInt8]) -> Void) {
        report.writeJSON({ $0 }, to: write)
    }
}
