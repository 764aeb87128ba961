import Foundation
import Testing
import WhittleTesting
@testable import WhittleAudit

/// The property the cache must keep: whatever files change between audits, the report with
/// the cache is byte for byte the report without it, in every format: after the edit (facts
/// of the unchanged files from the cache), replayed when nothing changed, and made from
/// cached facts alone.
///
/// Each seeded run writes a few example sources into a fresh folder, then edits random files
/// between audits: replaces a file with another example, inserts or deletes lines (often
/// leaving broken code), copies a file, deletes one, empties one, adds a binary one. The
/// default is fast (a dozen seeds of a few rounds); `WHITTLE_CACHE_PROPERTY_RUNS=N` runs N
/// seeds of twice as many rounds.
struct CachePropertyTests {
    @Test func cachedReportIsByteIdenticalAfterRandomEdits() throws {
        let seeds = CacheTestSupport.heavyPropertyRuns ?? 12
        let rounds = CacheTestSupport.heavyPropertyRuns == nil ? 4 : 8
        let sources = CacheTestSupport.exampleSources
        try #require(sources.count > 5)
        var audits = 0
        for seed in 0..<UInt64(seeds) {
            var random = SplitMix64(seed: 0xCAC4E + seed)
            let project = try TemporaryFolder()
            let cache = try TemporaryFolder()
            var files: [String: [UInt8]] = [:]
            for index in 0..<Int.random(in: 3...6, using: &random) {
                let source = sources[Int.random(in: 0..<sources.count, using: &random)]
                files["F\(index)/" + (source.name as NSString).lastPathComponent] = Array(source.text.utf8)
            }
            for round in 0..<rounds {
                if round > 0 { Self.edit(&files, sources: sources, random: &random) }
                try? FileManager.default.removeItem(atPath: project.path)
                for (name, bytes) in files { try project.write(name, Data(bytes)) }
                let cached = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
                let uncached = CacheTestSupport.renderings(try Auditor().audit(paths: [project.path], jobs: 2))
                #expect(CacheTestSupport.renderings(cached.report) == uncached, "seed \(seed), round \(round): \(files.keys.sorted())")
                // Unchanged since: the last report replayed, the same in every format.
                let again = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
                #expect(CacheTestSupport.renderings(again.report) == uncached, "seed \(seed), round \(round), unchanged")
                #expect(again.statistics?.reusedReport == true)
                // Replayed for `--format json` alone: the stored text, not decoded.
                let textOnly = try Auditor(cache: AuditCache(folder: cache.path)).audit(paths: [project.path], jobs: 2, reportNeeded: false)
                #expect(textOnly.report == nil && textOnly.json.map(CacheTestSupport.text) == again.json)
                #expect(textOnly.filesScanned == again.report.filesScanned && textOnly.highestSeverity == again.report.highestSeverity)
                // The report file lost: the facts of every file from the facts file, the same report.
                try FileManager.default.removeItem(atPath: CacheTestSupport.reportPath(project.path, cache: cache.path))
                let fromFacts = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
                #expect(CacheTestSupport.renderings(fromFacts.report) == uncached, "seed \(seed), round \(round), from facts")
                #expect(fromFacts.statistics?.misses == 0)
                audits += 1
            }
        }
        #expect(audits == seeds * rounds)
    }

    private static func edit(_ files: inout [String: [UInt8]], sources: [(name: String, text: String)], random: inout SplitMix64) {
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            let names = files.keys.sorted()
            guard let name = names.isEmpty ? nil : names[Int.random(in: 0..<names.count, using: &random)] else { return }
            var lines = String(decoding: files[name] ?? [], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                files[name] = Array(sources[Int.random(in: 0..<sources.count, using: &random)].text.utf8)
            case 1 where !lines.isEmpty:
                let start = Int.random(in: 0..<lines.count, using: &random)
                lines.removeSubrange(start..<min(lines.count, start + Int.random(in: 1...6, using: &random)))
                files[name] = Array(lines.joined(separator: "\n").utf8)
            case 2:
                let donor = sources[Int.random(in: 0..<sources.count, using: &random)].text.split(separator: "\n").map(String.init)
                guard !donor.isEmpty else { continue }
                let start = Int.random(in: 0..<donor.count, using: &random)
                let piece = donor[start..<min(donor.count, start + Int.random(in: 1...12, using: &random))]
                lines.insert(contentsOf: piece, at: Int.random(in: 0...lines.count, using: &random))
                files[name] = Array(lines.joined(separator: "\n").utf8)
            case 3:
                // The same content at another path: one cache entry, two files.
                files["Copy\(files.count)/" + (name as NSString).lastPathComponent] = files[name]
            case 4 where files.count > 1:
                files[name] = nil
            case 5:
                files[name] = []
            case 6:
                files["Data\(files.count)/Blob.swift"] = [0x63, 0x00, UInt8.random(in: 0...255, using: &random)]
            default:
                lines.append("// edited \(Int.random(in: 0..<1000, using: &random))")
                files[name] = Array(lines.joined(separator: "\n").utf8)
            }
        }
    }
}
