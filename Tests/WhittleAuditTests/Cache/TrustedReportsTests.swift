import Foundation
import Testing
@testable import WhittleAudit

/// The project's shape: when an edit leaves it as the last run had it (only controllers'
/// bodies changed), the last run's other reports are reused without checking what they read;
/// any other edit has them checked, and the report is the one an audit without a cache makes.
struct TrustedReportsTests {
    private static func controller(_ name: String, body: String, conforms: String = "") -> String {
        """
        import UIKit

        final class \(name): UIViewController\(conforms) {
            private let api: FeedAPI = FeedAPI()

            override func viewDidLoad() {
                super.viewDidLoad()
                \(body)
            }
        }
        """
    }

    private static func api(requests: Bool) -> String {
        """
        import Foundation

        final class FeedAPI {
            func load(completion: @escaping () -> Void) {
                \(requests ? #"URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion() }.resume()"# : "completion()")
            }
        }
        """
    }

    private static func audit(_ project: TemporaryFolder, cache: TemporaryFolder) throws -> (json: String, statistics: CacheStatistics?) {
        let audited = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(audited.json == (try CacheTestSupport.uncachedAudit(project.path)))
        return audited
    }

    @Test func editingAControllersBodyReusesTheOthersUnchecked() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        let original = Self.controller("FeedViewController", body: "api.load { self.title = \"Feed\" }")
        try project.write("Screens/FeedViewController.swift", original)
        try project.write("Screens/ProfileViewController.swift", Self.controller("ProfileViewController", body: "api.load { self.title = \"Feed\" }"))
        try project.write("Screens/SettingsViewController.swift", Self.controller("SettingsViewController", body: "title = \"Settings\""))
        try project.write("Services/FeedAPI.swift", Self.api(requests: true))
        let first = try Self.audit(project, cache: cache)
        #expect(first.statistics?.reportsTrusted == 0)

        // A body edit: the shape is the last run's, the two others are taken as they are.
        try project.write("Screens/FeedViewController.swift", Self.controller("FeedViewController", body: "api.load { self.title = \"Feed\" }\n        view.setNeedsLayout()"))
        let body = try Self.audit(project, cache: cache)
        #expect(body.statistics?.controllersAnalysed == 1)
        #expect(body.statistics?.reportsTrusted == 2)

        // Back to the first content: that report is in the cache, but from an older run, so it is checked.
        try project.write("Screens/FeedViewController.swift", original)
        let reverted = try Self.audit(project, cache: cache)
        #expect(reverted.statistics?.controllersAnalysed == 0)
        #expect(reverted.statistics?.reportsTrusted == 2)

        // The service changed: the shape too, so every stored report is checked, and the
        // controllers holding the service (all three) follow.
        #expect(reverted.json.contains("\"networking\""))
        try project.write("Services/FeedAPI.swift", Self.api(requests: false))
        let service = try Self.audit(project, cache: cache)
        #expect(service.statistics?.reportsTrusted == 0)
        #expect(service.statistics?.controllersAnalysed == 3)
        #expect(!service.json.contains("\"networking\""))

        // A new conformance is a header change: nothing is trusted.
        try project.write(
            "Screens/SettingsViewController.swift",
            Self.controller("SettingsViewController", body: "title = \"Settings\"", conforms: ", UITableViewDelegate"))
        let header = try Self.audit(project, cache: cache)
        #expect(header.statistics?.reportsTrusted == 0)
    }

    @Test func aTypeAddedBesideAControllerIsNotABodyEdit() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try project.write("FeedViewController.swift", Self.controller("FeedViewController", body: "api.load { self.title = \"Feed\" }"))
        try project.write("ProfileViewController.swift", Self.controller("ProfileViewController", body: "api.load { self.title = \"Feed\" }"))
        try project.write("FeedAPI.swift", "final class Unused {}\n")
        let first = try Self.audit(project, cache: cache)
        #expect(!first.json.contains("\"networking\""))
        // The API appears in a controller's file: the controller file is no longer controllers
        // only, and the other controller's report must change with it.
        try project.write(
            "FeedViewController.swift",
            Self.controller("FeedViewController", body: "api.load { self.title = \"Feed\" }") + "\n" + Self.api(requests: true).replacingOccurrences(of: "import Foundation\n", with: ""))
        let moved = try Self.audit(project, cache: cache)
        #expect(moved.statistics?.reportsTrusted == 0)
        #expect(moved.json.contains("\"networking\""))
    }
}
