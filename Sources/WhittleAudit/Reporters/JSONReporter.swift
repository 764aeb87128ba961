import Foundation

/// The report as JSON: the Codable ``AuditReport`` with its `schemaVersion`, keys sorted and
/// pretty-printed so the same audit always gives the same bytes. The schema is documented in
/// `docs/report-schema.md`.
public struct JSONReporter: Reporter {
    /// Creates a JSON reporter.
    public init() {}

    public func render(_ report: AuditReport) -> String {
        var output = ""
        write(report, to: &output)
        return output
    }

    /// Writes the envelope once and each controller with its own encoder pass, so the encoder's
    /// intermediate tree holds one controller at a time rather than the whole audit. The bytes
    /// are the same as encoding the whole report at once.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        let encoder = Self.encoder()
        var envelope = report
        envelope.viewControllers = []
        envelope.diagnostics = report.diagnosticsInOrder
        guard let envelopeData = try? encoder.encode(envelope) else {
            output.write("{}\n")
            return
        }
        let envelopeText = String(decoding: envelopeData, as: UTF8.self)
        let splice = JSONArraySplice(encoder: encoder)
        // Newlines inside strings are escaped, so the empty array's text can only be structure.
        if !splice.write(
            envelope: envelopeText, key: "viewControllers", depth: 1, elements: report.controllersWorstFirst,
            to: &output)
        {
            output.write(envelopeText + "\n")
        }
    }

    /// Sorted, pretty-printed, slashes unescaped. Encoding plain structs of strings and numbers
    /// cannot fail except for a non-finite Double; cohesion is the only one, and a non-finite
    /// value is written as a string.
    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return encoder
    }
}
