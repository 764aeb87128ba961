import Foundation
@testable import WhittleAudit

/// Shared helpers of the cache tests: sources to audit, audits with and without a cache,
/// and the facts file of a folder.
enum CacheTestSupport {
    /// The `Examples/` folder of this checkout: real Swift and Objective-C controllers.
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples").path

    /// Every example source, by path relative to `Examples/`, in a stable order.
    static let exampleSources: [(name: String, text: String)] = {
        let files = FileManager.default.enumerator(atPath: examples)?.compactMap { $0 as? String } ?? []
        return files.filter { SourceLanguage.allCases.flatMap(\.pathExtensions).contains(where: $0.hasSuffix) }.sorted()
            .compactMap { name in
                (try? String(contentsOfFile: examples + "/" + name, encoding: .utf8)).map { (name, $0) }
            }
    }()

    /// A small project: a controller with an extension, a model, and an Objective-C controller.
    static func writeProject(in folder: TemporaryFolder) throws {
        try folder.write("App/ProfileViewController.swift", """
            import UIKit

            final class ProfileViewController: UIViewController {
                // MARK: - Loading
                override func viewDidLoad() {
                    super.viewDidLoad()
                    URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in }.resume()
                    UserDefaults.standard.set(true, forKey: "seen")
                }
                // whittle:disable:next networking
                func reload() { tableView.reloadData() }
            }
            """)
        try folder.write("App/ProfileViewController+Layout.swift", """
            import UIKit

            extension ProfileViewController {
                func layout() {
                    view.addSubview(UILabel())
                    NSLayoutConstraint.activate([])
                }
            }
            """)
        try folder.write("App/Profile.swift", "struct Profile: Codable { var name: String }\n")
        try folder.write("Legacy/WHSettingsViewController.m", """
            #import <UIKit/UIKit.h>
            @interface WHSettingsViewController : UIViewController
            @end
            @implementation WHSettingsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"seen"];
                [self.navigationController pushViewController:[UIViewController new] animated:YES];
            }
            @end
            """)
    }

    /// The JSON report of an audit of `folder`, as `whittle audit --format json` prints it.
    /// `WHITTLE_CACHE_PROPERTY_RUNS=N`: the cache's property tests run N seeds of more rounds
    /// than their fast default.
    static let heavyPropertyRuns = ProcessInfo.processInfo.environment["WHITTLE_CACHE_PROPERTY_RUNS"].flatMap(Int.init)

    static func json(_ report: AuditReport) -> String {
        var text = ""
        JSONReporter().write(report, to: &text)
        return text
    }

    /// An audit of `folder` with the cache in `cacheFolder`: its JSON report and cache statistics.
    static func cachedAudit(
        _ folder: String, cache cacheFolder: String, catalog: AuditCatalog = AuditCatalog(),
        configuration: AuditConfiguration = AuditConfiguration(), recentWrites: Int64 = 2_000_000_000
    ) throws -> (json: String, statistics: CacheStatistics?) {
        var auditor = Auditor(configuration: configuration, catalog: catalog, cache: AuditCache(folder: cacheFolder))
        auditor.recentWrites = recentWrites
        let (report, statistics) = try auditor.auditWithStatistics(paths: [folder], jobs: 2)
        return (json(report), statistics)
    }

    /// The JSON report of an audit of `folder` without a cache.
    static func uncachedAudit(
        _ folder: String, catalog: AuditCatalog = AuditCatalog(), configuration: AuditConfiguration = AuditConfiguration()
    ) throws -> String {
        json(try Auditor(configuration: configuration, catalog: catalog).audit(paths: [folder], jobs: 2))
    }

    /// The results file an audit of `folder` writes in `cacheFolder`.
    static func resultsPath(_ folder: String, cache cacheFolder: String) -> String {
        ResultsCache.packPath(in: AuditCache(folder: cacheFolder), paths: [folder])
    }

    /// The facts file an audit of `folder` writes in `cacheFolder`.
    static func packPath(_ folder: String, cache cacheFolder: String) -> String {
        FactsCache.packPath(in: AuditCache(folder: cacheFolder), paths: [folder])
    }
}
