import Foundation
import Testing
@testable import WhittleAudit

/// The binary encoding of a controller's report in the results cache: every report of the
/// examples comes back equal, through a shared string table rebuilt from another one, and
/// damaged bytes throw instead of trapping.
struct ResultsCodecTests {
    private static let reports: [ViewControllerReport] = {
        let auditor = Auditor()
        return (try? auditor.audit(paths: [CacheTestSupport.examples]))?.viewControllers ?? []
    }()

    private static let reads = [
        ProjectReads.Read(kind: .type, name: "ProfileService"), ProjectReads.Read(kind: .helper, name: "shake"),
        ProjectReads.Read(kind: .projectProtocol, name: "Loading"),
    ]

    /// A payload as a results file stores it, and the shared table it indexes.
    private static func stored(_ report: ViewControllerReport, in table: inout SharedStrings) -> [UInt8] {
        let (strings, body) = ResultsEncoder.encode(report, reads: reads)
        return table.payload(local: strings, body: body)
    }

    private struct Decoded {
        var reads: [ProjectReads.Read]
        var report: ViewControllerReport
    }

    /// The payload decoded; with `keepingEvidence`, its evidence checked but left encoded in
    /// `payload` (``StoredEvidence``), as the results store reads reports.
    private static func decode(_ payload: [UInt8], shared: [String], keepingEvidence: Bool = false) throws -> Decoded {
        try payload.withUnsafeBytes { bytes in
            try decode(buffer: bytes, shared: shared, owner: keepingEvidence ? payload : nil)
        }
    }

    private static func decode(buffer: UnsafeRawBufferPointer, shared: [String], owner: [UInt8]?) throws(CacheCorruption) -> Decoded {
        var decoder = try ResultsDecoder(buffer, shared: shared)
        if let owner { decoder.keepingEvidenceEncoded(in: owner, at: 0) }
        let reads = try decoder.reads()
        return Decoded(reads: reads, report: try decoder.finalReport())
    }

    @Test func everyExampleReportRoundTripsThroughARebuiltTable() throws {
        #expect(Self.reports.count > 5)
        var first = SharedStrings()
        let payloads = Self.reports.map { Self.stored($0, in: &first) }
        // The next write maps each payload into a new table, in another order.
        var second = SharedStrings()
        _ = second.index(of: "a string no payload uses")
        let mapped = try payloads.reversed().map { payload in
            try #require(payload.withUnsafeBytes { second.payload($0, source: first.strings, sourceID: 0) })
        }.reversed()
        for (report, payload) in zip(Self.reports, mapped) {
            let decoded = try Self.decode(payload, shared: second.strings)
            #expect(decoded.report == report)
            #expect(decoded.reads == Self.reads)
            // Evidence left encoded reads back the same, every time it is read.
            let kept = try Self.decode(payload, shared: second.strings, keepingEvidence: true).report
            #expect(kept == report)
            #expect(kept.responsibilities.map(\.evidence) == report.responsibilities.map(\.evidence))
            #expect(kept.responsibilities.map(\.evidence) == report.responsibilities.map(\.evidence))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encode(kept) == encoder.encode(report))
        }
        // Work done through a project type carries the path it took, evidence within evidence.
        var delegated = try #require(Self.reports.first { !$0.responsibilities.isEmpty })
        let step = Evidence(member: "FeedAPI.request(_:)", file: "/p/FeedAPI.swift", line: 9, token: "URLSession", reason: "network session")
        delegated.responsibilities[0].evidence = [
            Evidence(member: "load()", file: "/p/Feed.swift", line: 3, token: "api.fetch", reason: "calls the API", via: [step, step])
        ]
        var table = SharedStrings()
        let payload = Self.stored(delegated, in: &table)
        #expect(try Self.decode(payload, shared: table.strings, keepingEvidence: true).report == delegated)
        let diagnostics = [FileDiagnostic(file: "/a.swift", kind: .invalidDirective, line: 3, message: "unknown rule")]
        let encoded = ResultsEncoder.encode(diagnostics)
        #expect(try encoded.withUnsafeBytes { bytes in try ResultsDecoder.diagnostics(bytes) } == diagnostics)
    }

    /// Every truncation throws, an index past the table throws, and no flipped byte traps.
    @Test func damagedPayloadsThrowOrDecode() throws {
        let report = try #require(Self.reports.max { $0.metrics.lines < $1.metrics.lines })
        var table = SharedStrings()
        let payload = Self.stored(report, in: &table)
        for length in stride(from: 0, to: payload.count, by: max(1, payload.count / 200)) {
            #expect(throws: CacheCorruption.self) { try Self.decode(Array(payload[..<length]), shared: table.strings) }
            // Evidence left encoded is checked all the same.
            #expect(throws: CacheCorruption.self) {
                try Self.decode(Array(payload[..<length]), shared: table.strings, keepingEvidence: true)
            }
        }
        #expect(throws: CacheCorruption.self) { try Self.decode(payload, shared: Array(table.strings.prefix(1))) }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = payload
            damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            _ = try? Self.decode(damaged, shared: table.strings)
            // A payload that passes the check decodes its evidence when read, without trapping.
            _ = try? Self.decode(damaged, shared: table.strings, keepingEvidence: true).report.responsibilities.map(\.evidence)
        }
        #expect(throws: CacheCorruption.self) { try Self.decode(payload + [0], shared: table.strings) }
    }

    /// A journal is a few kilobytes while its run may have scanned tens of thousands of files:
    /// the totals in its header are numbers, not counts of what follows, and open.
    @Test func aJournalOfARunOverManyFilesOpens() throws {
        let context = ContentHash(high: 7, low: 11)
        let key = ContentHash(high: 1, low: 2)
        let report = try #require(Self.reports.first)
        let (strings, body) = ResultsEncoder.encode(report, reads: Self.reads)
        var table = SharedStrings()
        let payload = table.payload(local: strings, body: body)
        let packed = ResultsPack.encode(
            runKey: ContentHash(high: 3, low: 4), shape: ContentHash(high: 5, low: 6), filesScanned: 1, linesScanned: 10, diagnostics: ResultsEncoder.encode([]),
            strings: table.strings, inRun: 1, entries: [(key, 5, payload)], context: context)
        let base = try packed.withUnsafeBytes { bytes throws(CacheCorruption) in try ResultsPack.open(bytes, context: context) }
        let journal = ResultsDelta.encode(
            base: base, runKey: ContentHash(high: 8, low: 9), shape: ContentHash(high: 10, low: 12), filesScanned: 250_000, linesScanned: 9_000_000,
            diagnostics: ResultsEncoder.encode([]), controllers: [key], entries: [], context: context)
        #expect(journal.count < 250_000)
        let opened = try journal.withUnsafeBytes { bytes throws(CacheCorruption) in
            try ResultsDelta.open(bytes, base: base, context: context)
        }
        #expect(opened.run.filesScanned == 250_000)
        #expect(opened.run.linesScanned == 9_000_000)
        #expect(opened.run.controllers == [key])
        #expect(opened.run.shape == ContentHash(high: 10, low: 12))
    }

}
