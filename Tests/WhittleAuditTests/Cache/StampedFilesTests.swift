import Foundation
import Testing
@testable import WhittleAudit

/// After an edit, an audit reads only the files of the status groups that changed, and the
/// report is the one an audit without the cache makes; a damaged stamp is never trusted.
struct StampedFilesTests {
    /// A project of `count` model files and two controllers, enough for several status groups.
    private static func writeProject(_ project: TemporaryFolder, count: Int) throws {
        for index in 0..<count {
            try project.write(String(format: "App/Models/Model%03d.swift", index), "struct Model\(index) { var value = \(index) }\n")
        }
        try project.write("App/HomeViewController.swift", """
            import UIKit

            final class HomeViewController: UIViewController {
                let model = Model1()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UserDefaults.standard.set(true, forKey: "seen")
                }
            }
            """)
        try project.write("App/ListViewController.swift", """
            import UIKit

            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume()
                }
            }
            """)
    }

    @Test func anEditReadsOnlyTheFilesOfItsStatusGroup() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try Self.writeProject(project, count: 100)
        let first = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(first.statistics?.filesRead == 102)

        try project.write("App/Models/Model050.swift", "struct Model50 { var value = 50; var name = \"fifty\" }\n")
        let edited = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(edited.json == (try CacheTestSupport.uncachedAudit(project.path)))
        #expect((edited.statistics?.filesRead ?? 0) <= StampedFiles.groupSize)
        #expect((edited.statistics?.filesRead ?? 0) >= 1)

        // A controller edited: its report follows, still from a group's worth of reads.
        try project.write("App/ListViewController.swift", """
            import UIKit

            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.pushViewController(UIViewController(), animated: true)
                }
            }
            """)
        let controller = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(controller.json == (try CacheTestSupport.uncachedAudit(project.path)))
        #expect((controller.statistics?.filesRead ?? 0) <= StampedFiles.groupSize)

        let unchanged = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(unchanged.statistics?.readNothing == true)
        #expect(unchanged.json == controller.json)
    }

    /// A file written just before the audit read it could change again unseen: the next
    /// audit reads it whatever its status, and only the groups that changed besides.
    @Test func aRecentlyWrittenFileIsReadAgain() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try Self.writeProject(project, count: 100)
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        try project.write("App/Models/Model010.swift", "struct Model10 { var value = 11 }\n")
        // Every file counts as just written.
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: Int64.max / 2)
        let next = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(next.statistics?.readNothing == false)
        #expect(next.statistics?.filesRead == 102)
        #expect(next.json == (try CacheTestSupport.uncachedAudit(project.path)))
    }

    /// Another audit that rewrote the facts file moves every entry: the places name nothing
    /// any more, and every file is read.
    @Test func aReplacedFactsFileMakesTheAuditReadEverything() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try Self.writeProject(project, count: 40)
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        try FileManager.default.removeItem(atPath: CacheTestSupport.packPath(project.path, cache: cache.path))
        try project.write("App/Models/Model001.swift", "struct Model1 { var value = 2 }\n")
        let edited = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(edited.statistics?.filesRead == 42)
        #expect(edited.json == (try CacheTestSupport.uncachedAudit(project.path)))
    }

    @Test func theTableRoundTripsAndRejectsDamage() throws {
        let table = StampedFiles(
            listDigest: ContentHash(high: 1, low: 2), factsChecksum: 3, journalChecksum: 4,
            groupDigests: [5, 6], places: Array(0..<40).map { $0 } + [nil, nil] + Array(90..<100).map { $0 } + [7, 8],
            unvouched: [3, 41])
        var writer = BinaryWriter(capacity: 64)
        table.encode(to: &writer)
        let bytes = writer.bytes
        #expect(Self.decoded(bytes) == table)
        // Runs keep it small: 54 places in four runs, and two unvouched files.
        #expect(bytes.count < 16 + 8 + 8 + 1 + 2 * 8 + 1 + 5 * 4 + 3)
        for length in 0..<bytes.count {
            #expect(Self.decoded(Array(bytes[..<length])) == nil, "cut at \(length) of \(bytes.count) bytes")
        }
    }

    @Test func anUnvouchedFileIsReadButItsLastKeyIsKnown() throws {
        let files = (0..<40).map { "/p/File\($0).swift" }
        let statuses = files.indices.map { FileStatus(device: 1, inode: UInt64($0), size: 10, modified: 5, changed: 5) }
        let keys = files.indices.map { FactsKey(content: ContentHash(high: UInt64($0), low: 9), length: 10, language: 0) }
        let layout = FactsLayout(checksum: 11, journalChecksum: nil, keys: keys)
        let table = try #require(
            StampedFiles(files: files, diagnostics: [], statuses: statuses, keys: keys, unvouched: [7], layout: layout))
        let found = try #require(table.keys(files: files, diagnostics: [], statuses: statuses, layout: layout))
        #expect(found[7] == nil)
        #expect(found.enumerated().allSatisfy { $0.offset == 7 || $0.element == keys[$0.offset] })
        #expect(table.lastKeys(files: files, diagnostics: [], layout: layout) == keys)
        // Another layout: the places name nothing.
        let other = FactsLayout(checksum: 12, journalChecksum: nil, keys: keys)
        #expect(table.lastKeys(files: files, diagnostics: [], layout: other) == nil)
    }

    /// The table `bytes` hold whole, or `nil`.
    private static func decoded(_ bytes: [UInt8]) -> StampedFiles? {
        bytes.withUnsafeBytes { buffer -> StampedFiles? in
            var reader = BinaryReader(buffer)
            guard let table = try? StampedFiles.decode(&reader), reader.isAtEnd else { return nil }
            return table
        }
    }

    @Test func onlyGroupsAsStampedAndTheSameLayoutGiveKeys() {
        let files = (0..<70).map { "/p/File\($0).swift" }
        let statuses = files.map { _ in Optional(FileStatus(device: 1, inode: 2, size: 3, modified: 4, changed: 5)) }
        let keys = (0..<70).map { FactsKey(content: ContentHash(high: UInt64($0), low: 9), length: $0, language: 0) }
        let layout = FactsLayout(checksum: 10, journalChecksum: nil, keys: keys.reversed())
        guard let table = StampedFiles(files: files, diagnostics: [], statuses: statuses, keys: keys, layout: layout) else {
            Issue.record("every key is in the layout")
            return
        }
        #expect(table.keys(files: files, diagnostics: [], statuses: statuses, layout: layout) == keys)

        var changed = statuses
        changed[40] = FileStatus(device: 1, inode: 2, size: 4, modified: 4, changed: 6)
        let found = table.keys(files: files, diagnostics: [], statuses: changed, layout: layout)
        #expect(found?.enumerated().allSatisfy { index, key in (key == nil) == (32..<64).contains(index) } == true)

        var moved = layout
        moved.journalChecksum = 11
        #expect(table.keys(files: files, diagnostics: [], statuses: statuses, layout: moved) == nil)
        #expect(table.keys(files: Array(files.dropLast()), diagnostics: [], statuses: Array(statuses.dropLast()), layout: layout) == nil)
        #expect(StampedFiles(files: files, diagnostics: [], statuses: statuses, keys: keys, layout: FactsLayout(checksum: 1, journalChecksum: nil, keys: [])) == nil)
    }
}
