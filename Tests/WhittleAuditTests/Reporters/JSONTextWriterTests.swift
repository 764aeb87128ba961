import Foundation
import Testing
@testable import WhittleAudit

/// ``JSONTextWriter`` is the one writer of the report: what it writes must be what
/// Foundation's `JSONEncoder` writes of the report's `Codable` conformance with the
/// reporters' settings, since users compare the JSON output and the cache and `whittle diff`
/// read it back through that conformance.
struct JSONTextWriterTests {
    private static func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func stringsAndNumbersAreWrittenAsJSONEncoderWritesThem() throws {
        let strings = ["", "a/b \"quoted\" back\\slash\nnew\rline\ttab \u{8}\u{c}\u{1}\u{1f} é 😀 \u{2028} <&>"]
        var writer = JSONTextWriter(depth: 0)
        writer.strings(strings)
        #expect(writer.text == (try Self.foundation(strings)))
        var empty = JSONTextWriter(depth: 0)
        empty.strings([])
        #expect(empty.text == (try Self.foundation([String]())))
        let numbers: [Double] = [0, -0.0, 0.04, 1, 100, 0.1 + 0.2, 1e-7, 2.5e20, 1e16, 1.0 / 3, .nan, .infinity, -.infinity]
        var numberWriter = JSONTextWriter(depth: 0)
        numberWriter.beginArray()
        for number in numbers {
            numberWriter.element()
            numberWriter.double(number)
        }
        numberWriter.endArray()
        #expect(numberWriter.text == (try Self.foundation(numbers)))
    }

    /// The JSON report of the bundled examples, written controller by controller, equals one
    /// `JSONEncoder` pass over the report, and decodes back to the same report.
    @Test func jsonReportIsTheReportsCodableForm() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let report = try Auditor().audit(paths: [root.path])
        #expect(report.viewControllers.count > 10)
        #expect(report.viewControllers == report.controllersWorstFirst)
        #expect(report.diagnostics == report.diagnosticsInOrder)
        let json = JSONReporter().render(report)
        #expect(json == (try Self.foundation(report)) + "\n")
        #expect(try JSONDecoder().decode(AuditReport.self, from: Data(json.utf8)) == report)
    }
}
