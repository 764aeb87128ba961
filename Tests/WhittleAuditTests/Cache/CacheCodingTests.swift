import Foundation
import Testing
@testable import WhittleAudit

/// The cache's encodings of a file's facts (``FactsCodec``) and of the report (its JSON text,
/// ``ReportFile``): they give back exactly what was encoded, and bytes that are not a valid
/// encoding throw (or give `nil`) instead of trapping or decoding to garbage.
struct CacheCodingTests {
    private static let filter = AuditCatalog().eventFilter

    private static func parse(_ name: String, _ text: String) -> FileParser.Outcome {
        FileParser.parse(path: "/project/" + name, data: Data(text.utf8), filter: filter)
    }

    private static func encode(_ outcome: FileParser.Outcome) throws -> [UInt8] {
        try #require(FactsCodec.encode(outcome))
    }

    private static func decode(_ bytes: [UInt8], path: String = "/project/any.swift") throws -> FileParser.Outcome {
        try bytes.withUnsafeBytes { bytes throws(CacheCorruption) in try FactsCodec.decode(bytes, path: path, filter: filter) }
    }

    /// Facts and diagnostics of every example (Swift and Objective-C, with members, events,
    /// marks and directives) survive the round trip.
    @Test func everyExampleRoundTrips() throws {
        #expect(CacheTestSupport.exampleSources.count > 10)
        for (name, text) in CacheTestSupport.exampleSources {
            let outcome = Self.parse(name, text)
            #expect(Self.same(outcome, try Self.decode(Self.encode(outcome), path: "/project/" + name)), "\(name)")
        }
    }

    /// The report file gives back the JSON text of every example's report, with the files
    /// scanned and the highest severity; a damaged file gives nothing.
    @Test func reportFileRoundTrips() throws {
        let report = try Auditor().audit(paths: [CacheTestSupport.examples])
        #expect(report.viewControllers.count > 10)
        let folder = try TemporaryFolder()
        let path = folder.path + "/report"
        let key = ContentHash(Array("run".utf8))
        let written = try #require(ReportFile.write(report, runKey: key, to: path))
        #expect(CacheTestSupport.text(written) == CacheTestSupport.json(report))
        let read = try #require(ReportFile.read(path: path, runKey: key))
        #expect(read.json.map(CacheTestSupport.text) == CacheTestSupport.json(report))
        #expect(read.filesScanned == report.filesScanned && read.highestSeverity == report.highestSeverity)
        #expect(ReportFile.read(path: path, runKey: ContentHash(Array("other".utf8))) == nil)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var random = SystemRandomNumberGenerator()
        for round in 0..<40 {
            var damaged = bytes
            if round % 2 == 0 {
                damaged.removeLast(Int.random(in: 1..<damaged.count, using: &random))
            } else {
                damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            }
            try Data(damaged).write(to: URL(fileURLWithPath: path))
            #expect(ReportFile.read(path: path, runKey: key) == nil)
        }
    }

    /// Skipped files and facts with a diagnostic keep their diagnostic; facts read from the
    /// facts file for another path come back at that path.
    @Test func diagnosticsAndPathsRoundTrip() throws {
        let skipped = FileParser.parse(path: "/a/Binary.swift", data: Data([0x61, 0x00]), filter: Self.filter)
        #expect(Self.same(skipped, try Self.decode(Self.encode(skipped), path: "/a/Binary.swift")))
        let broken = Self.parse("Broken.m", "@implementation WHBroken\n- (void)a {\n")
        guard case .facts(_, let diagnostic?) = broken else {
            Issue.record("an unterminated Objective-C body gives a diagnostic")
            return
        }
        #expect(diagnostic.kind == .incomplete)
        #expect(Self.same(broken, try Self.decode(Self.encode(broken), path: "/project/Broken.m")))

        let folder = try TemporaryFolder()
        let context = FactsFile.context(filter: Self.filter)
        let key = FactsKey(content: ContentHash(Array("any".utf8)), length: 3, language: 1)
        #expect(FactsFile(path: folder.path + "/facts", context: context).save([.init(key: key, payload: .new(try Self.encode(broken)))]))
        let moved = FactsFile(path: folder.path + "/facts", context: context).outcome(for: key, path: "/elsewhere/Moved.m", filter: Self.filter)
        guard case .facts(let facts, let movedDiagnostic)? = moved?.0 else {
            Issue.record("the stored facts come back")
            return
        }
        #expect(facts.path == "/elsewhere/Moved.m")
        #expect(movedDiagnostic?.file == "/elsewhere/Moved.m")
    }

    /// The names `@objc(…)` gives a file's types come back with its facts.
    @Test func objectiveCNamesRoundTrip() throws {
        let outcome = Self.parse("QueryService.swift", "@objc(EZQueryService)\npublic class QueryService: NSObject {}\n")
        guard case .facts(let facts, _) = outcome else {
            Issue.record("the file parses")
            return
        }
        #expect(facts.objectiveCNames == ["EZQueryService": "QueryService"])
        #expect(Self.same(outcome, try Self.decode(Self.encode(outcome), path: "/project/QueryService.swift")))
    }

    /// Every truncation of an encoding throws, and no single flipped byte traps.
    @Test func damagedEncodingsThrowOrDecode() throws {
        let (name, text) = try #require(CacheTestSupport.exampleSources.first { $0.name.hasSuffix("ViewController.swift") })
        let bytes = try Self.encode(Self.parse(name, text))
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            #expect(throws: (any Error).self) { try Self.decode(Array(bytes[..<length])) }
        }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = bytes
            let index = Int.random(in: 0..<damaged.count, using: &random)
            damaged[index] ^= UInt8.random(in: 1...255, using: &random)
            _ = try? Self.decode(damaged)
        }
        #expect(throws: (any Error).self) { try Self.decode(bytes + [0]) }
    }

    /// XXH64 matches the reference implementation's published values.
    @Test func contentHashIsXXH64() {
        let empty = [UInt8]().withUnsafeBytes { ContentHash.xxh64($0, seed: 0) }
        #expect(empty == 0xEF46_DB37_51D8_E999)
        let abc = Array("abc".utf8).withUnsafeBytes { ContentHash.xxh64($0, seed: 0) }
        #expect(abc == 0x44BC_2CF5_AD77_0999)
        let long = Array("Nobody inspects the spammish repetition".utf8).withUnsafeBytes { ContentHash.xxh64($0, seed: 0) }
        #expect(long == 0xFBCE_A83C_8A37_8BF1)
        // A piece at a time, whole stripes then the rest, as the report file is written.
        let text = Array(String(repeating: "Nobody inspects the spammish repetition", count: 5).utf8)
        var stream = ContentHash.XXH64(seed: 7)
        text.withUnsafeBytes { bytes in
            stream.stripes(UnsafeRawBufferPointer(rebasing: bytes[..<64]))
            stream.stripes(UnsafeRawBufferPointer(rebasing: bytes[64..<192]))
            #expect(stream.finish(tail: UnsafeRawBufferPointer(rebasing: bytes[192...])) == ContentHash.xxh64(bytes, seed: 7))
        }
    }

    private static func same(_ lhs: FileParser.Outcome, _ rhs: FileParser.Outcome) -> Bool {
        switch (lhs, rhs) {
        case (.facts(let a, let aDiagnostic), .facts(let b, let bDiagnostic)): a == b && aDiagnostic == bDiagnostic
        case (.skipped(let a), .skipped(let b)): a == b
        default: false
        }
    }
}
