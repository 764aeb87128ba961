import Foundation
import Testing
import WhittleTesting
@testable import WhittleAudit

/// The read skip's property: edit a few files in place between audits, and an audit that
/// reads only the files of the status groups that changed still gives, byte for byte, the
/// report an audit without the cache gives.
///
/// Every edit changes its file's size, so its status changes whatever the file system
/// clock's resolution, and the audits treat no write as recent: the stamp vouches for every
/// file, as it does for files written more than two seconds before an audit.
/// `WHITTLE_CACHE_PROPERTY_RUNS=N` runs N seeds of twice as many rounds.
struct StampedFilesPropertyTests {
    @Test func reportsAreByteIdenticalWhenOnlyChangedGroupsAreRead() throws {
        let seeds = CacheTestSupport.heavyPropertyRuns ?? 3
        let rounds = CacheTestSupport.heavyPropertyRuns == nil ? 3 : 8
        let sources = CacheTestSupport.exampleSources
        try #require(sources.count > 5)
        for seed in 0..<UInt64(seeds) {
            var random = SplitMix64(seed: 0x57A4D + seed)
            let project = try TemporaryFolder()
            let cache = try TemporaryFolder()
            var names: [String] = []
            for index in 0..<70 {
                let source = sources[Int.random(in: 0..<sources.count, using: &random)]
                let name = String(format: "M%02d/", index / 10) + "\(index)-" + (source.name as NSString).lastPathComponent
                try project.write(name, source.text)
                names.append(name)
            }
            _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
            for round in 0..<rounds {
                let edited = Set((0..<Int.random(in: 1...3, using: &random)).map { _ in names[Int.random(in: 0..<names.count, using: &random)] })
                for name in edited {
                    let path = project.path + "/" + name
                    let old = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
                    var text = sources[Int.random(in: 0..<sources.count, using: &random)].text + "\n// round \(round)\n"
                    if text.utf8.count == old.count { text += " " }
                    try project.write(name, text)
                }
                let cached = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
                #expect(cached.json == (try CacheTestSupport.uncachedAudit(project.path)), "seed \(seed), round \(round): \(edited.sorted())")
                #expect((cached.statistics?.filesRead ?? .max) <= edited.count * StampedFiles.groupSize, "seed \(seed), round \(round)")
            }
        }
    }
}
