import Foundation
import Testing
@testable import WhittleAudit

/// The discovery stamp: folders that did not change are not listed again, and any entry
/// added, removed or renamed, in any folder, or a link pointed elsewhere, is found.
struct DiscoveryStampTests {
    private static func controller(_ name: String) -> String {
        """
        import UIKit

        final class \(name): UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UserDefaults.standard.set(true, forKey: "seen")
            }
        }
        """
    }

    private static func audit(_ project: TemporaryFolder, cache: TemporaryFolder) throws -> (json: String, statistics: CacheStatistics?) {
        try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
    }

    @Test func unchangedFoldersAreNotListedAgain() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try project.write("App/Screens/HomeViewController.swift", Self.controller("HomeViewController"))
        try project.write("App/Models/Profile.swift", "struct Profile { var name: String }\n")
        let first = try Self.audit(project, cache: cache)
        #expect(first.statistics?.reusedListing == false)
        let again = try Self.audit(project, cache: cache)
        #expect(again.statistics?.reusedListing == true)
        #expect(again.json == first.json)

        // An edit in place changes no folder: the listing is reused, the edit still seen.
        try project.write("App/Models/Profile.swift", "struct Profile { var name: String; var age: Int }\n")
        let edited = try Self.audit(project, cache: cache)
        #expect(edited.statistics?.reusedListing == true)
        #expect(edited.json == (try CacheTestSupport.uncachedAudit(project.path)))
    }

    @Test func entriesAddedRemovedOrRenamedInAnyFolderAreFound() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try project.write("App/Screens/Deep/HomeViewController.swift", Self.controller("HomeViewController"))
        _ = try Self.audit(project, cache: cache)

        try project.write("App/Screens/Deep/SettingsViewController.swift", Self.controller("SettingsViewController"))
        let added = try Self.audit(project, cache: cache)
        #expect(added.statistics?.reusedListing == false)
        #expect(added.json.contains("SettingsViewController"))
        #expect(added.json == (try CacheTestSupport.uncachedAudit(project.path)))

        try FileManager.default.moveItem(atPath: project.path + "/App/Screens/Deep", toPath: project.path + "/App/Screens/Moved")
        let renamed = try Self.audit(project, cache: cache)
        #expect(renamed.statistics?.reusedListing == false)
        #expect(renamed.json.contains("Screens/Moved/SettingsViewController.swift"))
        #expect(renamed.json == (try CacheTestSupport.uncachedAudit(project.path)))

        try FileManager.default.removeItem(atPath: project.path + "/App/Screens/Moved/HomeViewController.swift")
        let removed = try Self.audit(project, cache: cache)
        #expect(!removed.json.contains("HomeViewController"))
        #expect(removed.json == (try CacheTestSupport.uncachedAudit(project.path)))
    }

    @Test func linksPointedElsewhereOrRepairedAreFollowed() throws {
        let project = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try project.write("App/Local.swift", "struct Local {}\n")
        // A link to a folder that does not exist yet: a diagnostic, then its files once it does.
        try FileManager.default.createSymbolicLink(atPath: project.path + "/App/Shared", withDestinationPath: outside.path + "/Shared")
        let broken = try Self.audit(project, cache: cache)
        #expect(broken.json.contains("broken symbolic link"))
        _ = try Self.audit(project, cache: cache)
        try outside.write("Shared/FeedViewController.swift", Self.controller("FeedViewController"))
        let repaired = try Self.audit(project, cache: cache)
        #expect(repaired.json.contains("FeedViewController"))
        #expect(repaired.json == (try CacheTestSupport.uncachedAudit(project.path)))

        // A file added behind the link changes a folder outside the project, which is checked too.
        try outside.write("Shared/ListViewController.swift", Self.controller("ListViewController"))
        let behind = try Self.audit(project, cache: cache)
        #expect(behind.json.contains("ListViewController"))
        #expect(behind.json == (try CacheTestSupport.uncachedAudit(project.path)))
    }

    @Test func aListingMadeAsFoldersChangeIsNotKept() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try project.write("App/HomeViewController.swift", Self.controller("HomeViewController"))
        // The folder was written just now: its status cannot vouch for a second change in the same tick.
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        let stamp = ResultsCache.listingPath(in: AuditCache(folder: cache.path), paths: [project.path])
        #expect(!FileManager.default.fileExists(atPath: stamp))
        _ = try Self.audit(project, cache: cache)
        #expect(FileManager.default.fileExists(atPath: stamp))
    }

    @Test func aDamagedOrForeignStampIsIgnored() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try project.write("App/HomeViewController.swift", Self.controller("HomeViewController"))
        let reference = try Self.audit(project, cache: cache).json
        let stamp = ResultsCache.listingPath(in: AuditCache(folder: cache.path), paths: [project.path])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: stamp)))
        for position in [0, 20, bytes.count / 2, bytes.count - 1] {
            var damaged = bytes
            damaged[position] ^= 0x20
            try Data(damaged).write(to: URL(fileURLWithPath: stamp))
            let audited = try Self.audit(project, cache: cache)
            #expect(audited.statistics?.reusedListing == false, "byte \(position)")
            #expect(audited.json == reference)
        }
        // A stamp made for other paths is not used for these.
        let other = try TemporaryFolder()
        try other.write("OtherViewController.swift", Self.controller("OtherViewController"))
        try Data(bytes).write(to: URL(fileURLWithPath: ResultsCache.listingPath(in: AuditCache(folder: cache.path), paths: [other.path])))
        let foreign = try CacheTestSupport.cachedAudit(other.path, cache: cache.path, recentWrites: 0)
        #expect(foreign.statistics?.reusedListing == false)
        #expect(foreign.json.contains("OtherViewController"))
    }
}
