import Testing
@testable import WhittleAudit

/// A call on a property declared with a framework service type does that type's work in the
/// member that makes it (`context.save()` where `let context: NSManagedObjectContext`), in both
/// languages; a view's calls, and a held request's, do no service work.
struct FrameworkPropertyTests {
    @Test func aCallOnAPropertyOfAServiceTypeIsItsWork() throws {
        let swift = try #require(AuditFixture.audit([("NotesViewController.swift", """
            import UIKit
            import CoreData
            import CoreLocation
            final class NotesViewController: UIViewController {
                let context: NSManagedObjectContext
                private let locationManager: CLLocationManager? = nil
                private var dataTask: URLSessionDataTask?
                @IBOutlet private var tableView: UITableView!
                func saveNote() { try? context.save() }
                func stop() { locationManager?.stopUpdatingLocation() }
                func cancel() { dataTask?.cancel() }
                func refresh() { tableView.reloadData() }
            }
            """)]).controller("NotesViewController"))
        let persistence = try #require(swift.responsibility(.persistence))
        #expect(persistence.members == ["context", "saveNote()"])
        #expect(persistence.evidence.contains { $0.member == "saveNote()" && $0.token == "context.save(…)" })
        #expect(swift.responsibility(.systemServices)?.evidence.contains { $0.token == "locationManager.stopUpdatingLocation(…)" } == true)
        #expect(swift.responsibility(.networking) == nil)

        let objectiveC = try #require(AuditFixture.audit([("NotesViewController.m", """
            @interface NotesViewController : UIViewController
            @property (nonatomic, strong) NSManagedObjectContext *context;
            @end
            @implementation NotesViewController
            - (void)saveNote {
                [self.context save:nil];
            }
            @end
            """)]).controller("NotesViewController"))
        #expect(objectiveC.responsibility(.persistence)?.evidence.contains { $0.member == "-saveNote" && $0.token == "[context save…]" } == true)
    }

    /// A framework store the project hands out does the store's work where it is called: a
    /// type's factory method or shared member (`[[HelperTools defaultsDB] setBool:…]`,
    /// `AppGroup.defaults.set(…)`), one property of a project type the controller holds, and a
    /// local bound to either; a project type handed out the same way is the summaries' to
    /// follow, and a framework object that stores nothing (a window) does no service work.
    @Test func aFrameworkStoreHandedOutByTheProjectIsItsWork() throws {
        let swift = try #require(AuditFixture.audit([("SettingsViewController.swift", """
            import UIKit
            enum AppGroup {
                static let defaults = UserDefaults(suiteName: "group.example")
                static let window = UIWindow()
            }
            final class Store {
                let files = FileManager()
            }
            final class SettingsViewController: UIViewController {
                private let store = Store()
                func toggle(_ on: Bool) { AppGroup.defaults?.set(on, forKey: "log") }
                func clear() {
                    let defaults = AppGroup.defaults
                    defaults?.removeObject(forKey: "log")
                }
                func purge(_ url: URL) { try? store.files.removeItem(at: url) }
                func show() { AppGroup.window.makeKeyAndVisible() }
            }
            """)]).controller("SettingsViewController"))
        let persistence = try #require(swift.responsibility(.persistence))
        #expect(persistence.members == ["toggle(_:)", "clear()", "purge(_:)"])
        #expect(persistence.evidence.contains { $0.member == "toggle(_:)" && $0.reason == "reads or writes UserDefaults" })

        let objectiveC = try #require(AuditFixture.audit([("SettingsViewController.m", """
            @interface HelperTools : NSObject
            + (NSUserDefaults *)defaultsDB;
            + (UIWindow *)mainWindow;
            @end
            @implementation HelperTools
            + (NSUserDefaults *)defaultsDB { return nil; }
            + (UIWindow *)mainWindow { return nil; }
            @end
            @interface SettingsViewController : UIViewController
            @end
            @implementation SettingsViewController
            - (void)toggle {
                [[HelperTools defaultsDB] setBool:YES forKey:@"log"];
            }
            - (void)show {
                [[HelperTools mainWindow] makeKeyAndVisible];
            }
            @end
            """)]).controller("SettingsViewController"))
        #expect(objectiveC.responsibility(.persistence)?.members == ["-toggle"])
    }

    /// A global variable of the project (`let defaults = UserDefaults.standard`, `var realm:
    /// Realm!`, `let analytics = AnalyticsService()` in another file) is called through as a
    /// property of its type would be; a property or local of the same name is what the
    /// controller means instead.
    @Test func aCallThroughAGlobalIsItsTypesWork() throws {
        let report = AuditFixture.audit([
            ("Globals.swift", """
                import Foundation
                import RealmSwift
                import FirebaseAnalytics
                let defaults = UserDefaults.standard
                public var defaultRealm: Realm!
                let analytics = AnalyticsService()
                final class AnalyticsService {
                    func track(_ name: String) { Analytics.logEvent(name, parameters: nil) }
                }
                """),
            ("SettingsViewController.swift", """
                import UIKit
                final class SettingsViewController: UIViewController {
                    @IBAction func toggle(_ sender: UISwitch) {
                        defaults.set(sender.isOn, forKey: "sync")
                        analytics.track("toggled")
                    }
                    func remove(_ item: Item) {
                        try? defaultRealm.write { defaultRealm.delete(item) }
                    }
                }
                """),
            ("ShadowingViewController.swift", """
                import UIKit
                final class ShadowingViewController: UIViewController {
                    private let analytics = Tracker()
                    @IBAction func toggle(_ sender: UISwitch) {
                        let defaults = Preferences()
                        defaults.set(sender.isOn, forKey: "sync")
                        analytics.track("toggled")
                    }
                }
                """),
        ])
        let settings = try #require(report.controller("SettingsViewController"))
        #expect(settings.responsibility(.persistence)?.members == ["toggle(_:)", "remove(_:)"])
        #expect(settings.responsibility(.analytics)?.evidence.first?.token == "analytics.track(…)")
        let shadowing = try #require(report.controller("ShadowingViewController"))
        #expect(shadowing.responsibility(.persistence) == nil)
        #expect(shadowing.responsibility(.analytics) == nil)
    }

    /// A capitalised global holding the app's environment (`var Current: AppEnvironment`) is
    /// read as its type: a controller calling its API client through it makes the request, and
    /// so does a type calling through it for its callers.
    @Test func aCallThroughACapitalisedGlobalIsItsTypesWork() throws {
        let report = AuditFixture.audit([
            ("Environment.swift", """
                import Foundation
                public var Current: AppEnvironment = AppEnvironment()
                public final class AppEnvironment {
                    public var api = APIClient()
                }
                public final class APIClient {
                    public func fetchZones(completion: @escaping ([String]) -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: "/zones")) { _, _, _ in completion([]) }.resume()
                    }
                }
                final class ZoneRepository {
                    func refresh(completion: @escaping ([String]) -> Void) { Current.api.fetchZones(completion: completion) }
                }
                """),
            ("ZonesViewController.swift", """
                import UIKit
                final class ZonesViewController: UIViewController {
                    private var zones: [String] = []
                    private let repository = ZoneRepository()
                    func load() {
                        Current.api.fetchZones { [weak self] zones in self?.zones = zones }
                    }
                    func reload() {
                        repository.refresh { [weak self] zones in self?.zones = zones }
                    }
                }
                """),
        ])
        let controller = try #require(report.controller("ZonesViewController"))
        #expect(controller.responsibility(.networking)?.members == ["load()", "reload()"])
    }

    /// A project type writing through a global (`prefs.set(…)` for `let prefs =
    /// UserDefaults.standard`) stores what its callers give it: a settings wrapper. (Asking it
    /// to `reset()` is asking a store, as ever.)
    @Test func aTypeWritingThroughAGlobalStores() throws {
        let report = AuditFixture.audit([
            ("AppSettings.swift", """
                import Foundation
                let prefs = UserDefaults.standard
                final class AppSettings {
                    static let shared = AppSettings()
                    var isSyncing: Bool {
                        get { prefs.bool(forKey: "sync") }
                        set { prefs.set(newValue, forKey: "sync") }
                    }
                    func reset() { prefs.removeObject(forKey: "sync") }
                }
                """),
            ("SyncViewController.swift", """
                import UIKit
                final class SyncViewController: UIViewController {
                    @IBAction func toggle(_ sender: UISwitch) { AppSettings.shared.isSyncing = sender.isOn }
                    @IBAction func clear() { AppSettings.shared.reset() }
                }
                """),
        ])
        let controller = try #require(report.controller("SyncViewController"))
        #expect(controller.responsibility(.persistence)?.members == ["toggle(_:)"])
    }
}
