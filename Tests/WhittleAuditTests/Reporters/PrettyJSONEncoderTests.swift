import Foundation
import Testing
@testable import WhittleAudit

/// ``PrettyJSONEncoder`` must write exactly what Foundation's `JSONEncoder` writes with the
/// reporters' settings: the JSON and SARIF outputs are documented and compared by users.
struct PrettyJSONEncoderTests {
    private static func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private struct Sample: Codable {
        var text: String
        var missing: String?
        var present: String?
        var numbers: [Double]
        var integers: [Int]
        var small: [UInt8]
        var flags: [Bool]
        var nested: [[String]]
        var table: [String: Int]
        var children: [Sample]
        var severity: Severity
    }

    @Test func writesWhatJSONEncoderWrites() throws {
        let leaf = Sample(
            text: "", missing: nil, present: "x", numbers: [], integers: [-1, 0, Int.max], small: [0, 255], flags: [],
            nested: [[]], table: [:], children: [], severity: .note)
        let sample = Sample(
            text: "a/b \"quoted\" back\\slash\nnew\rline\ttab \u{8}\u{c}\u{1}\u{1f} é 😀 \u{2028} <&>",
            missing: nil, present: nil,
            numbers: [0, -0.0, 0.04, 1, 100, 0.1 + 0.2, 1e-7, 2.5e20, 1e16, 1.0 / 3, .nan, .infinity, -.infinity],
            integers: [], small: [], flags: [true, false], nested: [["a", "b"], []],
            table: ["zeta": 1, "Alpha": 2, "alpha": 3, "_": 4, "": 5], children: [leaf, leaf], severity: .error)
        #expect(try PrettyJSONEncoder().encode(sample) == Self.foundation(sample))
        #expect(try PrettyJSONEncoder().encode([Sample]()) == Self.foundation([Sample]()))
        #expect(try PrettyJSONEncoder().encode(["k": [String: Int]()]) == Self.foundation(["k": [String: Int]()]))
    }

    /// SARIF results write themselves; they must match their `Encodable` form.
    @Test func sarifResultsWriteWhatJSONEncoderWrites() throws {
        let results = [
            SARIFLog.Result(
                ruleId: "massive-view-controller", ruleIndex: 3, level: "error", message: .init(text: "a \"b\"\nc"),
                locations: [
                    .init(physicalLocation: .init(
                        artifactLocation: .init(uri: "Sources/A.swift", uriBaseId: "SRCROOT"),
                        region: .init(startLine: 7, startColumn: 1)))
                ],
                partialFingerprints: ["whittleFinding/v1": "0123abcd", "a": "z"],
                properties: ["viewController": "AViewController", "member": "viewDidLoad()"]),
            SARIFLog.Result(
                ruleId: "mark-sections", ruleIndex: 0, level: "note", message: .init(text: ""),
                locations: [
                    .init(physicalLocation: .init(
                        artifactLocation: .init(uri: "/abs/B.swift", uriBaseId: nil),
                        region: .init(startLine: 1, startColumn: 2)))
                ],
                partialFingerprints: [:], properties: [:]),
        ]
        #expect(try PrettyJSONEncoder().encode(results) == Self.foundation(results))
    }

    /// The JSON report of the bundled examples, spliced controller by controller, equals one
    /// `JSONEncoder` pass over the whole report in the reporter's order.
    @Test func jsonReportEqualsOneJSONEncoderPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let report = try Auditor().audit(paths: [root.path])
        #expect(report.viewControllers.count > 10)
        var ordered = report
        ordered.viewControllers = report.controllersWorstFirst
        ordered.diagnostics = report.diagnosticsInOrder
        #expect(JSONReporter().render(report) == (try Self.foundation(ordered)) + "\n")
    }
}
