import Foundation
import Testing
@testable import WhittleAudit

/// Shared helpers of the cache tests: sources to audit, audits with and without a cache,
/// and the cache files of a folder.
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

    /// `WHITTLE_CACHE_PROPERTY_RUNS=N`: the cache's property tests run N seeds of more rounds
    /// than their fast default.
    static let heavyPropertyRuns = ProcessInfo.processInfo.environment["WHITTLE_CACHE_PROPERTY_RUNS"].flatMap(Int.init)

    /// The JSON report of an audit, as `whittle audit --format json` prints it.
    static func json(_ report: AuditReport) -> String {
        var text = ""
        JSONReporter().write(report, to: &text)
        return text
    }

    /// The report in every format `whittle audit` prints, and the verbose text.
    static func renderings(_ report: AuditReport) -> [String] {
        ReportFormat.allCases.map { $0.reporter().render(report) } + [TextReporter(options: ReporterOptions(verbose: true)).render(report)]
    }

    /// An audit of `folder` with the cache in `cacheFolder`: its JSON report, cache statistics and report.
    static func cachedAudit(
        _ folder: String, cache cacheFolder: String, catalog: AuditCatalog = AuditCatalog(),
        configuration: AuditConfiguration = AuditConfiguration()
    ) throws -> (json: String, statistics: CacheStatistics?, report: AuditReport) {
        let auditor = Auditor(configuration: configuration, catalog: catalog, cache: AuditCache(folder: cacheFolder))
        let (result, statistics) = try auditor.resultWithStatistics(paths: [folder], jobs: 2, reportNeeded: true)
        let report = try #require(result.report)
        // The text the cache holds is what `--format json` prints of the report.
        #expect(result.json.map(text) ?? json(report) == json(report))
        return (json(report), statistics, report)
    }

    /// An audit of `folder` with the cache in `cacheFolder` for `--format json` alone: the
    /// stored text, read and nothing else, when nothing changed.
    static func jsonAudit(_ folder: String, cache cacheFolder: String) throws -> (json: String, statistics: CacheStatistics?) {
        let (result, statistics) = try Auditor(cache: AuditCache(folder: cacheFolder))
            .resultWithStatistics(paths: [folder], jobs: 2, reportNeeded: false)
        return (try result.json.map(text) ?? json(#require(result.report)), statistics)
    }

    /// The JSON text the cache holds.
    static func text(_ json: ReportText) -> String {
        var text = ""
        json.write(to: &text)
        return text
    }

    /// The JSON report of an audit of `folder` without a cache.
    static func uncachedAudit(
        _ folder: String, catalog: AuditCatalog = AuditCatalog(), configuration: AuditConfiguration = AuditConfiguration()
    ) throws -> String {
        json(try Auditor(configuration: configuration, catalog: catalog).audit(paths: [folder], jobs: 2))
    }

    /// The facts file an audit of `folder` writes in `cacheFolder`.
    static func factsPath(_ folder: String, cache cacheFolder: String) -> String {
        AuditCache(folder: cacheFolder).path(of: [folder], kind: "facts")
    }

    /// The report file an audit of `folder` writes in `cacheFolder`.
    static func reportPath(_ folder: String, cache cacheFolder: String) -> String {
        AuditCache(folder: cacheFolder).path(of: [folder], kind: "report")
    }
}
