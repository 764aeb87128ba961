import Foundation
import Testing
@testable import WhittleAudit

/// The cache files on disk (facts and report): used only when they check out, ignored and
/// rewritten when corrupt, truncated, foreign or from another version, and never the reason
/// a report differs.
struct CacheFileTests {
    /// A project audited once with the cache: the folders and the report without a cache.
    private struct Setup {
        let project: TemporaryFolder
        let cache: TemporaryFolder
        let reference: String
        var facts: String { CacheTestSupport.factsPath(project.path, cache: cache.path) }
        var report: String { CacheTestSupport.reportPath(project.path, cache: cache.path) }

        init() throws {
            project = try TemporaryFolder()
            cache = try TemporaryFolder()
            try CacheTestSupport.writeProject(in: project)
            reference = try CacheTestSupport.uncachedAudit(project.path)
            let first = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(first.json == reference)
            #expect(first.statistics == CacheStatistics(hits: 0, misses: 4, wrote: true))
            #expect(FileManager.default.fileExists(atPath: report))
        }

        /// Audits again after `damage` changed the facts file (and the report file is gone, so
        /// the facts are needed): the report is unchanged, the file was rejected for `reason`
        /// and rewritten, and the next audit uses all of it.
        func expectFactsRebuilt(after damage: (inout [UInt8]) -> Void, reason: CacheCorruption) throws {
            try damageFile(facts, damage)
            try FileManager.default.removeItem(atPath: report)
            let damaged = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(damaged.json == reference)
            #expect(damaged.statistics == CacheStatistics(hits: 0, misses: 4, rejected: reason, wrote: true))
            try FileManager.default.removeItem(atPath: report)
            let again = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(again.json == reference)
            #expect(again.statistics == CacheStatistics(hits: 4, misses: 0, wrote: false))
        }

        /// Audits again after `damage` changed the report file: the report is unchanged, made
        /// again from the cached facts, and the file is rewritten.
        func expectReportRebuilt(after damage: (inout [UInt8]) -> Void) throws {
            try damageFile(report, damage)
            let damaged = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            #expect(damaged.json == reference)
            #expect(damaged.statistics == CacheStatistics(hits: 4, misses: 0, wrote: false))
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
    @Test func unchangedAuditReplaysTheReportAndWritesNothing() throws {
        let setup = try Setup()
        let modified = try [setup.facts, setup.report].map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }
        let again = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path)
        #expect(again.json == setup.reference)
        #expect(again.statistics == CacheStatistics(hits: 4, reusedReport: true))
        #expect(try [setup.facts, setup.report].map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date } == modified)
    }

    /// The report is keyed by content, not by file times: a file written again with the same
    /// bytes changes nothing, a changed byte or a setting changes the key.
    @Test func theReportIsReplayedOnlyWhenNothingItDependsOnChanged() throws {
        let setup = try Setup()
        let model = "App/Profile.swift"
        let text = try String(contentsOfFile: setup.project.path + "/" + model, encoding: .utf8)
        try setup.project.write(model, text)
        #expect(try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path).statistics?.reusedReport == true)
        try setup.project.write(model, text + "\n")
        let edited = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path)
        #expect(edited.statistics == CacheStatistics(hits: 3, misses: 1, wrote: true))
        #expect(edited.json == (try CacheTestSupport.uncachedAudit(setup.project.path)))
        var strict = AuditConfiguration()
        strict.thresholds = .init(maxResponsibilities: 0, maxLines: 1, maxMarkSections: 0)
        let configured = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path, configuration: strict)
        #expect(configured.statistics == CacheStatistics(hits: 4, misses: 0, wrote: false))
        #expect(configured.json == (try CacheTestSupport.uncachedAudit(setup.project.path, configuration: strict)))
    }

    @Test func damagedReportFileIsIgnoredAndRebuilt() throws {
        try Setup().expectReportRebuilt(after: { $0[$0.count - 5] ^= 0x5A })
        try Setup().expectReportRebuilt(after: { $0.removeLast($0.count / 3) })
        try Setup().expectReportRebuilt(after: { $0 = Array("not a whittle cache".utf8) })
        try Setup().expectReportRebuilt(after: { $0[16] ^= 0xFF })
        // A checksum that matches a body that is not a report: it does not decode.
        try Setup().expectReportRebuilt(after: { bytes in
            let body = Array("{\"viewControllers\": 3}".utf8)
            bytes = Array(bytes[..<12]) + Array(bytes[12..<28])
                + withUnsafeBytes(of: body.withUnsafeBytes { ContentHash.xxh64($0, seed: 0) }.littleEndian, Array.init)
                + withUnsafeBytes(of: UInt64(body.count).littleEndian, Array.init) + body
        })
    }

    @Test func corruptFactsFileIsIgnoredAndRebuilt() throws {
        try Setup().expectFactsRebuilt(after: { $0[$0.count - 5] ^= 0x5A }, reason: .checksumMismatch)
    }

    @Test func truncatedFactsFileIsIgnoredAndRebuilt() throws {
        try Setup().expectFactsRebuilt(after: { $0.removeLast($0.count / 3) }, reason: .truncated)
        try Setup().expectFactsRebuilt(after: { $0.removeLast($0.count - 10) }, reason: .foreign)
    }

    @Test func foreignFactsFileIsIgnoredAndRebuilt() throws {
        try Setup().expectFactsRebuilt(after: { $0 = Array("{\"not\": \"a whittle cache but long enough for a header\"}".utf8) }, reason: .foreign)
        try Setup().expectFactsRebuilt(after: { $0 = [0] }, reason: .foreign)
    }

    @Test func otherFormatVersionIsIgnoredAndRebuilt() throws {
        // The format version follows the 8-byte magic.
        try Setup().expectFactsRebuilt(after: { $0[8] &+= 1 }, reason: .foreign)
    }

    @Test func otherBuildOrConfigurationIsIgnoredAndRebuilt() throws {
        // The context (version, build, event filter) follows magic and format.
        try Setup().expectFactsRebuilt(after: { $0[16] ^= 0xFF }, reason: .stale)
    }

    /// The event filter decides which events the front ends keep, so a catalog with another
    /// filter has another key; configuration the parse does not read (thresholds, severities)
    /// keeps the facts, and the analysis still applies it.
    @Test func configurationThatAffectsParsingChangesTheKey() throws {
        let setup = try Setup()
        let builtIn = AuditCatalog()
        let smaller = AuditCatalog(detectors: Array(ResponsibilityDetector.builtIn.dropLast()), names: .builtIn)
        #expect(builtIn.eventFilter.fingerprint != smaller.eventFilter.fingerprint)
        #expect(FactsFile.context(filter: builtIn.eventFilter) != FactsFile.context(filter: smaller.eventFilter))
        #expect(FactsFile.context(filter: builtIn.eventFilter) == FactsFile.context(filter: AuditCatalog().eventFilter))

        // Another catalog: the facts are stale, and its reports are not cached at all.
        let other = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path, catalog: smaller)
        #expect(other.json == (try CacheTestSupport.uncachedAudit(setup.project.path, catalog: smaller)))
        #expect(other.statistics == CacheStatistics(hits: 0, misses: 4, rejected: .stale, wrote: true))
        let otherAgain = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path, catalog: smaller)
        #expect(otherAgain.statistics == CacheStatistics(hits: 4, misses: 0, wrote: false))

        // The built-in catalog again: its last report is still in the report file.
        let back = try CacheTestSupport.jsonAudit(setup.project.path, cache: setup.cache.path)
        #expect(back.json == setup.reference)
        #expect(back.statistics?.reusedReport == true)
        try FileManager.default.removeItem(atPath: setup.report)
        let reparsed = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path)
        #expect(reparsed.statistics?.rejected == .stale)

        // Thresholds and severities keep the facts but not the report.
        var strict = AuditConfiguration()
        strict.thresholds = .init(maxResponsibilities: 0, maxLines: 1, maxMarkSections: 0)
        strict.severities[.markSections] = .error
        let configured = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path, configuration: strict)
        #expect(configured.statistics == CacheStatistics(hits: 4, misses: 0, wrote: false))
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
        #expect(FileManager.default.fileExists(atPath: CacheTestSupport.factsPath(project.path, cache: folder)))
    }

    /// An edited, added or deleted file: only it is parsed, and entries no longer used are dropped.
    @Test func onlyChangedFilesAreParsed() throws {
        let setup = try Setup()
        try setup.project.write("App/Profile.swift", "struct Profile: Codable { var name: String; var age: Int }\n")
        try setup.project.write("App/Added.swift", "final class AddedViewController: UIViewController {}\n")
        try FileManager.default.removeItem(atPath: setup.project.path + "/App/ProfileViewController+Layout.swift")
        let edited = try CacheTestSupport.cachedAudit(setup.project.path, cache: setup.cache.path)
        #expect(edited.json == (try CacheTestSupport.uncachedAudit(setup.project.path)))
        #expect(edited.statistics == CacheStatistics(hits: 2, misses: 2, wrote: true))
        let facts = FactsFile(path: setup.facts, context: FactsFile.context(filter: AuditCatalog().eventFilter))
        #expect(facts.rejected == nil)
        #expect(facts.entries.count == 4)
    }

    /// A folder the cache cannot be written in: the audit goes on and reports as without one.
    @Test func unwritableFolderLeavesTheAuditAsItIs() throws {
        let project = try TemporaryFolder()
        try CacheTestSupport.writeProject(in: project)
        let cache = try TemporaryFolder()
        try cache.write("file", "a file where the cache folder should be")
        let audit = try CacheTestSupport.cachedAudit(project.path, cache: cache.path + "/file")
        #expect(audit.json == (try CacheTestSupport.uncachedAudit(project.path)))
        #expect(audit.statistics == CacheStatistics(hits: 0, misses: 4, wrote: false))
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
