import Foundation
import Testing
@testable import WhittleAudit

/// The cache files on disk (facts and results): used only when they check out, ignored and
/// rewritten when corrupt, truncated, foreign or from another version, and never the reason
/// a report differs.
struct CacheFileTests {
    /// A project audited once with the cache: the folders and the report without a cache.
    private struct Setup {
        let project: TemporaryFolder
        let cache: TemporaryFolder
        let reference: String
        var pack: String { CacheTestSupport.packPath(project.path, cache: cache.path) }
        var results: String { CacheTestSupport.resultsPath(project.path, cache: cache.path) }

        init() throws {
            project = try TemporaryFolder()
            cache = try TemporaryFolder()
            try CacheTestSupport.writeProject(in: project)
            reference = try CacheTestSupport.uncachedAudit(project.path)
            let first = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(first.json == reference)
            #expect(first.statistics == CacheStatistics(hits: 0, misses: 4, wrote: true, controllersAnalysed: 2, filesRead: 4))
            #expect(FileManager.default.fileExists(atPath: results))
        }

        /// Audits again after `damage` changed the facts file (and the results file is gone,
        /// so the facts are needed): the report is unchanged, the file was rejected for
        /// `reason` and rewritten, and the next audit uses all of it.
        func expectRebuilt(after damage: (inout [UInt8]) -> Void, reason: CacheCorruption) throws {
            try damageFile(pack, damage)
            try FileManager.default.removeItem(atPath: results)
            let damaged = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(damaged.json == reference)
            #expect(damaged.statistics == CacheStatistics(hits: 0, misses: 4, rejected: reason, wrote: true, controllersAnalysed: 2, filesRead: 4))
            try FileManager.default.removeItem(atPath: results)
            let again = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(again.json == reference)
            #expect(again.statistics == CacheStatistics(hits: 4, misses: 0, wrote: false, controllersAnalysed: 2, filesRead: 4))
        }

        /// Audits again after `damage` changed the results file: the report is unchanged,
        /// every controller is analysed again from the cached facts, and the file is rewritten.
        func expectResultsRebuilt(after damage: (inout [UInt8]) -> Void) throws {
            try damageFile(results, damage)
            let damaged = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(damaged.json == reference)
            #expect(damaged.statistics == CacheStatistics(hits: 4, misses: 0, wrote: false, controllersAnalysed: 2, filesRead: 4))
            let again = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(again.json == reference)
            #expect(again.statistics?.reusedReport == true)
        }

        private func damageFile(_ path: String, _ damage: (inout [UInt8]) -> Void) throws {
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            damage(&bytes)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Nothing changed: the last report is read back whole and nothing is written.
    @Test func unchangedAuditReusesTheReportAndWritesNothing() throws {
        let setup = try Setup()
        let modified = try [setup.pack, setup.results].map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }
        let again = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path)
        #expect(again.json == setup.reference)
        #expect(again.statistics == CacheStatistics(hits: 4, reusedReport: true, controllersReused: 2, filesRead: 4))
        #expect(try [setup.pack, setup.results].map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date } == modified)
    }

    @Test func damagedResultsFileIsIgnoredAndRebuilt() throws {
        try Setup().expectResultsRebuilt(after: { $0[$0.count - 5] ^= 0x5A })
        try Setup().expectResultsRebuilt(after: { $0.removeLast($0.count / 3) })
        try Setup().expectResultsRebuilt(after: { $0 = Array("not a whittle cache".utf8) })
        try Setup().expectResultsRebuilt(after: { $0[16] ^= 0xFF })
    }

    @Test func corruptFileIsIgnoredAndRebuilt() throws {
        try Setup().expectRebuilt(after: { $0[$0.count - 5] ^= 0x5A }, reason: .checksumMismatch)
    }

    @Test func truncatedFileIsIgnoredAndRebuilt() throws {
        try Setup().expectRebuilt(after: { $0.removeLast($0.count / 3) }, reason: .truncated)
        try Setup().expectRebuilt(after: { $0.removeLast($0.count - 10) }, reason: .truncated)
    }

    @Test func foreignFileIsIgnoredAndRebuilt() throws {
        try Setup().expectRebuilt(after: { $0 = Array("{\"not\": \"a whittle cache\"}".utf8) }, reason: .foreign)
        try Setup().expectRebuilt(after: { $0 = [] }, reason: .foreign)
    }

    @Test func otherFormatVersionIsIgnoredAndRebuilt() throws {
        // The format version follows the 8-byte magic.
        try Setup().expectRebuilt(after: { $0[8] &+= 1 }, reason: .foreign)
    }

    @Test func otherBuildOrConfigurationIsIgnoredAndRebuilt() throws {
        // The context (version, build, event filter) follows magic, format and a reserved word.
        try Setup().expectRebuilt(after: { $0[16] ^= 0xFF }, reason: .stale)
    }

    /// The event filter decides which events the front ends keep, so a catalog with another
    /// filter has another key; configuration the parse does not read (thresholds, severities)
    /// keeps the facts, and the project-wide stages still apply it.
    @Test func configurationThatAffectsParsingChangesTheKey() throws {
        let setup = try Setup()
        let builtIn = AuditCatalog()
        let smaller = AuditCatalog(detectors: Array(ResponsibilityDetector.builtIn.dropLast()), names: .builtIn)
        #expect(builtIn.eventFilter.fingerprint != smaller.eventFilter.fingerprint)
        #expect(FactsCache.context(filter: builtIn.eventFilter) != FactsCache.context(filter: smaller.eventFilter))
        #expect(FactsCache.context(filter: builtIn.eventFilter) == FactsCache.context(filter: AuditCatalog().eventFilter))

        // Another catalog: the facts are stale, and its reports are not cached at all.
        let other = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path, catalog: smaller)
        #expect(other.json == (try CacheTestSupport.uncachedAudit(setup.project.path, catalog: smaller)))
        #expect(other.statistics?.rejected == .stale)
        #expect(other.statistics?.misses == 4)
        #expect(other.statistics?.reusedReport == false)

        // The built-in catalog again: its last report is still in the results file.
        let back = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path)
        #expect(back.json == setup.reference)
        #expect(back.statistics?.reusedReport == true)
        try FileManager.default.removeItem(atPath: setup.results)
        let reparsed = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path)
        #expect(reparsed.statistics?.rejected == .stale)

        // Thresholds and severities keep the facts but not the reports.
        var strict = AuditConfiguration()
        strict.thresholds = .init(maxResponsibilities: 0, maxLines: 1, maxMarkSections: 0)
        strict.severities[.markSections] = .error
        let configured = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path, configuration: strict)
        #expect(configured.statistics == CacheStatistics(hits: 4, misses: 0, wrote: false, controllersAnalysed: 2, filesRead: 4))
        #expect(configured.json == (try CacheTestSupport.uncachedAudit(setup.project.path, configuration: strict)))
        #expect(configured.json != setup.reference)
    }

    /// An auditor without a cache creates no cache folder.
    @Test func noCacheWritesNothing() throws {
        let project = try TemporaryFolder()
        try CacheTestSupport.writeProject(in: project)
        let cache = try TemporaryFolder()
        let folder = cache.path + "/unused"
        _ = try Auditor().audit(paths: [project.path])
        #expect(!FileManager.default.fileExists(atPath: folder))
        _ = try CacheTestSupport.cachedAudit(project.path, cache: folder)
        #expect(FileManager.default.fileExists(atPath: CacheTestSupport.packPath(project.path, cache: folder)))
    }

    /// An edited, added or deleted file: only it is parsed, and entries no longer used are dropped.
    @Test func onlyChangedFilesAreParsed() throws {
        let setup = try Setup()
        try setup.project.write("App/Profile.swift", "struct Profile: Codable { var name: String; var age: Int }\n")
        try setup.project.write("App/Added.swift", "final class AddedViewController: UIViewController {}\n")
        try FileManager.default.removeItem(atPath: setup.project.path + "/App/ProfileViewController+Layout.swift")
        let edited = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path)
        #expect(edited.json == (try CacheTestSupport.uncachedAudit(setup.project.path)))
        #expect(edited.statistics == CacheStatistics(hits: 2, misses: 2, wrote: true, controllersReused: 1, controllersAnalysed: 2, filesRead: 4))
        let pack = try Data(contentsOf: URL(fileURLWithPath: setup.pack))
        let context = FactsCache.context(filter: AuditCatalog().eventFilter)
        let entries = try pack.withUnsafeBytes { bytes throws(CacheCorruption) in try FactsPack.index(bytes, context: context).entries }
        #expect(entries.count == 4)
    }

    /// The default folder follows WHITTLE_CACHE_PATH, then the platform's cache folder.
    @Test func defaultFolder() {
        #expect(AuditCache.defaultFolder(environment: ["WHITTLE_CACHE_PATH": "/tmp/c", "HOME": "/home/u"]) == "/tmp/c")
        #if os(macOS)
            #expect(AuditCache.defaultFolder(environment: ["HOME": "/Users/u"]) == "/Users/u/Library/Caches/whittle")
        #else
            #expect(AuditCache.defaultFolder(environment: ["HOME": "/home/u"]) == "/home/u/.cache/whittle")
            #expect(AuditCache.defaultFolder(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/x"]) == "/x/whittle")
            #expect(AuditCache.defaultFolder(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "relative"]) == "/home/u/.cache/whittle")
        #endif
    }
}
