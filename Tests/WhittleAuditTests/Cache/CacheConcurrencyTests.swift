import Foundation
import Testing
@testable import WhittleAudit

/// Two audits writing the cache at once: files are replaced whole, by rename, and the second
/// writer merges the first one's entries instead of dropping them.
struct CacheConcurrencyTests {
    /// Two audits of the same project start from the same facts file and see different
    /// versions of a file; whichever finishes last, both versions are cached afterwards.
    @Test func overlappingAuditsKeepBothAuditsEntries() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try CacheTestSupport.writeProject(in: project)
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)

        let filter = AuditCatalog().eventFilter
        let auditCache = AuditCache(folder: cache.path)
        let model = project.path + "/App/Profile.swift"
        let files = try FileDiscovery(configuration: AuditConfiguration()).discover([project.path]).files
        let first = FactsStore(cache: auditCache, paths: [project.path], filter: filter)
        let second = FactsStore(cache: auditCache, paths: [project.path], filter: filter)
        try project.write("App/Profile.swift", "struct Profile { var first: Int }\n")
        let firstResults = files.map { first.result(path: $0, read: FactsStore.read(path: $0), filter: filter) }
        try project.write("App/Profile.swift", "struct Profile { var second: Int }\n")
        let secondResults = files.map { second.result(path: $0, read: FactsStore.read(path: $0), filter: filter) }
        #expect(first.save(firstResults.map(\.entry), paths: files).statistics.wrote)
        #expect(second.save(secondResults.map(\.entry), paths: files).statistics.wrote)

        // Both versions of the file are in the facts file, as is every other file.
        let pack = try Data(contentsOf: URL(fileURLWithPath: CacheTestSupport.packPath(project.path, cache: cache.path)))
        let context = FactsCache.context(filter: filter)
        let entries = try pack.withUnsafeBytes { bytes throws(CacheCorruption) in try FactsPack.index(bytes, context: context).entries }
        for text in ["struct Profile { var first: Int }\n", "struct Profile { var second: Int }\n"] {
            let key = Array(text.utf8).withUnsafeBytes { FactsKey(bytes: $0, path: model) }
            #expect(entries[key] != nil, "\(text)")
        }
        #expect(entries.count == files.count + 1)
        let audit = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(audit.statistics?.misses == 0)
        #expect(audit.json == (try CacheTestSupport.uncachedAudit(project.path)))
    }

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
            #expect(again.statistics?.misses == 0)
            #expect(again.statistics?.rejected == nil)
        }
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }
}
