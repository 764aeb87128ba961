import Foundation
import Testing
import WhittleTesting
@testable import WhittleAudit

/// Random changes to a tree of folders, files and links, each followed by a discovery through
/// the stamp: the files and diagnostics are always those a fresh listing finds.
///
/// `WHITTLE_CACHE_PROPERTY_RUNS=N` runs N seeds of twice as many changes.
struct DiscoveryStampPropertyTests {
    /// Longer than a coarse file system clock tick: a folder changed after a stamp was taken
    /// then always shows a later time than the stamp saw.
    private static let window: Int64 = 30_000_000

    private struct Tree {
        let root: String
        let outside: String
        var random: SplitMix64
        var counter = 0

        func existing(_ kind: FileAttributeType?) -> [String] {
            let all = (FileManager.default.subpaths(atPath: root) ?? []).sorted()
            return all.filter { path in
                let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + path)
                return kind == nil || attributes?[.type] as? FileAttributeType == kind
            }
        }

        mutating func pick(_ options: [String]) -> String? {
            options.isEmpty ? nil : options[Int.random(in: 0..<options.count, using: &random)]
        }

        /// One random change: a file or folder added, removed, renamed or moved, a file edited
        /// in place, a link made, pointed elsewhere, broken or repaired.
        mutating func change() throws {
            counter += 1
            let manager = FileManager.default
            let folders = [""] + existing(.typeDirectory)
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                let folder = pick(folders) ?? ""
                try Data("struct Added\(counter) {}\n".utf8).write(to: URL(fileURLWithPath: "\(root)/\(folder)/Added\(counter).swift"))
            case 2:
                try manager.createDirectory(atPath: "\(root)/\(pick(folders) ?? "")/Folder\(counter)", withIntermediateDirectories: true)
            case 3:
                if let file = pick(existing(.typeRegular)) { try manager.removeItem(atPath: "\(root)/\(file)") }
            case 4:
                if let folder = pick(existing(.typeDirectory)), let target = pick(folders), !target.hasPrefix(folder) {
                    try manager.moveItem(atPath: "\(root)/\(folder)", toPath: "\(root)/\(target)/Moved\(counter)")
                }
            case 5:
                if let file = pick(existing(.typeRegular)) {
                    try Data("struct Edited\(counter) {}\n".utf8).write(to: URL(fileURLWithPath: "\(root)/\(file)"))
                }
            case 6:
                let target = "\(outside)/Target\(counter % 3)"
                try? manager.createDirectory(atPath: target, withIntermediateDirectories: true)
                try Data("struct Outside\(counter) {}\n".utf8).write(to: URL(fileURLWithPath: "\(target)/Outside\(counter).swift"))
                // Half the time only the target changes: a broken link is repaired without its folder changing.
                if Bool.random(using: &random) {
                    let link = "\(root)/\(pick(folders) ?? "")/Link\(counter % 2)"
                    try? manager.removeItem(atPath: link)
                    try manager.createSymbolicLink(atPath: link, withDestinationPath: target)
                }
            case 7:
                // A target removed: links to it break.
                try? manager.removeItem(atPath: "\(outside)/Target\(Int.random(in: 0..<3, using: &random))")
            default:
                // Removed targets made again: links to them work again, and no folder in the project changed.
                for index in 0..<3 where !manager.fileExists(atPath: "\(outside)/Target\(index)") {
                    try manager.createDirectory(atPath: "\(outside)/Target\(index)", withIntermediateDirectories: true)
                    try Data("struct Back\(counter) {}\n".utf8).write(to: URL(fileURLWithPath: "\(outside)/Target\(index)/Back\(counter).swift"))
                }
            }
        }
    }

    @Test func theStampAlwaysListsWhatAFreshListingFinds() throws {
        let seeds = CacheTestSupport.heavyPropertyRuns ?? 3
        let rounds = CacheTestSupport.heavyPropertyRuns == nil ? 10 : 20
        var reused = 0
        for seed in 0..<UInt64(seeds) {
            let project = try TemporaryFolder()
            let outside = try TemporaryFolder()
            let cache = try TemporaryFolder()
            try project.write("App/Screens/HomeViewController.swift", "final class HomeViewController {}\n")
            try project.write("App/Models/Profile.swift", "struct Profile {}\n")
            var tree = Tree(root: project.path, outside: outside.path, random: SplitMix64(seed: 0xD15C + seed))
            var auditor = Auditor(cache: AuditCache(folder: cache.path))
            auditor.recentWrites = Self.window
            let stamp = ResultsCache.listingPath(in: AuditCache(folder: cache.path), paths: [project.path])
            let context = ContentHash(high: 1, low: seed)
            for round in 0..<rounds {
                if round > 0 {
                    for _ in 0..<Int.random(in: 1...2, using: &tree.random) { try tree.change() }
                }
                Thread.sleep(forTimeInterval: Double(Self.window) / 1e9 * 2)
                let fresh = try FileDiscovery(configuration: AuditConfiguration()).discover([project.path])
                let (found, wasReused, _) = try auditor.discover([project.path], stamp: stamp, context: context, jobs: 2)
                #expect(found.files == fresh.files, "seed \(seed), round \(round)")
                #expect(found.diagnostics == fresh.diagnostics, "seed \(seed), round \(round)")
                // Unchanged since: the stamp answers, with the same list.
                let (again, againReused, _) = try auditor.discover([project.path], stamp: stamp, context: context, jobs: 2)
                #expect(againReused)
                #expect(again.files == fresh.files)
                if wasReused { reused += 1 }
            }
        }
        // Some rounds changed nothing the listing depends on (an edit in place): the stamp answered.
        #expect(reused > 0)
    }
}
