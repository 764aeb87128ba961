import Foundation

/// The report as JSON: the Codable ``AuditReport`` with its `schemaVersion`, keys sorted and
/// pretty-printed so the same audit always gives the same bytes (those of Foundation's
/// `JSONEncoder` with `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`, written by
/// the faster ``PrettyJSONEncoder``; the one Double, cohesion, is written as a string when it
/// is not finite). The schema is documented in `docs/report-schema.md`.
public struct JSONReporter: Reporter {
    /// Creates a JSON reporter.
    public init() {}


    /// Writes the envelope once and each controller with its own encoder pass, so the encoder's
    /// intermediate tree holds one controller at a time rather than the whole audit. The bytes
    /// are the same as encoding the whole report at once.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        let encoder = PrettyJSONEncoder()
        var envelope = report
        envelope.viewControllers = []
        envelope.diagnostics = report.diagnosticsInOrder
        guard let envelopeText = try? encoder.encode(envelope) else {
            output.write("{}\n")
            return
        }
        let splice = JSONArraySplice(encoder: encoder)
        // Newlines inside strings are escaped, so the empty array's text can only be structure.
        if !splice.write(
            envelope: envelopeText, key: "viewControllers", depth: 1, elements: report.controllersWorstFirst,
            to: &output)
        {
            output.write(envelopeText + "\n")
        }
    }
}
