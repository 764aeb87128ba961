import Foundation
import Testing
@testable import WhittleAudit

/// An audit after an edit inside controllers' bodies patches the last report
/// (``Auditor/patchedAudit(_:)``): the edited controllers are analysed again and nothing else
/// is decoded or indexed. Any other edit runs the project-wide stages. Either way the report is
/// byte for byte the one an audit without a cache makes.
struct PatchedAuditTests {
    private static func controller(_ name: String, body: String, header: String = "import UIKit", conforms: String = "") -> String {
        """
        \(header)

        final class \(name): UIViewController\(conforms) {
            private let api: FeedAPI = FeedAPI()

            override func viewDidLoad() {
                super.viewDidLoad()
                \(body)
            }
        }
        """
    }

    private static let api = """
        import Foundation

        final class FeedAPI {
            func load(completion: @escaping () -> Void) {
                URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion() }.resume()
            }
        }
        """

    private static let layoutExtension = """
        import UIKit

        extension FeedViewController {
            func layout() {
                view.addSubview(UILabel())
            }
        }
        """

    /// A project of three controllers (one with an extension in a file of its own) and a service.
    private static func project() throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        try project.write("Screens/FeedViewController.swift", controller("FeedViewController", body: "api.load { self.title = \"Feed\" }"))
        try project.write("Screens/FeedViewController+Layout.swift", layoutExtension)
        try project.write("Screens/ProfileViewController.swift", controller("ProfileViewController", body: "title = \"Profile\""))
        try project.write("Screens/SettingsViewController.swift", controller("SettingsViewController", body: "title = \"Settings\""))
        try project.write("Services/FeedAPI.swift", api)
        return project
    }

    /// An audit with the cache, checked against one without.
    private static func audit(_ project: TemporaryFolder, cache: TemporaryFolder) throws -> CacheStatistics? {
        let audited = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(audited.json == (try CacheTestSupport.uncachedAudit(project.path)))
        return audited.statistics
    }

    @Test func editsInsideControllersArePatchedOneAfterAnother() throws {
        let project = try Self.project()
        let cache = try TemporaryFolder()
        #expect(try Self.audit(project, cache: cache)?.patched == false)

        // Each edit is written just before its audit, as an editor saves before a build: the
        // stamp still says what each file held, and the edits are patched in turn.
        let edits: [(String, String)] = [
            ("Screens/FeedViewController.swift", Self.controller("FeedViewController", body: "api.load { self.title = \"Feed\" }\n        view.setNeedsLayout()")),
            ("Screens/ProfileViewController.swift", Self.controller("ProfileViewController", body: "api.load { }\n        title = \"Me\"")),
            ("Screens/FeedViewController+Layout.swift", Self.layoutExtension.replacingOccurrences(of: "UILabel()", with: "UIButton()")),
            // An import counts only for the file's own members, which are analysed again.
            ("Screens/SettingsViewController.swift", Self.controller(
                "SettingsViewController", body: "AF.request(\"https://example.com\").response { _ in }", header: "import UIKit\nimport Alamofire")),
        ]
        for (file, text) in edits {
            try project.write(file, text)
            let statistics = try Self.audit(project, cache: cache)
            #expect(statistics?.patched == true, "\(file)")
            #expect(statistics?.controllersAnalysed == 1)
            #expect(statistics?.reportsTrusted == 2)
        }

        // Undone: the first report is stored from an earlier run, so it is checked and reused.
        try project.write("Screens/ProfileViewController.swift", Self.controller("ProfileViewController", body: "title = \"Profile\""))
        let undone = try Self.audit(project, cache: cache)
        #expect(undone?.patched == true)
        #expect(undone?.controllersAnalysed == 0)
    }

    @Test(arguments: [
        // A header: a new conformance can make a class a controller, or change a protocol's adopters.
        ("Screens/SettingsViewController.swift", controller("SettingsViewController", body: "title = \"Settings\"", conforms: ", UITableViewDelegate")),
        // A directive: every controller's key holds every directive.
        ("Screens/SettingsViewController.swift", controller("SettingsViewController", body: "// whittle:disable networking\n        title = \"Settings\"")),
        // A type other than a controller: what the controllers read of it may have changed.
        ("Services/FeedAPI.swift", api.replacingOccurrences(of: "URLSession.shared.dataTask(with: URL(fileURLWithPath: \"/\")) { _, _, _ in completion() }.resume()", with: "completion()")),
        // A second type in a controller's file.
        ("Screens/ProfileViewController.swift", controller("ProfileViewController", body: "title = \"Profile\"") + "\nstruct ProfileRow {}\n"),
    ])
    func otherEditsRunTheProjectWideStages(file: String, text: String) throws {
        let project = try Self.project()
        let cache = try TemporaryFolder()
        _ = try Self.audit(project, cache: cache)
        try project.write(file, text)
        #expect(try Self.audit(project, cache: cache)?.patched == false)
        // The audit that did not patch left an outline of its own: the next body edit patches.
        try project.write("Screens/FeedViewController.swift", Self.controller("FeedViewController", body: "title = \"Edited\""))
        #expect(try Self.audit(project, cache: cache)?.patched == true)
    }

    @Test func aDamagedOutlineRunsTheProjectWideStages() throws {
        let project = try Self.project()
        let cache = try TemporaryFolder()
        _ = try Self.audit(project, cache: cache)
        let stampPath = ResultsCache.stampPath(in: AuditCache(folder: cache.path), paths: [project.path])
        let context = ResultsCache.context(facts: FactsCache.context(filter: AuditCatalog().eventFilter), configuration: AuditConfiguration())
        var stamp = try #require(RunStamp.read(path: stampPath, context: context))
        let outline = try #require(stamp.outline)
        stamp.outline = Array(outline.prefix(outline.count / 2))
        stamp.write(path: stampPath, context: context)
        try project.write("Screens/FeedViewController.swift", Self.controller("FeedViewController", body: "title = \"Edited\""))
        #expect(try Self.audit(project, cache: cache)?.patched == false)
    }
}
