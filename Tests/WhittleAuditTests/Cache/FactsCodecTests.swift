import Foundation
import Testing
@testable import WhittleAudit

/// The binary encoding of a file's facts: it gives back exactly what the front ends read, and
/// bytes that are not a valid encoding throw instead of trapping or decoding to garbage.
struct FactsCodecTests {
    private static let filter = AuditCatalog().eventFilter

    private static func parse(_ name: String, _ text: String) -> FileParser.Outcome {
        FileParser.parse(path: "/project/" + name, data: Data(text.utf8), filter: filter)
    }

    private static func decode(_ bytes: [UInt8], path: String) throws -> FileParser.Outcome {
        try bytes.withUnsafeBytes { buffer throws(CacheCorruption) in try FactsDecoder.decode(buffer, path: path, filter: filter) }
    }

    /// Facts and diagnostics of every example (Swift and Objective-C, with members, events,
    /// marks and directives) survive the round trip, with the path put back.
    @Test func everyExampleRoundTrips() throws {
        #expect(CacheTestSupport.exampleSources.count > 10)
        for (name, text) in CacheTestSupport.exampleSources {
            let outcome = Self.parse(name, text)
            let decoded = try Self.decode(FactsEncoder.encode(outcome), path: "/project/" + name)
            #expect(Self.same(outcome, decoded), "\(name)")
        }
    }

    /// Skipped files and facts with a diagnostic keep their diagnostic; another path comes back as given.
    @Test func diagnosticsAndPathsRoundTrip() throws {
        let skipped = FileParser.parse(path: "/a/Binary.swift", data: Data([0x61, 0x00]), filter: Self.filter)
        #expect(Self.same(skipped, try Self.decode(FactsEncoder.encode(skipped), path: "/a/Binary.swift")))
        let broken = Self.parse("Broken.m", "@implementation WHBroken\n- (void)a {\n")
        guard case .facts(_, let diagnostic?) = broken else {
            Issue.record("an unterminated Objective-C body gives a diagnostic")
            return
        }
        #expect(diagnostic.kind == .incomplete)
        #expect(Self.same(broken, try Self.decode(FactsEncoder.encode(broken), path: "/project/Broken.m")))
        let moved = try Self.decode(FactsEncoder.encode(broken), path: "/elsewhere/Moved.m")
        if case .facts(let facts, let diagnostic) = moved {
            #expect(facts.path == "/elsewhere/Moved.m")
            #expect(diagnostic?.file == "/elsewhere/Moved.m")
        }
    }

    /// Every truncation of an encoding throws, and no single flipped byte traps.
    @Test func damagedEncodingsThrowOrDecode() throws {
        let (name, text) = try #require(CacheTestSupport.exampleSources.first { $0.name.hasSuffix("ViewController.swift") })
        let bytes = FactsEncoder.encode(Self.parse(name, text))
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            #expect(throws: CacheCorruption.self) { try Self.decode(Array(bytes[..<length]), path: name) }
        }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = bytes
            let index = Int.random(in: 0..<damaged.count, using: &random)
            damaged[index] ^= UInt8.random(in: 1...255, using: &random)
            _ = try? Self.decode(damaged, path: name)
        }
        #expect(throws: CacheCorruption.self) { try Self.decode(bytes + [0], path: name) }
    }

    /// Compression gives back every byte, and bad input throws.
    @Test func compressionRoundTripsAndChecksItsInput() throws {
        var random = SystemRandomNumberGenerator()
        let text = Array(CacheTestSupport.exampleSources.map(\.text).joined().utf8)
        let noise = (0..<5_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        for input in [[], [1, 2, 3], Array(repeating: 7, count: 10_000), noise, text, text + noise + text] as [[UInt8]] {
            let compressed = input.withUnsafeBytes { Deflate.compress($0) }
            let back = try compressed.withUnsafeBytes { bytes throws(CacheCorruption) in
                try Deflate.decompress(bytes, size: input.count)
            }
            #expect(back == input)
            if input.count > 1000 {
                #expect(throws: CacheCorruption.self) {
                    try compressed.withUnsafeBytes { bytes throws(CacheCorruption) in
                        try Deflate.decompress(UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count / 2)]), size: input.count)
                    }
                }
            }
        }
        let compressedText = text.withUnsafeBytes { Deflate.compress($0) }
        #expect(compressedText.count < text.count / 2)
        for _ in 0..<200 {
            var damaged = compressedText
            damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            _ = try? damaged.withUnsafeBytes { bytes throws(CacheCorruption) in try Deflate.decompress(bytes, size: text.count) }
        }
    }

    /// XXH64 matches the reference implementation's published values.
    @Test func contentHashIsXXH64() {
        let empty = [UInt8]().withUnsafeBytes { ContentHash.xxh64($0, seed: 0) }
        #expect(empty == 0xEF46_DB37_51D8_E999)
        let abc = Array("abc".utf8).withUnsafeBytes { ContentHash.xxh64($0, seed: 0) }
        #expect(abc == 0x44BC_2CF5_AD77_0999)
        let long = Array("Nobody inspects the spammish repetition".utf8).withUnsafeBytes { ContentHash.xxh64($0, seed: 0) }
        #expect(long == 0xFBCE_A83C_8A37_8BF1)
    }

    private static func same(_ lhs: FileParser.Outcome, _ rhs: FileParser.Outcome) -> Bool {
        switch (lhs, rhs) {
        case (.facts(let a, let aDiagnostic), .facts(let b, let bDiagnostic)): a == b && aDiagnostic == bDiagnostic
        case (.skipped(let a), .skipped(let b)): a == b
        default: false
        }
    }
}
