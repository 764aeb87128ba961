import Foundation
import Testing
@testable import WhittleAudit

/// Audits writing the cache at once: files are replaced whole, by rename, so whichever
/// writes last, every file on disk checks out and every report is the report without a cache.
struct CacheConcurrencyTests {
    /// Audits of several projects and of one project, all at once into one cache folder:
    /// every report is the uncached one, and afterwards every project is fully cached.
    @Test func concurrentAuditsLoseNothing() async throws {
        let cache = try TemporaryFolder()
        let projects = try (0..<4).map { index in
            let folder = try TemporaryFolder()
            try CacheTestSupport.writeProject(in: folder)
            try folder.write("App/Extra\(index).swift", "final class Extra\(index)ViewController: UIViewController {}\n")
            return folder
        }
        let references = try projects.map { try CacheTestSupport.uncachedAudit($0.path) }
        let paths = projects.map(\.path) + [projects[0].path, projects[0].path]
        let cachePath = cache.path
        let reports = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for (index, path) in paths.enumerated() {
                group.addTask { (index, try CacheTestSupport.cachedAudit(path, cache: cachePath).json) }
            }
            var reports: [Int: String] = [:]
            for try await (index, json) in group { reports[index] = json }
            return reports
        }
        for (index, path) in paths.enumerated() {
            let reference = references[projects.firstIndex { $0.path == path } ?? 0]
            #expect(reports[index] == reference)
        }
        for project in projects {
            let again = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(again.statistics == CacheStatistics(hits: 5, reusedReport: true))
            try FileManager.default.removeItem(atPath: CacheTestSupport.reportPath(project.path, cache: cache.path))
            let fromFacts = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(fromFacts.statistics == CacheStatistics(hits: 5, misses: 0, wrote: false))
        }
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    /// Two audits of one project that saw different versions of a file: the last to write
    /// wins, and the next audit reads the file's current content, whichever that is.
    @Test func overlappingWritersLeaveAWholeFile() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try CacheTestSupport.writeProject(in: project)
        try project.write("App/Profile.swift", "struct Profile { var first: Int }\n")
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        try project.write("App/Profile.swift", "struct Profile { var second: Int }\n")
        let facts = CacheTestSupport.factsPath(project.path, cache: cache.path)
        let written = try Data(contentsOf: URL(fileURLWithPath: facts))
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        // The first audit's file lands last, as if it had finished after the second.
        try written.write(to: URL(fileURLWithPath: facts))
        // Replayed for JSON: the report file alone is read, the facts file left as it is.
        let next = try CacheTestSupport.jsonAudit(project.path, cache: cache.path)
        #expect(next.statistics?.reusedReport == true)
        try FileManager.default.removeItem(atPath: CacheTestSupport.reportPath(project.path, cache: cache.path))
        let fromFacts = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(fromFacts.statistics == CacheStatistics(hits: 3, misses: 1, wrote: true))
        #expect(fromFacts.json == (try CacheTestSupport.uncachedAudit(project.path)))
    }
}
