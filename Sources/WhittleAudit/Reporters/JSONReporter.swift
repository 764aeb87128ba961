import Foundation

/// The report as JSON: the Codable ``AuditReport`` with its `schemaVersion`, keys sorted and
/// pretty-printed so the same audit always gives the same bytes. The schema is documented in
/// `docs/report-schema.md`.
public struct JSONReporter: Reporter {
    /// Creates a JSON reporter.
    public init() {}

    public func render(_ report: AuditReport) -> String {
        var ordered = report
        ordered.viewControllers = report.controllersWorstFirst
        ordered.diagnostics = report.diagnosticsInOrder
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings and numbers cannot fail except for a non-finite
        // Double; cohesion is the only one, and a non-finite value is written as a string.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        guard var data = try? encoder.encode(ordered) else { return "{}\n" }
        // Append the newline to the bytes and decode once: a large report is copied once, not
        // three times (Data → String → String + "\n").
        data.append(0x0A)
        return String(decoding: data, as: UTF8.self)
    }
}
