import Foundation
import Testing
@testable import WhittleAudit

/// The facts journal: the facts of a few re-parsed files are written beside the facts file
/// instead of a new facts file; many are folded into a new one; a damaged journal is ignored.
struct FactsJournalTests {
    private static func model(_ index: Int, field: String = "name") -> String {
        "struct Model\(index) {\n    var \(field): String\n}\n"
    }

    @Test func fewParsedFilesGoToTheJournalManyFoldIt() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        let count = 40
        for index in 0..<count { try project.write("Models/Model\(index).swift", Self.model(index)) }
        try project.write("HomeViewController.swift", "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n")
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        let pack = CacheTestSupport.packPath(project.path, cache: cache.path)
        let journal = FactsJournal.path(forPack: pack)
        let base = try Data(contentsOf: URL(fileURLWithPath: pack))
        #expect(!FileManager.default.fileExists(atPath: journal))

        // One file edited: parsed, its facts in the journal, the facts file as it was.
        try project.write("Models/Model3.swift", Self.model(3, field: "title"))
        let one = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(one.statistics?.misses == 1)
        #expect(one.json == (try CacheTestSupport.uncachedAudit(project.path)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: pack)) == base)
        #expect(FileManager.default.fileExists(atPath: journal))
        // Read back from the journal: with another model edited, only that one is parsed.
        try project.write("Models/Model4.swift", Self.model(4, field: "title"))
        let again = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(again.statistics?.misses == 1)
        #expect(again.json == (try CacheTestSupport.uncachedAudit(project.path)))

        // A damaged journal is ignored: with another file edited, the two it held are parsed again too.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: journal)))
        bytes[bytes.count - 2] ^= 0x10
        try Data(bytes).write(to: URL(fileURLWithPath: journal))
        try project.write("Models/Model5.swift", Self.model(5, field: "title"))
        let damaged = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(damaged.statistics?.misses == 3)
        #expect(damaged.json == (try CacheTestSupport.uncachedAudit(project.path)))

        // Most files edited: a new facts file, the journal gone, every entry still read back.
        for index in 0..<count { try project.write("Models/Model\(index).swift", Self.model(index, field: "label")) }
        let many = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(many.json == (try CacheTestSupport.uncachedAudit(project.path)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: pack)) != base)
        #expect(!FileManager.default.fileExists(atPath: journal))
        try project.write("Models/Model0.swift", Self.model(0))
        let last = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(last.statistics?.misses == 1)
        #expect(last.json == (try CacheTestSupport.uncachedAudit(project.path)))
    }
}
