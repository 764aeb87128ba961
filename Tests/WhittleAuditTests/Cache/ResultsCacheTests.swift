import Foundation
import Testing
@testable import WhittleAudit

/// The results cache: a controller's stored report is reused only while everything its
/// analysis read is the same, and controllers whose facts were stored without members are
/// parsed again when they must be analysed.
struct ResultsCacheTests {
    private static let profile = """
        import UIKit

        final class ProfileViewController: UIViewController {
            private let api: ProfileAPI = ProfileAPI()

            override func viewDidLoad() {
                super.viewDidLoad()
                api.load { name in self.title = name }
            }
        }
        """

    /// The API the profile calls: `load` does no request until `loadRequests` says so;
    /// `refresh` always does one.
    private static func api(loadRequests: Bool) -> String {
        let request = #"URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion("") }.resume()"#
        return """
            import Foundation

            final class ProfileAPI {
                func load(completion: @escaping (String) -> Void) {
                    \(loadRequests ? request : "completion(\"\")")
                }
                func refresh(completion: @escaping (String) -> Void) {
                    \(request)
                }
            }
            """
    }

    private static let settings = """
        import UIKit

        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UserDefaults.standard.set(true, forKey: "seen")
            }
        }
        """

    /// A call into a project type carries that type's work: editing the type changes the
    /// caller's report, so the caller is analysed again, and only the caller.
    @Test func editingACalleeReanalysesOnlyItsCallers() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try project.write("ProfileViewController.swift", Self.profile)
        try project.write("SettingsViewController.swift", Self.settings)
        try project.write("ProfileAPI.swift", Self.api(loadRequests: false))
        let before = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(before.statistics?.controllersAnalysed == 2)
        #expect(!before.json.contains("\"networking\""))

        try project.write("ProfileAPI.swift", Self.api(loadRequests: true))
        let after = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(after.json == (try CacheTestSupport.uncachedAudit(project.path)))
        #expect(after.json != before.json)
        #expect(after.json.contains("\"networking\""))
        #expect(after.statistics?.controllersReused == 1)
        #expect(after.statistics?.controllersAnalysed == 1)
    }

    /// After a first audit, files holding only controllers are stored without members; a
    /// change that needs them again (new settings re-analyse every controller) parses them.
    @Test func controllersStoredWithoutMembersAreParsedAgainWhenAnalysed() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try project.write("ProfileViewController.swift", Self.profile)
        try project.write("SettingsViewController.swift", Self.settings)
        try project.write("ProfileAPI.swift", Self.api(loadRequests: true))
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)

        let pack = try Data(contentsOf: URL(fileURLWithPath: CacheTestSupport.packPath(project.path, cache: cache.path)))
        let filter = AuditCatalog().eventFilter
        let (body, entries, _) = try pack.withUnsafeBytes { bytes throws(CacheCorruption) in
            try FactsPack.index(bytes, context: FactsCache.context(filter: filter))
        }
        var omitted: [String: Bool] = [:]
        for name in ["ProfileViewController.swift", "ProfileAPI.swift"] {
            let path = project.path + "/" + name
            let key = try Data(contentsOf: URL(fileURLWithPath: path)).withUnsafeBytes { FactsKey(bytes: $0, path: path) }
            let range = try #require(entries[key])
            let outcome = try body.withUnsafeBytes { bytes throws(CacheCorruption) in
                try FactsDecoder.decode(UnsafeRawBufferPointer(rebasing: bytes[range]), path: path, filter: filter)
            }
            if case .facts(let facts, _) = outcome { omitted[name] = facts.membersOmitted }
        }
        #expect(omitted == ["ProfileViewController.swift": true, "ProfileAPI.swift": false])

        var strict = AuditConfiguration()
        strict.thresholds = .init(maxResponsibilities: 0, maxLines: 1, maxMarkSections: 0)
        let configured = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, configuration: strict)
        #expect(configured.statistics?.misses == 0)
        #expect(configured.statistics?.controllersAnalysed == 2)
        #expect(configured.json == (try CacheTestSupport.uncachedAudit(project.path, configuration: strict)))
    }

    /// A class stored without members as a controller's part stops being a controller (its
    /// base class changed): its members are needed for what other controllers call, so its
    /// file is parsed again before the summaries are made.
    @Test func aFormerControllerIsParsedAgainForTheSummaries() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try project.write("BaseViewController.swift", "import UIKit\n\nclass BaseViewController: UIViewController {}\n")
        try project.write("ChildViewController.swift", """
            import Foundation

            final class ChildViewController: BaseViewController {
                func refresh(completion: @escaping () -> Void) {
                    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion() }.resume()
                }
            }
            """)
        try project.write("HostViewController.swift", """
            import UIKit

            final class HostViewController: UIViewController {
                private let child: ChildViewController = ChildViewController()

                func reload() {
                    child.refresh { self.title = "" }
                }
            }
            """)
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        try project.write("BaseViewController.swift", "import Foundation\n\nclass BaseViewController: NSObject {}\n")
        let after = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        let uncached = try CacheTestSupport.uncachedAudit(project.path)
        #expect(after.json == uncached)
        #expect(uncached.contains("\"networking\""))
    }

    /// Every setting is part of the results' context: a new one must be added to
    /// ``AuditConfiguration/fingerprint``, or reports made under other settings would be reused.
    @Test func everySettingChangesTheFingerprint() {
        #expect(Mirror(reflecting: AuditConfiguration()).children.count == 9)
        #expect(Mirror(reflecting: AuditConfiguration.Thresholds()).children.count == 4)
        let base = AuditConfiguration()
        var changes: [(String, (inout AuditConfiguration) -> Void)] = [
            ("include", { $0.include = ["Sources"] }),
            ("exclude", { $0.exclude = ["Tests"] }),
            ("patternRoot", { $0.patternRoot = "/" }),
            ("languages", { $0.languages = [.swift] }),
            ("maxResponsibilities", { $0.thresholds.maxResponsibilities = 9 }),
            ("maxLines", { $0.thresholds.maxLines = 9 }),
            ("maxMarkSections", { $0.thresholds.maxMarkSections = 9 }),
            ("minExtractLines", { $0.thresholds.minExtractLines = 9 }),
            ("viewControllerBaseClasses", { $0.viewControllerBaseClasses = ["BaseScreen"] }),
            ("severities", { $0.severities[.markSections] = .error }),
            ("disabledRules", { $0.disabledRules = [.markSections] }),
        ]
        if let pattern = TypeNamePattern("*Client") {
            changes.append(("wrappers", { $0.wrappers[.networking] = [pattern] }))
        }
        #expect(changes.count == 12)
        for (name, change) in changes {
            var changed = base
            change(&changed)
            #expect(changed.fingerprint != base.fingerprint, "\(name)")
        }
        #expect(AuditConfiguration().fingerprint == base.fingerprint)
    }
}

/// The run stamp: an audit in which no file's status changed reads no source at all.
struct RunStampTests {
    @Test func unchangedStatusesReadNothingAndAnyWriteReadsAgain() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try CacheTestSupport.writeProject(in: project)
        let reference = try CacheTestSupport.uncachedAudit(project.path)
        let first = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(first.json == reference)
        #expect(first.statistics?.readNothing == false)

        let unchanged = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(unchanged.json == reference)
        #expect(unchanged.statistics?.readNothing == true)
        #expect(unchanged.statistics?.reusedReport == true)

        // The same bytes written again: the status changed, the content did not.
        let model = project.path + "/App/Profile.swift"
        try project.write("App/Profile.swift", try String(contentsOfFile: model, encoding: .utf8))
        let touched = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(touched.json == reference)
        #expect(touched.statistics?.readNothing == false)
        #expect(touched.statistics?.reusedReport == true)

        // New content of the same size: read, and the report follows it.
        try project.write("App/Profile.swift", "struct Profile: Codable { var name: Strinh }\n")
        let edited = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(edited.statistics?.readNothing == false)
        #expect(edited.json == (try CacheTestSupport.uncachedAudit(project.path)))

        // A file written just before the audit leaves no stamp: the next audit reads.
        try project.write("App/Profile.swift", "struct Profile: Codable { var name: String }\n")
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        let afterRecent = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(afterRecent.statistics?.readNothing == false)
        #expect(afterRecent.json == reference)
    }

    /// A damaged or foreign stamp is ignored: the files are read.
    @Test func damagedStampIsIgnored() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try CacheTestSupport.writeProject(in: project)
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        let path = ResultsCache.stampPath(in: AuditCache(folder: cache.path), paths: [project.path])
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[bytes.count - 20] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let again = try CacheTestSupport.cachedAudit(project.path, cache: cache.path, recentWrites: 0)
        #expect(again.statistics?.readNothing == false)
        #expect(again.json == (try CacheTestSupport.uncachedAudit(project.path)))
    }
}

/// The results journal: a few changed controllers are written to it, many fold it into a new
/// results file; a damaged journal is ignored.
struct ResultsJournalTests {
    private static func controller(_ index: Int, persists: Bool) -> String {
        """
        import UIKit

        final class Screen\(index)ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                \(persists ? #"UserDefaults.standard.set(true, forKey: "seen")"# : "title = \"Screen\"")
            }
        }
        """
    }

    @Test func fewChangesGoToTheJournalManyFoldIt() throws {
        let project = try TemporaryFolder()
        let cache = try TemporaryFolder()
        let count = 40
        for index in 0..<count { try project.write("Screen\(index)ViewController.swift", Self.controller(index, persists: false)) }
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        let results = CacheTestSupport.resultsPath(project.path, cache: cache.path)
        let journal = (results as NSString).deletingPathExtension + ".journal"
        let base = try Data(contentsOf: URL(fileURLWithPath: results))
        #expect(!FileManager.default.fileExists(atPath: journal))

        // One controller changed: the results file stays, the journal holds the change.
        try project.write("Screen3ViewController.swift", Self.controller(3, persists: true))
        let one = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(one.json == (try CacheTestSupport.uncachedAudit(project.path)))
        #expect(one.statistics?.controllersAnalysed == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: results)) == base)
        #expect(FileManager.default.fileExists(atPath: journal))
        let again = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(again.json == one.json)
        #expect(again.statistics?.reusedReport == true)
        // Another controller changed: the one in the journal is reused from it.
        try project.write("Screen5ViewController.swift", Self.controller(5, persists: true))
        let two = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(two.json == (try CacheTestSupport.uncachedAudit(project.path)))
        #expect(two.statistics?.controllersAnalysed == 1)
        #expect(two.statistics?.controllersReused == count - 1)
        try project.write("Screen5ViewController.swift", Self.controller(5, persists: false))
        _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)

        // A damaged journal is ignored: the controller it held is analysed again.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: journal)))
        bytes[bytes.count - 3] ^= 0x40
        try Data(bytes).write(to: URL(fileURLWithPath: journal))
        let damaged = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(damaged.json == one.json)
        #expect(damaged.statistics?.controllersAnalysed == 1)

        // Most controllers changed: folded into a new results file, the journal removed.
        for index in 0..<count { try project.write("Screen\(index)ViewController.swift", Self.controller(index, persists: index % 2 == 0)) }
        let many = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(many.json == (try CacheTestSupport.uncachedAudit(project.path)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: results)) != base)
        #expect(!FileManager.default.fileExists(atPath: journal))
        let last = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
        #expect(last.json == many.json)
        #expect(last.statistics?.reusedReport == true)
    }
}
