import Foundation
import Testing
@testable import WhittleAudit

/// A stream that records each piece it is given, to see that a reporter writes in pieces.
private struct PieceRecorder: TextOutputStream {
    var pieces: [String] = []
    mutating func write(_ string: String) { pieces.append(string) }
}

struct StreamingReporterTests {
    /// Encoding the whole report in one `JSONEncoder` pass: the bytes the JSON format promised
    /// before it streamed, which scripts reading the report may rely on.
    private func onePassJSON(_ report: AuditReport) throws -> String {
        var ordered = report
        ordered.viewControllers = report.controllersWorstFirst
        ordered.diagnostics = report.diagnosticsInOrder
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return String(decoding: try encoder.encode(ordered), as: UTF8.self) + "\n"
    }

    /// Streamed JSON is byte for byte what one encoder pass over the whole report gives, with
    /// controllers, and with none.
    @Test(arguments: [SampleReports.report(), SampleReports.empty, Self.withInvalidComments])
    func jsonMatchesOnePassEncoding(report: AuditReport) throws {
        #expect(JSONReporter().render(report) == (try onePassJSON(report)))
    }

    /// A report whose diagnostics have lines (inline comments that silence nothing) and no
    /// controller.
    static let withInvalidComments = AuditReport(
        filesScanned: 1, linesScanned: 9, viewControllers: [],
        diagnostics: [
            FileDiagnostic(file: "B.swift", kind: .invalidDirective, line: 9, message: "unknown rule id `x`"),
            FileDiagnostic(file: "B.swift", kind: .invalidDirective, line: 2, message: "`whittle:disabel` is not a command"),
            SampleReports.unreadable,
        ])

    /// SARIF written result by result parses into a log with every finding, in source order.
    @Test func sarifHoldsEveryResult() throws {
        let report = SampleReports.report()
        let output = SARIFReporter(options: ReporterOptions(rootDirectory: SampleReports.root)).render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == report.findingsInSourceOrder.map(\.rule.rawValue))
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    /// Every format's text is the same whatever stream receives it and however often it is
    /// written: the pieces a stream receives make up the rendered text, which ends in a
    /// newline, and a second write to the same stream repeats it exactly (no state carried
    /// over between writes).
    @Test(arguments: ReportFormat.allCases)
    func writeMatchesRender(format: ReportFormat) {
        let reporter = format.reporter(options: ReporterOptions(rootDirectory: SampleReports.root))
        let rendered = reporter.render(SampleReports.report())
        var recorder = PieceRecorder()
        reporter.write(SampleReports.report(), to: &recorder)
        #expect(recorder.pieces.joined() == rendered)
        #expect(rendered.hasSuffix("\n"))
        var twice = ""
        reporter.write(SampleReports.report(), to: &twice)
        reporter.write(SampleReports.report(), to: &twice)
        #expect(twice == rendered + rendered)
    }

    /// The big formats reach the stream in several pieces, not as one string of the whole output.
    @Test(arguments: [ReportFormat.json, .sarif, .xcode, .github])
    func largeFormatsWriteInPieces(format: ReportFormat) {
        var recorder = PieceRecorder()
        format.reporter(options: ReporterOptions(rootDirectory: SampleReports.root))
            .write(SampleReports.report(), to: &recorder)
        #expect(recorder.pieces.count > 2)
    }
}
