import Foundation
import Testing
@testable import WhittleAudit

/// Where a prescription sends work: one destination for a request's flow, and a role that
/// follows what the code uses, saying when Whittle has no building block for it.
@Suite struct PrescriptionDestinationTests {
    /// A purchase that requests, plays a sound and logs through a helper only it calls goes to
    /// one place, a logic controller: the sound and the logging go with the request. Analytics
    /// also logged from a lifecycle method has a destination of its own.
    @Test func aRequestsFlowGoesToOneDestination() throws {
        let source = """
            final class ShopViewController: UIViewController {
                private func purchase(_ item: Item) {
                    URLSession.shared.dataTask(with: URLRequest(url: item.url)) { data, _, _ in
                        AudioServicesPlaySystemSound(1001)
                        self.logPurchase(item)
                    }.resume()
                }

                private func logPurchase(_ item: Item) {
                    Mixpanel.mainInstance().track(event: "purchase")
                }
            }
            """
        let shop = try #require(AuditFixture.audit(source).controller("ShopViewController"))
        let networking = try #require(shop.prescriptions.first { $0.responsibility == .networking })
        #expect(networking.joins == nil)
        #expect(networking.role == .logicController)
        #expect(networking.suggestedType == "ShopLogicController")
        for responsibility in [Responsibility.systemServices, .analytics] {
            let joined = try #require(shop.prescriptions.first { $0.responsibility == responsibility })
            #expect(joined.joins == .networking)
            #expect(joined.role == networking.role)
            #expect(joined.suggestedType == networking.suggestedType)
        }

        let alsoOnAppear = source.replacingOccurrences(of: """
                private func logPurchase
            """, with: """
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Mixpanel.mainInstance().track(event: "shop")
                }

                private func logPurchase
            """)
        let screen = try #require(AuditFixture.audit(alsoOnAppear).controller("ShopViewController"))
        let analytics = try #require(screen.prescriptions.first { $0.responsibility == .analytics })
        #expect(analytics.joins == nil)
        #expect(analytics.role == .analyticsCollaborator)
        #expect(screen.prescriptions.first { $0.responsibility == .systemServices }?.joins == .networking)
    }

    /// A helper something else calls too is not the flow's: it keeps its own destination, and
    /// a request with nothing that only serves it is a web service's.
    @Test func aSharedHelperKeepsItsOwnDestination() throws {
        let shop = try #require(AuditFixture.audit("""
            final class ShopViewController: UIViewController {
                private func purchase(_ item: Item) {
                    URLSession.shared.dataTask(with: URLRequest(url: item.url)) { _, _, _ in self.logPurchase(item) }.resume()
                }

                @IBAction private func share(_ sender: Any) {
                    logPurchase(item)
                    present(UIActivityViewController(activityItems: [item.url], applicationActivities: nil), animated: true)
                }

                private func logPurchase(_ item: Item) {
                    Mixpanel.mainInstance().track(event: "purchase")
                }
            }
            """).controller("ShopViewController"))
        let analytics = try #require(shop.prescriptions.first { $0.responsibility == .analytics })
        #expect(analytics.joins == nil)
        #expect(analytics.role == .analyticsCollaborator)
        #expect(shop.prescriptions.first { $0.responsibility == .networking }?.role == .webService)
    }

    /// Requests the controller makes only through the app's own client leave a logic
    /// controller over that client to write, not a web service; the prescription names the
    /// client. A request the controller builds itself is a web service's.
    @Test func requestsThroughTheAppsClientKeepTheClient() throws {
        let client = """
            final class ProfileAPI {
                func fetch(_ id: String, completion: @escaping (Profile?) -> Void) {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com/\\(id)")!) { _, _, _ in completion(nil) }.resume()
                }
            }
            """
        let report = AuditFixture.audit([
            ("ProfileAPI.swift", client),
            ("ProfileViewController.swift", """
                final class ProfileViewController: UIViewController {
                    private let api = ProfileAPI()

                    private func load() {
                        api.fetch("me") { profile in self.nameLabel.text = profile?.name }
                    }
                }
                """),
            ("FeedViewController.swift", """
                final class FeedViewController: UIViewController {
                    private func load() {
                        URLSession.shared.dataTask(with: feedURL) { data, _, _ in self.show(data) }.resume()
                    }
                }
                """),
        ])
        let profile = try #require(report.controller("ProfileViewController")?.prescriptions.first { $0.responsibility == .networking })
        #expect(profile.role == .logicController)
        #expect(profile.alreadyUses == ["api"])
        let feed = try #require(report.controller("FeedViewController")?.prescriptions.first { $0.responsibility == .networking })
        #expect(feed.role == .webService)
        #expect(feed.alreadyUses == nil)
    }

    /// The data source's role follows the list's shape and the framework it runs on, in both
    /// languages; Whittle's own building block is named where there is one.
    @Test(arguments: [
        (
            "Example.swift",
            """
            final class SidebarViewController: NSViewController, NSOutlineViewDataSource {
                func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int { 0 }
                func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any { nodes[index] }
            }
            """, WhittleRole.outlineDataSource
        ),
        (
            "Example.m",
            """
            @implementation SidebarViewController
            - (NSInteger)outlineView:(NSOutlineView *)outlineView numberOfChildrenOfItem:(id)item { return 0; }
            - (id)outlineView:(NSOutlineView *)outlineView child:(NSInteger)index ofItem:(id)item { return nil; }
            @end
            """, .outlineDataSource
        ),
        (
            "Example.m",
            """
            @implementation SidebarViewController
            - (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView { return 2; }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 3; }
            @end
            """, .sectionedDataSource
        ),
    ])
    func dataSourceRoleFollowsTheList(file: String, source: String, role: WhittleRole) throws {
        let header = file.hasSuffix(".m")
            ? [("Example.h", "@interface SidebarViewController : \(source.contains("NSOutlineView") ? "NSViewController" : "UITableViewController")\n@end")]
            : []
        let report = AuditFixture.audit(header + [(file, source)])
        let sidebar = try #require(report.controller("SidebarViewController"))
        let dataSource = try #require(sidebar.prescriptions.first { $0.responsibility == .dataSource })
        #expect(dataSource.role == role)
        #expect(dataSource.buildingBlock == role.buildingBlock)
    }

    /// Core Data's fetched results and Realm get the object that wraps them, and the report
    /// says Whittle has no building block for it (and which one is the GRDB counterpart).
    @Test func frameworkRolesSayWhenWhittleHasNoBuildingBlock() throws {
        let report = AuditFixture.audit("""
            final class AppsViewController: UITableViewController, NSFetchedResultsControllerDelegate {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
                    tableView.reloadData()
                }
                private func save(_ app: App) {
                    let realm = try? Realm()
                    try? realm?.write { realm?.add(app) }
                }
            }
            """)
        let apps = try #require(report.controller("AppsViewController"))
        let dataSource = try #require(apps.prescriptions.first { $0.responsibility == .dataSource })
        #expect(dataSource.role == .fetchedResultsDataSource)
        #expect(dataSource.suggestedType == "AppsFetchedResultsDataSource")
        #expect(dataSource.buildingBlock == nil)
        let persistence = try #require(apps.prescriptions.first { $0.responsibility == .persistence })
        #expect(persistence.role == .realmStore)
        #expect(persistence.buildingBlock == nil)

        let text = TextReporter(options: ReporterOptions()).render(report)
        #expect(text.contains("no Whittle building block: write \(WhittleRole.fetchedResultsDataSource.typeName)"))
        #expect(WhittleRole.fetchedResultsDataSource.typeName.contains("QueryDataSource is its GRDB counterpart"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any])
        let controllers = try #require(json["viewControllers"] as? [[String: Any]])
        let prescriptions = try #require(controllers.first?["prescriptions"] as? [[String: Any]])
        #expect(prescriptions.contains { $0["role"] as? String == "fetched-results-data-source" && $0["buildingBlock"] == nil })
        #expect(prescriptions.contains { $0["buildingBlock"] as? String != nil } == apps.prescriptions.contains { $0.buildingBlock != nil })
    }

    /// Every building block a prescription names is a type (or, for layout, the method) the
    /// Whittle packages declare, so a team can look it up.
    @Test func buildingBlocksAreDeclaredByWhittle() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var library = ""
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", file.path.contains("/Whittle"), !file.path.contains("/WhittleAudit") else { continue }
            library += try String(contentsOf: file, encoding: .utf8)
        }
        for role in WhittleRole.allCases {
            guard let block = role.buildingBlock else { continue }
            let declared = block.hasPrefix("CGRect.")
                ? library.contains("public func \(block.dropFirst("CGRect.".count).prefix { $0 != "(" })(")
                : ["class", "struct", "protocol", "enum"].contains { library.contains("\($0) \(block)") }
            #expect(declared, "\(role.rawValue) names \(block), which Whittle does not declare")
        }
    }
}
