import Foundation
import Testing
@testable import WhittleAudit

/// What a controller does through the project's own types (issue 13): a call into a member of
/// a project type that does the work counts, with evidence that names where the type does it;
/// reading a singleton, logging, and handing work to a view model do not.
struct DelegationTests {
    private static let api = """
        import Foundation

        final class PatreonAPI {
            static let shared = PatreonAPI()
            func fetchPatrons(completion: @escaping ([String]) -> Void) {
                request(URL(fileURLWithPath: "/patrons"), completion: completion)
            }
            private func request(_ url: URL, completion: @escaping ([String]) -> Void) {
                URLSession.shared.dataTask(with: url) { _, _, _ in completion([]) }.resume()
            }
            func cachedCount() -> Int { 0 }
            func patronsSignal() -> Signal<[String], Never> {
                URLSession.shared.dataTask(with: URL(fileURLWithPath: "/patrons")).resume()
                return .empty
            }
            func refreshInBackground() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
            func patrons() async throws -> [String] {
                _ = try await URLSession.shared.data(from: URL(fileURLWithPath: "/patrons"))
                return []
            }
        }

        enum Log {
            static func record(_ message: String) { UserDefaults.standard.set(message, forKey: "last") }
            static func error(_ message: String) {
                try? message.write(toFile: "/tmp/log", atomically: true, encoding: .utf8)
                UserDefaults.standard.set(message, forKey: "last-error")
            }
        }

        final class PatronsViewModel {
            let api: PatreonAPI = PatreonAPI.shared
            func load() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
        }
        """

    private static func report(_ controller: String) -> ViewControllerReport? {
        AuditFixture.audit([("PatreonAPI.swift", api), ("PatronsViewController.swift", controller)])
            .controller("PatronsViewController")
    }

    /// The controller, holding a view model, with `statement` in its `refresh()`.
    private static func report(refreshing statement: String) -> ViewControllerReport? {
        report("""
            import UIKit
            final class PatronsViewController: UIViewController {
                private let viewModel = PatronsViewModel()
                func refresh() {
                    \(statement)
                }
            }
            """)
    }

    /// A call on an abstract base class runs in the subclass that overrides it: the base's
    /// member only refuses the selector, the subclass makes the request. In both languages.
    @Test func aCallOnAnAbstractBaseClassRunsInItsSubclass() throws {
        let header = """
            @interface MVChatConnection : NSObject
            - (void)fetchRoomsWithCompletion:(void (^)(NSArray *rooms))completion;
            @end
            @interface MVIRCChatConnection : MVChatConnection
            @end
            """
        let implementation = """
            #import "Connection.h"
            @implementation MVChatConnection
            - (void)fetchRoomsWithCompletion:(void (^)(NSArray *rooms))completion { [self doesNotRecognizeSelector:_cmd]; }
            @end
            @implementation MVIRCChatConnection
            - (void)fetchRoomsWithCompletion:(void (^)(NSArray *rooms))completion {
                [[[NSURLSession sharedSession] dataTaskWithURL:self.listURL] resume];
            }
            @end
            """
        let controller = """
            #import "Connection.h"
            @interface RoomListViewController : UIViewController
            @property (nonatomic, strong) MVChatConnection *connection;
            @end
            @implementation RoomListViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.connection fetchRoomsWithCompletion:^(NSArray *rooms) { self.rooms = rooms; }];
            }
            @end
            """
        let report = try #require(
            AuditFixture.audit([
                ("Core/Connection.h", header), ("Core/Connection.m", implementation), ("UI/RoomListViewController.m", controller),
            ]).controller("RoomListViewController"))
        #expect(report.responsibility(.networking)?.evidence.first?.reason.hasPrefix("MVIRCChatConnection ") == true)

        let swift = """
            import Foundation
            class Service {
                func fetchRooms(completion: @escaping ([String]) -> Void) { fatalError("abstract") }
            }
            final class IRCService: Service {
                override func fetchRooms(completion: @escaping ([String]) -> Void) {
                    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/rooms")) { _, _, _ in completion([]) }.resume()
                }
            }
            """
        let swiftController = """
            import UIKit
            final class RoomsViewController: UIViewController {
                var service: Service!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    service.fetchRooms { self.rooms = $0 }
                }
            }
            """
        let rooms = try #require(
            AuditFixture.audit([("Core/Service.swift", swift), ("UI/RoomsViewController.swift", swiftController)])
                .controller("RoomsViewController"))
        #expect(rooms.responsibility(.networking)?.evidence.first?.reason.hasPrefix("IRCService ") == true)
    }

    /// A property declared with a project alias of a class (an SDK's `typealias DefaultComTopic
    /// = ComTopic`) reaches that class, its generic superclass and the client it holds, as the
    /// class's own name does; an alias of a composition of protocols stands for no one class.
    @Test func anAliasOfAProjectClassIsThatClass() throws {
        let sdk = """
            import Foundation
            public class Tinode {
                public func setMeta(for topic: String, meta: String) -> Promise {
                    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/meta")).resume()
                    return Promise()
                }
            }
            public class Promise {
                public func then(onSuccess: @escaping (String) -> Void, onFailure: @escaping (Error) -> Void) {}
            }
            open class Topic<DP, DR> {
                weak var tinode: Tinode?
                public func updateMuted(muted: Bool) -> Promise { tinode!.setMeta(for: "me", meta: muted ? "-P" : "+P") }
            }
            public class ComTopic: Topic<String, Int> {}
            public typealias DefaultComTopic = ComTopic
            """
        let controller = """
            import UIKit
            final class TopicInfoViewController: UIViewController {
                private var topic: DefaultComTopic!
                @objc func mutedSwitched(_ sender: UISwitch) {
                    topic.updateMuted(muted: sender.isOn).then(onSuccess: { _ in }, onFailure: { self.show($0) })
                }
                func show(_ error: Error) {}
            }
            """
        let report = try #require(
            AuditFixture.audit([("SDK/Topic.swift", sdk), ("UI/TopicInfoViewController.swift", controller)])
                .controller("TopicInfoViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.member == "mutedSwitched(_:)")
        #expect(evidence.token == "topic.updateMuted(…)")
    }

    @Test func aCallIntoAProjectTypeThatMakesRequestsIsNetworking() throws {
        let report = try #require(Self.report("""
            import UIKit
            final class PatronsViewController: UIViewController {
                func refresh() {
                    PatreonAPI.shared.fetchPatrons { names in self.title = names.first }
                }
            }
            """))
        let networking = try #require(report.responsibility(.networking))
        let evidence = try #require(networking.evidence.first)
        #expect(evidence.member == "refresh()")
        #expect(evidence.line == 4)
        #expect(evidence.token == "PatreonAPI.fetchPatrons(…)")
        // Through the private `request(_:completion:)` it calls: the reason names the place.
        #expect(evidence.reason.hasPrefix("PatreonAPI "))
        #expect(evidence.reason.contains("PatreonAPI.swift:9"))
        // The JSON report's `via` names the member of the type that does the work.
        let via = try #require(evidence.via?.first)
        #expect(evidence.via?.count == 1)
        #expect(via.member == "PatreonAPI.request(_:completion:)")
        #expect(via.file == "PatreonAPI.swift")
        #expect(via.line == 9)
        #expect(via.token == "URLSession.dataTask(…)")
    }

    /// The report's one JSON serializer writes `via` exactly as `JSONEncoder` would.
    @Test func theJSONReportWritesTheViaChain() throws {
        let report = AuditFixture.audit([
            ("PatreonAPI.swift", Self.api),
            ("PatronsViewController.swift", """
                import UIKit
                final class PatronsViewController: UIViewController {
                    func refresh() { PatreonAPI.shared.fetchPatrons { names in self.title = names.first } }
                }
                """),
        ])
        let json = JSONReporter().render(report)
        #expect(json.contains("\"via\" : ["))
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(json.utf8))
        #expect(decoded.viewControllers == report.controllersWorstFirst)
    }

    @Test func aStoredPropertysDeclaredTypeIsFollowed() throws {
        let report = try #require(Self.report("""
            import UIKit
            final class PatronsViewController: UIViewController {
                private let api: PatreonAPI? = nil
                func refresh() { api?.fetchPatrons { names in self.title = names.first } }
            }
            """))
        #expect(report.responsibility(.networking)?.evidence.first?.token == "api.fetchPatrons(…)")
    }

    /// A collaborator held as an existential (`any PatronsFetching`, Swift 6's spelling) is
    /// held by its protocol, stored or computed: the call runs in the project type that adopts it.
    @Test(arguments: [
        "private let api: any PatronsFetching = PatreonClient()\n    func refresh() { api.fetchPatrons { names in self.title = names.first } }",
        "private let api: (any PatronsFetching)? = nil\n    func refresh() { api?.fetchPatrons { names in self.title = names.first } }",
        "func refresh(api: any PatronsFetching) { api.fetchPatrons { names in self.title = names.first } }",
        "var api: any PatronsFetching { PatreonClient() }\n    func refresh() { api.fetchPatrons { names in self.title = names.first } }",
        "func refresh() {\n        let api: any PatronsFetching = PatreonClient()\n        api.fetchPatrons { names in self.title = names.first }\n    }",
    ])
    func aCollaboratorHeldAsAnExistentialIsFollowed(_ members: String) throws {
        let client = """
            import Foundation
            protocol PatronsFetching { func fetchPatrons(completion: @escaping ([String]) -> Void) }
            final class PatreonClient: PatronsFetching {
                func fetchPatrons(completion: @escaping ([String]) -> Void) {
                    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/patrons")) { _, _, _ in completion([]) }.resume()
                }
            }
            """
        let controller = "import UIKit\nfinal class PatronsViewController: UIViewController {\n    \(members)\n}\n"
        let report = try #require(
            AuditFixture.audit([("PatreonClient.swift", client), ("PatronsViewController.swift", controller)])
                .controller("PatronsViewController"))
        #expect(report.responsibility(.networking)?.evidence.first?.token.hasSuffix("api.fetchPatrons(…)") == true)
    }

    /// An Objective-C collaborator held by its protocol (`id<FeedFetching>`,
    /// `NSObject<FeedFetching> *`) runs its calls in the class that adopts the protocol.
    @Test(arguments: ["id<FeedFetching> api", "NSObject<FeedFetching> *api", "id <FeedFetching, NSCopying> api"])
    func anObjectiveCCollaboratorHeldByItsProtocolIsFollowed(_ property: String) throws {
        let header = """
            #import <Foundation/Foundation.h>
            @protocol FeedFetching <NSObject>
            - (void)fetchFeedWithCompletion:(void (^)(NSArray *items))completion;
            @end
            @interface FeedAPI : NSObject <FeedFetching>
            @end
            """
        let implementation = """
            #import "FeedAPI.h"
            @implementation FeedAPI
            - (void)fetchFeedWithCompletion:(void (^)(NSArray *items))completion {
                NSURL *url = [NSURL URLWithString:@"https://example.com/feed"];
                [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                    completion(@[]);
                }] resume];
            }
            @end
            """
        let controller = """
            #import <UIKit/UIKit.h>
            #import "FeedAPI.h"
            @interface FeedViewController : UIViewController
            @property (nonatomic, strong) \(property);
            @end
            @implementation FeedViewController
            - (void)refresh {
                [self.api fetchFeedWithCompletion:^(NSArray *items) { self.title = items.firstObject; }];
            }
            @end
            """
        let report = try #require(
            AuditFixture.audit([("FeedAPI.h", header), ("FeedAPI.m", implementation), ("FeedViewController.m", controller)])
                .controller("FeedViewController"))
        #expect(report.responsibility(.networking)?.evidence.first?.token == "[api fetchFeedWithCompletion…]")
    }

    /// An Objective-C call reached through a path of properties (`self.account.client`, a
    /// parameter's property, a shared instance's) lands in the type the path leads to, as in Swift.
    @Test(arguments: [
        "- (void)refresh { [self.account.client fetchItems:^(NSArray *items) { self.title = items.firstObject; }]; }",
        "- (void)refresh { [self.session.account.client fetchItems:^(NSArray *items) { self.title = items.firstObject; }]; }",
        "- (void)refresh:(Account *)acct { [acct.client fetchItems:^(NSArray *items) { self.title = items.firstObject; }]; }",
        "- (void)refresh { [[Session sharedSession].account.client fetchItems:^(NSArray *items) { self.title = items.firstObject; }]; }",
    ])
    func anObjectiveCCallThroughAPathOfPropertiesReachesItsType(_ method: String) throws {
        let header = """
            #import <Foundation/Foundation.h>
            @interface ItemsClient : NSObject
            - (void)fetchItems:(void (^)(NSArray *items))completion;
            @end
            @interface Account : NSObject
            @property (nonatomic, strong) ItemsClient *client;
            @end
            @interface Session : NSObject
            + (Session *)sharedSession;
            @property (nonatomic, strong) Account *account;
            @end
            """
        let implementation = """
            #import "Account.h"
            @implementation ItemsClient
            - (void)fetchItems:(void (^)(NSArray *items))completion {
                NSURL *url = [NSURL URLWithString:@"https://example.com/items"];
                [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                    completion(@[]);
                }] resume];
            }
            @end
            @implementation Account
            @end
            @implementation Session
            + (Session *)sharedSession { return nil; }
            @end
            """
        let controller = """
            #import <UIKit/UIKit.h>
            #import "Account.h"
            @interface ItemsViewController : UIViewController
            @property (nonatomic, strong) Account *account;
            @property (nonatomic, strong) Session *session;
            @end
            @implementation ItemsViewController
            \(method)
            @end
            """
        let report = try #require(
            AuditFixture.audit([("Account.h", header), ("Account.m", implementation), ("ItemsViewController.m", controller)])
                .controller("ItemsViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.via?.first?.member.hasPrefix("ItemsClient.") == true)
    }

    /// A property made by its type's factory (`API.current()`, `try Store.open()`) is of that
    /// type, as one made by an initializer or read from a shared instance is.
    @Test(arguments: ["PatreonAPI.current()", "try! PatreonAPI.make()", "PatreonAPI.shared", "PatreonAPI()"])
    func aPropertyMadeByItsTypeIsOfItsType(_ initializer: String) throws {
        let report = try #require(Self.report("""
            import UIKit
            final class PatronsViewController: UIViewController {
                private let api = \(initializer)
                func refresh() { api.fetchPatrons { names in self.title = names.first } }
            }
            """))
        #expect(report.responsibility(.networking)?.evidence.first?.token == "api.fetchPatrons(…)")
    }

    /// A function's result names no type: `makeClient()` may return anything.
    @Test func aPropertyMadeByAFunctionHasNoType() throws {
        let report = try #require(Self.report("""
            import UIKit
            final class PatronsViewController: UIViewController {
                private let api = makeClient()
                func refresh() { api.fetchPatrons { names in self.title = names.first } }
            }
            """))
        #expect(report.responsibility(.networking) == nil)
    }

    /// A request counts when the controller takes its result: a closure, or `await`.
    @Test(arguments: [
        "PatreonAPI.shared.fetchPatrons { names in self.title = names.first }",
        "PatreonAPI.shared.fetchPatrons(completion: { names in self.title = names.first })",
        "Task { self.title = try await PatreonAPI.shared.patrons().first }",
    ])
    func takingTheResultIsNetworking(_ statement: String) throws {
        let report = try #require(Self.report(refreshing: statement))
        #expect(report.responsibility(.networking)?.evidence.first?.token.hasPrefix("PatreonAPI.") == true)
    }

    /// Reaching past a view model to its API client and taking the result is the controller
    /// dealing with the request: the call lands in the property's type.
    @Test func aCallThroughACollaboratorsPropertyReachesItsType() throws {
        let report = try #require(Self.report(refreshing: "viewModel.api.fetchPatrons { names in self.title = names.first }"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.token == "viewModel.api.fetchPatrons(…)")
        #expect(evidence.via?.first?.member == "PatreonAPI.request(_:completion:)")
    }

    @Test(arguments: [
        // Fired and forgotten: the type does the request, the controller does not deal with it.
        "PatreonAPI.shared.refreshInBackground()",
        // A member that does no such work.
        "let count = PatreonAPI.shared.cachedCount()",
        // Reading a singleton is not a call into its work.
        "let api = PatreonAPI.shared",
        // A logging call is not persistence, whatever the logger writes to.
        "Log.error(\"failed\")",
        // Storing through a manager is its bookkeeping (persistence is never delegated).
        "Log.record(\"failed\")",
        // A view model takes the work away: the controller renders what it decides.
        "viewModel.load()",
    ])
    func workThatIsNotTheControllers(_ statement: String) throws {
        let report = try #require(Self.report(refreshing: statement))
        #expect(report.responsibility(.networking) == nil)
        #expect(report.responsibility(.persistence) == nil)
    }

    /// A collaborator declared by its protocol: `role` names the protocol, which one type
    /// adopts with a request inside.
    private static func protocolRoleReport(_ role: String, call: String) -> ViewControllerReport? {
        AuditFixture.audit([
            ("Patrons.swift", """
                import Foundation
                protocol \(role)Inputs { func reload(completion: @escaping () -> Void) }
                protocol \(role)Type {
                    var inputs: \(role)Inputs { get }
                    func load(completion: @escaping () -> Void)
                }
                final class Remote\(role): \(role)Type, \(role)Inputs {
                    var inputs: \(role)Inputs { self }
                    func load(completion: @escaping () -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion() }.resume()
                    }
                    func reload(completion: @escaping () -> Void) { load(completion: completion) }
                }
                """),
            ("PatronsViewController.swift", """
                import UIKit
                final class PatronsViewController: UIViewController {
                    private let patrons: \(role)Type = Remote\(role)()
                    func refresh() {
                        \(call) { self.title = "" }
                    }
                }
                """),
        ]).controller("PatronsViewController")
    }

    /// A controller's own delegate protocol is how it tells its owner what happened: the
    /// coordinator adopting it sends the request. A class named for a delegate
    /// (`AppDelegate`) is a collaborator like any other.
    @Test func theControllersDelegateProtocolTakesTheWorkAway() throws {
        func report(_ declaration: String) -> ViewControllerReport? {
            AuditFixture.audit([
                ("StorePickerCoordinator.swift", """
                    import Foundation
                    \(declaration)
                    final class StorePickerCoordinator: StorePickerDelegate {
                        func didSelectStore(_ id: Int, completion: @escaping () -> Void) {
                            URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion() }.resume()
                        }
                    }
                    """),
                ("StorePickerViewController.swift", """
                    import UIKit
                    final class StorePickerViewController: UIViewController {
                        weak var delegate: StorePickerDelegate?
                        func select(_ id: Int) {
                            delegate?.didSelectStore(id) { self.title = "" }
                        }
                    }
                    """),
            ]).controller("StorePickerViewController")
        }
        let delegated = try #require(
            report("protocol StorePickerDelegate: AnyObject { func didSelectStore(_ id: Int, completion: @escaping () -> Void) }"))
        #expect(delegated.responsibility(.networking) == nil)
        let collaborator = try #require(
            report(#"class StorePickerDelegate { func didSelectStore(_ id: Int, completion: @escaping () -> Void) { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion() }.resume() } }"#))
        #expect(collaborator.responsibility(.networking) != nil)
    }

    /// A protocol only coordinators (or other types in a delegate role) adopt is the owner's
    /// side whatever its name (`WavesPopupModuleOutput`): the coordinator sends the request.
    /// Adopted by a loader, it is a collaborator.
    @Test(arguments: [("SendCoordinator", false), ("SendLoader", true)])
    func aProtocolOnlyCoordinatorsAdoptTakesTheWorkAway(_ adopter: String, _ counts: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("SendModuleOutput.swift", """
                import Foundation
                protocol SendModuleOutput: AnyObject { func showSend(completion: @escaping () -> Void) }
                final class \(adopter): SendModuleOutput {
                    func showSend(completion: @escaping () -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion() }.resume()
                    }
                }
                """),
            ("SendPopupViewController.swift", """
                import UIKit
                final class SendPopupViewController: UIViewController {
                    weak var moduleOutput: SendModuleOutput?
                    @IBAction func sendTapped(_ sender: UIButton) {
                        moduleOutput?.showSend { self.title = "" }
                    }
                }
                """),
        ]).controller("SendPopupViewController"))
        #expect((report.responsibility(.networking) != nil) == counts)
    }

    /// An event a collaborator records while doing another job (arming a timer, sharing) is
    /// its own bookkeeping; through a member or type named for recording one, it is the caller's.
    @Test(arguments: [
        ("SessionManager.shared.armSleepTimer(seconds: 60)", false),
        ("SessionManager.shared.trackSleepTimer(seconds: 60)", true),
        ("ShareAnalyticsHelper.shared.armSleepTimer(seconds: 60)", true),
    ])
    func anEventRecordedInAnotherJobIsTheCollaboratorsOwn(_ call: String, _ counts: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("SessionManager.swift", """
                import Foundation
                import FirebaseAnalytics
                final class SessionManager {
                    static let shared = SessionManager()
                    var armed = false
                    func armSleepTimer(seconds: Int) {
                        armed = true
                        Analytics.logEvent("sleepTimerArmed", parameters: nil)
                    }
                    func trackSleepTimer(seconds: Int) { Analytics.logEvent("sleepTimer", parameters: nil) }
                }
                final class ShareAnalyticsHelper {
                    static let shared = ShareAnalyticsHelper()
                    func armSleepTimer(seconds: Int) { Analytics.logEvent("sleepTimerArmed", parameters: nil) }
                }
                """),
            ("SleepViewController.swift", """
                import UIKit
                final class SleepViewController: UIViewController {
                    @IBAction func kickoff(_ sender: UIButton) {
                        \(call)
                    }
                }
                """),
        ]).controller("SleepViewController"))
        #expect((report.responsibility(.analytics) != nil) == counts)
    }

    /// Registering the app as a login item is a system service: through the LaunchAtLogin
    /// package where the file imports it (`LaunchAtLogin.isEnabled = on`, reading it too),
    /// through the project's own wrapper of `SMAppService`, or with the older C function; a
    /// project type of the package's name that does not register anything is none.
    @Test(arguments: [
        ("import LaunchAtLogin", "LaunchAtLogin.isEnabled = sender.state == .on", true),
        ("import LaunchAtLogin", "isOn = LaunchAtLogin.isEnabled", true),
        ("import AppKit", "LoginItem.setEnabled(sender.state == .on)", true),
        ("import ServiceManagement", "SMLoginItemSetEnabled(\"app.helper\" as CFString, true)", true),
        ("import AppKit", "LaunchAtLogin.isEnabled = sender.state == .on", false),
    ])
    func registeringALoginItemIsASystemService(_ module: String, _ statement: String, _ counts: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("LoginItem.swift", """
                import ServiceManagement
                enum LoginItem {
                    static func setEnabled(_ on: Bool) {
                        try? on ? SMAppService.mainApp.register() : SMAppService.mainApp.unregister()
                    }
                }
                enum LaunchAtLogin {
                    static var isEnabled = false
                }
                """),
            ("GeneralViewController.swift", """
                \(module)
                final class GeneralViewController: NSViewController {
                    var isOn = false
                    @IBAction private func launchAtLoginClicked(_ sender: NSButton) {
                        \(statement)
                    }
                }
                """),
        ]).controller("GeneralViewController"))
        #expect((report.responsibility(.systemServices) != nil) == counts)
    }

    /// A call on the project's type of a member it declares runs the project's code, whatever
    /// SDK call its name spells: a registry's `track(session:)` keeps a session, a tracker's
    /// `track(_:)` that logs an event is analytics through the tracker, in both languages.
    @Test(arguments: [
        ("SessionRegistry.shared.track(session: name)", false),
        ("EventLog.track(name)", true),
    ])
    func anSDKsCallNameOnAProjectTypeIsItsCode(_ call: String, _ counts: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("SessionRegistry.swift", """
                import Foundation
                import FirebaseAnalytics
                final class SessionRegistry {
                    static let shared = SessionRegistry()
                    private var sessions: [String: Date] = [:]
                    func track(session: String) { sessions[session] = Date() }
                }
                enum EventLog {
                    static func track(_ name: String) { Analytics.logEvent(name, parameters: nil) }
                }
                """),
            ("TerminalViewController.swift", """
                import UIKit
                final class TerminalViewController: UIViewController {
                    func open(_ name: String) {
                        \(call)
                    }
                }
                """),
        ]).controller("TerminalViewController"))
        #expect((report.responsibility(.analytics) != nil) == counts)
    }

    /// A settings wrapper's `string(for:)` reads a setting: the call is the wrapper's code, not
    /// a formatter's `string(for:)`, which one the project keeps still is.
    @Test(arguments: [
        ("let sort = Preference.string(for: .sortOrder)", false),
        ("let text = Formatters.count.string(for: count)", true),
    ])
    func aFormattersCallNameOnAProjectTypeIsItsCode(_ line: String, _ formats: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("Preference.swift", """
                import Foundation
                enum Preference {
                    enum Key: String { case sortOrder }
                    static func string(for key: Key) -> String? { UserDefaults.standard.string(forKey: key.rawValue) }
                }
                enum Formatters {
                    static let count = NumberFormatter()
                }
                """),
            ("EpisodesViewController.swift", """
                import AppKit
                final class EpisodesViewController: NSViewController {
                    var count = 0
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(line)
                    }
                }
                """),
        ]).controller("EpisodesViewController"))
        #expect((report.responsibility(.formatting) != nil) == formats)
    }

    @Test func anSDKsCallNameOnAProjectClassIsItsCodeInObjectiveC() throws {
        let report = try #require(AuditFixture.audit([
            ("SessionRegistry.h", """
                @interface SessionRegistry : NSObject
                + (void)track:(NSString *)session;
                @end
                """),
            ("SessionRegistry.m", """
                #import "SessionRegistry.h"
                @implementation SessionRegistry
                + (void)track:(NSString *)session { [[NSUserDefaults standardUserDefaults] setObject:session forKey:@"last"]; }
                @end
                """),
            ("TerminalViewController.m", """
                @interface TerminalViewController : UIViewController
                @end
                @implementation TerminalViewController
                - (void)open:(NSString *)name {
                    [SessionRegistry track:name];
                    [Segment track:name];
                }
                @end
                """),
        ]).controller("TerminalViewController"))
        let analytics = try #require(report.responsibility(.analytics))
        #expect(analytics.evidence.map(\.token) == ["[Segment track…]"])
    }

    /// A view model or presenter named by its protocol (`PatronsViewModelType`, the
    /// `PatronsViewModelInputs` half of one) is in its role as the class is: the request is its.
    @Test(arguments: ["patrons.load", "patrons.inputs.reload"])
    func aRolesProtocolTakesTheWorkAway(_ call: String) throws {
        let report = try #require(Self.protocolRoleReport("PatronsViewModel", call: call))
        #expect(report.responsibility(.networking) == nil)
        let loader = try #require(Self.protocolRoleReport("PatronsLoader", call: call))
        #expect(loader.responsibility(.networking) != nil)
    }

    private static let helpers = """
        import UIKit

        extension UIView {
            func shake(distance: CGFloat = 8) {
                let animation = CAKeyframeAnimation(keyPath: "position.x")
                animation.values = [0, distance, -distance, 0]
                layer.add(animation, forKey: "shake")
            }
            func pulse() {
                UIView.animate(withDuration: 0.2) { self.alpha = 0.5 }
            }
            func roundCorners() { layer.cornerRadius = 8 }
        }

        extension UIButton {
            func pulse() { transform = .identity }
        }

        extension UITableView {
            func deselectRow(with coordinator: UIViewControllerTransitionCoordinator?, animated: Bool) {
                UIView.animate(withDuration: 0.2) { self.alpha = 1 }
            }
        }

        final class BadgeView: UIView {
            func bounce() { UIView.animate(withDuration: 0.2) { self.alpha = 1 } }
        }
        """

    private static func helperReport(_ body: String) -> ViewControllerReport? {
        AuditFixture.audit([
            ("UIView+Effects.swift", helpers),
            ("LoginViewController.swift", """
                import UIKit
                final class LoginViewController: UIViewController {
                    @IBOutlet private var errorView: BadgeView!
                    func showError() {
                        \(body)
                    }
                }
                """),
        ]).controller("LoginViewController")
    }

    /// A helper the project adds to a framework type is its caller's work, whatever the
    /// receiver's declared type (here a project subclass of `UIView`).
    @Test func aHelperOnAFrameworkTypeCarriesItsAnimationToTheCaller() throws {
        let report = try #require(Self.helperReport("errorView.shake()"))
        let evidence = try #require(report.responsibility(.animation)?.evidence.first)
        #expect(evidence.token == "errorView.shake(…)")
        #expect(evidence.line == 5)
        #expect(evidence.reason.hasPrefix("the project's UIView extension "))
        #expect(evidence.reason.contains("UIView+Effects.swift:5"))
    }

    /// A helper is called with labels one of its declarations names; defaulted arguments may
    /// be left out.
    @Test(arguments: ["errorView.shake(distance: 4)", "tableView.deselectRow(with: transitionCoordinator, animated: true)"])
    func aHelperCalledWithItsLabels(_ statement: String) throws {
        let report = try #require(Self.helperReport(statement))
        #expect(report.responsibility(.animation)?.evidence.first?.reason.hasPrefix("the project's ") == true)
    }

    /// In Objective-C the pieces after the first are the labels: a category's
    /// `-scrollToRow:animatedFor:` is not the framework's `-scrollToRow:atScrollPosition:` beside it.
    @Test(arguments: [("[self.tableView scrollToRow:3 animatedFor:0.2];", true), ("[self.tableView scrollToRow:3 atScrollPosition:0];", false)])
    func anObjectiveCHelperCalledWithItsLabels(_ statement: String, animates: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("UITableView+Scroll.m", """
                @implementation UITableView (Scroll)
                - (void)scrollToRow:(NSInteger)row animatedFor:(CGFloat)duration {
                    [UIView animateWithDuration:duration animations:^{ self.alpha = 1; }];
                }
                @end
                """),
            ("ListViewController.h", "@interface ListViewController : UIViewController\n@property (nonatomic) UITableView *tableView;\n@end\n"),
            ("ListViewController.m", """
                @implementation ListViewController
                - (void)showRow {
                    \(statement)
                }
                @end
                """),
        ]).controller("ListViewController"))
        #expect((report.responsibility(.animation) != nil) == animates)
    }

    /// Objective-C reads a Swift string table's `static var cancel` as `[VectorL10n cancel]`: a
    /// message without arguments hands the table none of the caller's data to format, as
    /// `[VectorL10n roomTitle:name]` does.
    @Test(arguments: [("[VectorL10n cancel]", false), ("[VectorL10n roomTitle:self.room.name]", true)])
    func aStringTableReadWithoutArgumentsFormatsNothing(_ expression: String, formats: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("Strings.swift", """
                import Foundation
                @objcMembers
                public class VectorL10n: NSObject {
                    public static var cancel: String { return VectorL10n.tr("Vector", "cancel") }
                    public static func roomTitle(_ p1: String) -> String { return VectorL10n.tr("Vector", "room_title", p1) }
                }
                extension VectorL10n {
                    static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                        let format = NSLocalizedString(key, tableName: table, bundle: Bundle.main, comment: "")
                        return String(format: format, locale: Locale.current, arguments: args)
                    }
                }
                """),
            ("RoomViewController.h", "@interface RoomViewController : UIViewController\n@property (nonatomic) UILabel *titleLabel;\n@end\n"),
            ("RoomViewController.m", """
                @implementation RoomViewController
                - (void)render {
                    self.titleLabel.text = \(expression);
                }
                @end
                """),
        ]).controller("RoomViewController"))
        #expect((report.responsibility(.formatting) != nil) == formats)
    }

    private static func protocolReport(adopters: Int) -> ViewControllerReport? {
        let doubles = (1..<adopters).map { "final class ManagerDouble\($0): NSObject, ExposureManaging { func requestPermission(completion: @escaping () -> Void) { completion() } }" }
        return AuditFixture.audit([
            ("ExposureManager.swift", """
                import UserNotifications
                protocol ExposureManaging { func requestPermission(completion: @escaping () -> Void) }
                final class ENExposureManager: NSObject, ExposureManaging {
                    func requestPermission(completion: @escaping () -> Void) {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in completion() }
                    }
                }
                """ + "\n" + doubles.joined(separator: "\n")),
            ("OnboardingViewController.swift", """
                import UIKit
                final class OnboardingViewController: UIViewController {
                    private let exposureManager: ExposureManaging
                    func askPermission() {
                        exposureManager.requestPermission { self.next() }
                    }
                }
                """),
        ]).controller("OnboardingViewController")
    }

    /// A property declared with a protocol reaches the project type that adopts it (beside
    /// its test doubles), and the evidence names that type.
    @Test func aProtocolsCallRunsInItsAdopter() throws {
        let report = try #require(Self.protocolReport(adopters: 2))
        let evidence = try #require(report.responsibility(.systemServices)?.evidence.first)
        #expect(evidence.token == "exposureManager.requestPermission(…)")
        #expect(evidence.reason.hasPrefix("ENExposureManager "))
        #expect(evidence.via?.first?.member == "ENExposureManager.requestPermission(completion:)")
    }

    /// A call whose argument labels fit one of a member's overloads reaches what that one does
    /// (and the overloads it hands on to), not what another declaration of the same base name
    /// does.
    @Test(arguments: [
        ("loader.requestImage(asset: asset, targetSize: size) { self.imageView.image = $0 }", true),
        ("loader.requestImage(productImage: image) { self.imageView.image = $0 }", false),
        ("loader.requestImage(localAsset: asset) { self.imageView.image = $0 }", true),
    ])
    func aCallReachesTheOverloadItsLabelsFit(call: String, readsThePhotoLibrary: Bool) throws {
        let report = try #require(
            AuditFixture.audit([
                ("ImageLoader.swift", """
                    import Photos
                    import UIKit
                    protocol ImageLoader {
                        func requestImage(productImage: ProductImage, completion: @escaping (UIImage) -> Void)
                        func requestImage(asset: PHAsset, targetSize: CGSize, completion: @escaping (UIImage) -> Void)
                    }
                    final class DefaultImageLoader: ImageLoader {
                        private let cache = ImageCache()
                        func requestImage(productImage: ProductImage, completion: @escaping (UIImage) -> Void) {
                            completion(cache.image(for: productImage.id))
                        }
                        func requestImage(asset: PHAsset, targetSize: CGSize, completion: @escaping (UIImage) -> Void) {
                            PHImageManager.default().requestImage(
                                for: asset, targetSize: targetSize, contentMode: .aspectFit, options: nil
                            ) { image, _ in image.map(completion) }
                        }
                        func requestImage(localAsset: PHAsset, completion: @escaping (UIImage) -> Void) {
                            requestImage(asset: localAsset, targetSize: .zero, completion: completion)
                        }
                    }
                    """),
                ("ProductImageViewController.swift", """
                    import Photos
                    import UIKit
                    final class ProductImageViewController: UIViewController {
                        private let loader: ImageLoader
                        private let imageView = UIImageView()
                        func show(image: ProductImage, asset: PHAsset, size: CGSize) {
                            \(call)
                        }
                    }
                    """),
            ]).controller("ProductImageViewController"))
        #expect((report.responsibility(.systemServices) != nil) == readsThePhotoLibrary)
    }

    /// A static overload handing on to a sibling through its type's name does what the sibling
    /// does; one that does not, does not.
    @Test(arguments: [
        ("SharingManager.share(mount: mount)", true), ("SharingManager.share(url: url)", true),
        ("SharingManager.share(count: 3)", false),
    ])
    func aStaticOverloadDoesWhatTheSiblingItCallsDoes(call: String, showsAShareSheet: Bool) throws {
        let report = try #require(
            AuditFixture.audit([
                ("SharingManager.swift", """
                    import UIKit
                    enum SharingManager {
                        static func share(identifier: String, items: [Any], from controller: UIViewController?) {
                            let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
                            controller?.present(sheet, animated: true)
                        }
                        static func share(mount: Mount) {
                            SharingManager.share(identifier: "mount", items: [mount.name], from: nil)
                        }
                        static func share(url: URL) {
                            Self.share(identifier: "url", items: [url], from: nil)
                        }
                        static func share(count: Int) {
                            shares += count
                        }
                        private static var shares = 0
                    }
                    """),
                ("MountViewController.swift", """
                    import UIKit
                    final class MountViewController: UIViewController {
                        func didTapShare(mount: Mount, url: URL) {
                            \(call)
                        }
                    }
                    """),
            ]).controller("MountViewController"))
        #expect((report.responsibility(.systemServices) != nil) == showsAShareSheet)
    }

    /// An instance member calling its type's static one through `type(of: self)` does what
    /// that one does, as through `Self`: a controller waiting for its result makes the request.
    @Test(arguments: ["type(of: self).request(url, completion: completion)", "Self.request(url, completion: completion)"])
    func anInstanceMemberCallingItsTypesStaticOneDoesWhatItDoes(handOn: String) throws {
        let report = try #require(
            AuditFixture.audit([
                ("FeedClient.swift", """
                    import Foundation
                    final class FeedClient {
                        static func request(_ url: URL, completion: @escaping (Data?) -> Void) {
                            URLSession.shared.dataTask(with: url) { data, _, _ in completion(data) }.resume()
                        }
                        func loadFeed(_ url: URL, completion: @escaping (Data?) -> Void) {
                            \(handOn)
                        }
                    }
                    """),
                ("FeedViewController.swift", """
                    import UIKit
                    final class FeedViewController: UIViewController {
                        private let client = FeedClient()
                        private var data: Data?
                        func refresh(url: URL) {
                            client.loadFeed(url) { data in self.data = data }
                        }
                    }
                    """),
            ]).controller("FeedViewController"))
        #expect(report.responsibility(.networking) != nil)
    }

    /// A protocol many types adopt says nothing about which one runs.
    @Test func aProtocolWithManyAdoptersIsNotFollowed() throws {
        let report = try #require(Self.protocolReport(adopters: ProjectIndex.maxConformers + 1))
        #expect(report.responsibility(.systemServices) == nil)
    }

    /// Services injected as a composition of protocols (`typealias Environment =
    /// NetworkManagerProvider & AnalyticsProvider`, one per controller) are reached through the
    /// class that adopts every protocol of it: its `networkManager` is the client that sends.
    private static func compositionReport(environment: String) -> ViewControllerReport? {
        AuditFixture.audit([
            ("Providers.swift", """
                import Foundation
                protocol NetworkManagerProvider: AnyObject { var networkManager: NetworkManager { get } }
                protocol AnalyticsProvider { var analytics: Analytics { get } }
                protocol RouterProvider { var router: Router { get } }
                protocol SessionProvider { var session: Session { get } }
                final class NetworkManager {
                    func taskForRequest(_ request: URLRequest, handler: @escaping (Data?) -> Void) {
                        URLSession.shared.dataTask(with: request) { data, _, _ in handler(data) }.resume()
                    }
                }
                final class Analytics { func track(_ name: String) {} }
                final class Router { func showLogin() {} }
                final class AppEnvironment: NetworkManagerProvider, AnalyticsProvider, RouterProvider {
                    let networkManager = NetworkManager()
                    let analytics: Analytics = Analytics()
                    let router: Router = Router()
                }
                """),
            ("PostViewController.swift", """
                import UIKit
                final class PostViewController: UIViewController {
                    typealias Environment = \(environment)
                    private let environment: Environment
                    private var posts: [Data] = []
                    func load(_ request: URLRequest) {
                        environment.networkManager.taskForRequest(request) { [weak self] data in
                            self?.posts = data.map { [$0] } ?? []
                        }
                    }
                }
                """),
            ("TopicsViewController.swift", """
                import UIKit
                final class TopicsViewController: UIViewController {
                    typealias Environment = RouterProvider & SessionProvider
                    private let environment: Environment
                }
                """),
        ]).controller("PostViewController")
    }

    /// A type that adopts a composition (`extension GithubClient: BookmarkViewController.Client`)
    /// adopts each of its protocols: a value declared with one of them reaches it.
    @Test func adoptingACompositionAdoptsEachOfItsProtocols() throws {
        let report = try #require(AuditFixture.audit([
            ("GithubClient+Bookmarks.swift", """
                import Foundation
                protocol BookmarkSyncClient { func sync(completion: @escaping (Bool) -> Void) }
                protocol BookmarkListClient { func bookmarks() -> [String] }
                final class GithubClient {}
                extension GithubClient: BookmarksViewController.Client {
                    func sync(completion: @escaping (Bool) -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion(true) }.resume()
                    }
                    func bookmarks() -> [String] { [] }
                }
                """),
            ("BookmarksViewController.swift", """
                import UIKit
                final class BookmarksViewController: UIViewController {
                    typealias Client = BookmarkListClient & BookmarkSyncClient
                    private let syncClient: BookmarkSyncClient
                    private var synced = false
                    func refresh() {
                        syncClient.sync { [weak self] done in self?.synced = done }
                    }
                }
                """),
        ]).controller("BookmarksViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.token == "syncClient.sync(…)")
        #expect(evidence.via?.first?.member == "GithubClient.sync(completion:)")
    }

    @Test func aCompositionOfProtocolsReachesTheClassAdoptingThemAll() throws {
        let report = try #require(Self.compositionReport(environment: "AnalyticsProvider &\n        NetworkManagerProvider & AnyObject"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.token == "environment.networkManager.taskForRequest(…)")
        #expect(evidence.via?.first?.member == "NetworkManager.taskForRequest(_:handler:)")
    }

    /// A composition no project type adopts in full (a provider the app never implements) holds
    /// no known object.
    @Test func aCompositionNoTypeAdoptsIsNotFollowed() throws {
        let report = try #require(Self.compositionReport(environment: "NetworkManagerProvider & SessionProvider"))
        #expect(report.responsibility(.networking) == nil)
    }

    /// A library's client declared as its protocol (MastodonKit's `ClientType`) is one, as a
    /// class named `*Client` is: waiting for its answer is networking.
    @Test func aLibrarysClientProtocolIsItsClient() throws {
        let report = try #require(AuditFixture.audit([
            ("TimelineViewController.swift", """
                import AppKit
                import MastodonKit
                final class TimelineViewController: NSViewController {
                    var client: ClientType?
                    private var entries: [Status] = []
                    func fetch(_ request: Request<[Status]>) {
                        client?.run(request) { [weak self] result in self?.entries = result.value ?? [] }
                    }
                }
                """)
        ]).controller("TimelineViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.token == "client.run(…)")
        #expect(evidence.reason.hasPrefix("ClientType is a library's client (*ClientType)"))
    }

    /// A peer-to-peer network's manager from a library (a Bitcoin wallet's `BTPeerManager`)
    /// publishes to its peers: waiting for its answer is networking; asking whether it is
    /// connected is not.
    @Test func aLibrarysPeerManagerIsItsNetworkClient() throws {
        let report = try #require(AuditFixture.audit([
            ("SendViewController.m", """
                #import <Bitheri/BTPeerManager.h>
                @implementation SendViewController
                - (void)viewWillAppear:(BOOL)animated {
                    if (![[BTPeerManager instance] connected]) { [self.statusLabel setHidden:NO]; }
                }
                - (void)onSendTxConfirmed:(BTTx *)tx {
                    [[BTPeerManager instance] publishTransaction:tx completion:^(NSError *error) {
                        if (error) { [self showSendResult:@"Send failed."]; }
                    }];
                }
                @end
                """),
            ("SendViewController.h", "@interface SendViewController : UIViewController\n@end\n"),
        ]).controller("SendViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.members == ["-onSendTxConfirmed:"])
        #expect(networking.evidence.first?.reason.hasPrefix("BTPeerManager is a library's client (*PeerManager)") == true)
    }

    /// A client the project knows by its name alone (an SDK's `JSRESTBase` from a category's
    /// `-restClient` getter) answers from its server when the member waits for it; a call that
    /// waits for nothing, or on a property named otherwise, is no request.
    @Test(arguments: [
        ("[self.restClient resourceLookupForURI:uri completionBlock:^(JSOperationResult *result) { [self show:result]; }];", true),
        ("[self.restClient cancelAllRequests];", false),
        ("[self.playbackController loadURI:uri completionBlock:^(JSOperationResult *result) { [self show:result]; }];", false),
    ])
    func aClientKnownByItsNameIsANetworkClient(statement: String, found: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("ReportViewController.m", """
                #import "NSObject+Additions.h"
                @implementation ReportViewController
                - (void)configureReport {
                    \(statement)
                }
                @end
                """),
            ("ReportViewController.h", "@interface ReportViewController : UIViewController\n@end\n"),
            ("NSObject+Additions.h", "@interface NSObject (Additions)\n- (JSRESTBase *)restClient;\n@end\n"),
        ]).controller("ReportViewController"))
        let networking = report.responsibility(.networking)
        #expect((networking != nil) == found)
        if found {
            #expect(networking?.evidence.first?.reason == "restClient is named for a server's client, whose answer the member waits for")
        }
    }

    /// An older SDK's client answers through a delegate (Dropbox's `DBRestClient` and its
    /// `DBRestClientDelegate`): a controller that adopts the delegate hears what it asked; one
    /// that does not only fired the call.
    @Test(arguments: [("<DBRestClientDelegate>", true), ("", false)])
    func aLibrarysClientAnsweringTheUnitAsItsDelegateIsItsNetworkClient(adoption: String, found: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("ImportViewController.m", """
                #import <DropboxSDK/DropboxSDK.h>
                @implementation ImportViewController
                - (void)viewWillAppear:(BOOL)animated {
                    [self.restClient loadMetadata:@"/"];
                }
                - (void)restClient:(DBRestClient *)client loadedMetadata:(DBMetadata *)metadata {
                    self.items = metadata.contents;
                }
                @end
                """),
            ("ImportViewController.h", """
                @interface ImportViewController : UIViewController \(adoption)
                @property (nonatomic, strong) DBRestClient *restClient;
                @end
                """),
        ]).controller("ImportViewController"))
        let networking = report.responsibility(.networking)
        #expect((networking != nil) == found)
        if found {
            #expect(networking?.members == ["-viewWillAppear:"])
            #expect(networking?.evidence.first?.reason.hasPrefix("DBRestClient is a library's client (*Client)") == true)
        }
    }

    /// A library's object answering in a success and a failure block (Matrix's `MXRoom`) is
    /// a request to its server, in both languages; the project's own type answering so is
    /// what its code does (here, a file written), and a message without the two blocks waits
    /// for nothing.
    @Test(arguments: [
        ("[self.room setTopic:topic success:^{ [self close]; } failure:^(NSError *error) { [self show:error]; }];", true),
        ("[self.room leave:^{ [self close]; } failure:^(NSError *error) { [self show:error]; }];", true),
        ("[self.room setTopic:topic];", false),
        ("[self.draftStore saveTopic:topic success:^{ [self close]; } failure:^(NSError *error) { [self show:error]; }];", false),
    ])
    func aLibrarysObjectAnsweringInSuccessAndFailureMakesARequest(_ statement: String, requests: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("DraftStore.h", "@interface DraftStore : NSObject\n- (void)saveTopic:(NSString *)topic success:(void (^)(void))success failure:(void (^)(NSError *))failure;\n@end\n"),
            ("DraftStore.m", """
                @implementation DraftStore
                - (void)saveTopic:(NSString *)topic success:(void (^)(void))success failure:(void (^)(NSError *))failure {
                    [topic writeToFile:self.path atomically:YES encoding:NSUTF8StringEncoding error:nil];
                    success();
                }
                @end
                """),
            ("RoomSettingsViewController.h", """
                #import <MatrixSDK/MatrixSDK.h>
                @interface RoomSettingsViewController : UIViewController
                @property (nonatomic) MXRoom *room;
                @property (nonatomic) DraftStore *draftStore;
                @end
                """),
            ("RoomSettingsViewController.m", """
                @implementation RoomSettingsViewController
                - (void)saveTopic:(NSString *)topic {
                    \(statement)
                }
                @end
                """),
        ]).controller("RoomSettingsViewController"))
        #expect((report.responsibility(.networking) != nil) == requests)
    }

    /// A Swift class Objective-C knows by the name `@objc(…)` gives it (Easydict's
    /// `@objc(EZQueryService) class QueryService`) is the project's type under that name: a
    /// block handed to its property is no library client's answer, and the request its method
    /// makes is reached through it.
    @Test(arguments: [
        ("[service setResultBlock:^(NSString *text) { self.text = text; }];", false),
        ("[service translate:text completion:^(NSString *result) { self.text = result; }];", true),
    ])
    func aSwiftTypeNamedForObjectiveCIsTheProjectsType(_ statement: String, requests: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("QueryService.swift", """
                import Foundation
                @objc(EZQueryService)
                @objcMembers
                public class QueryService: NSObject {
                    var resultBlock: ((String) -> Void)?
                    func translate(_ text: String, completion: @escaping (String) -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: text)) { _, _, _ in completion(text) }.resume()
                    }
                }
                """),
            ("EZQueryViewController.h", "@interface EZQueryViewController : NSViewController\n@end\n"),
            ("EZQueryViewController.m", """
                @implementation EZQueryViewController
                - (void)queryText:(NSString *)text service:(EZQueryService *)service {
                    \(statement)
                }
                @end
                """),
        ]).controller("EZQueryViewController"))
        let networking = report.responsibility(.networking)
        #expect((networking != nil) == requests)
        #expect(networking.map { $0.evidence.allSatisfy { !$0.reason.contains("library's client") } } ?? true)
    }

    /// A library's object answering in a success block alone (Pushpin's Pinboard client) is a
    /// request to its server, where a library's store answering so has read or written data,
    /// and a block that does nothing waits for nothing.
    @Test(arguments: [
        ("ASPinboard *pinboard = [ASPinboard sharedInstance];\n[pinboard noteWithId:noteID success:^(NSString *title, NSString *text) { self.text = text; }];", true),
        ("[self.pinboard deleteTag:name success:^{ [self reload]; }];", true),
        ("[self.fileStore asyncUsersWithUserIds:ids success:^(NSArray *users) { [self show:users]; }];", false),
        ("[self.pinboard deleteTag:name success:^{}];", false),
    ])
    func aLibrarysObjectAnsweringInASuccessBlockMakesARequest(_ statement: String, requests: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("NoteViewController.h", """
                #import <ASPinboard/ASPinboard.h>
                @interface NoteViewController : UIViewController
                @property (nonatomic) ASPinboard *pinboard;
                @property (nonatomic) MXFileStore *fileStore;
                @end
                """),
            ("NoteViewController.m", """
                @implementation NoteViewController
                - (void)load {
                    \(statement)
                }
                @end
                """),
        ]).controller("NoteViewController"))
        #expect((report.responsibility(.networking) != nil) == requests)
    }

    /// The project's type holding a library's object and calling it with a success and a
    /// failure block makes that request for a controller that waits for it.
    @Test func aProjectTypeHoldingALibrarysObjectAnsweringInSuccessAndFailureMakesARequest() throws {
        let report = try #require(AuditFixture.audit([
            ("RoomDataSource.h", """
                #import <MatrixSDK/MatrixSDK.h>
                @interface RoomDataSource : NSObject
                @property (nonatomic) MXRoom *room;
                - (void)sendText:(NSString *)text success:(void (^)(void))success failure:(void (^)(NSError *))failure;
                @end
                """),
            ("RoomDataSource.m", """
                @implementation RoomDataSource
                - (void)sendText:(NSString *)text success:(void (^)(void))success failure:(void (^)(NSError *))failure {
                    [_room sendTextMessage:text success:^(NSString *eventId) { success(); } failure:^(NSError *error) { failure(error); }];
                }
                @end
                """),
            ("RoomViewController.h", "@interface RoomViewController : UIViewController\n@property (nonatomic) RoomDataSource *dataSource;\n@end\n"),
            ("RoomViewController.m", """
                @implementation RoomViewController
                - (void)send:(NSString *)text {
                    [self.dataSource sendText:text success:^{ [self clearInput]; } failure:^(NSError *error) { [self show:error]; }];
                }
                @end
                """),
        ]).controller("RoomViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.reason.hasPrefix("RoomDataSource holds a MXRoom, whose calls answer in success and failure blocks"))
    }

    @Test func aSwiftCallOnALibrarysObjectAnsweringInSuccessAndFailureMakesARequest() throws {
        let report = try #require(AuditFixture.audit([
            ("RoomSettingsViewController.swift", """
                import UIKit
                import MatrixSDK
                final class RoomSettingsViewController: UIViewController {
                    var room: MXRoom?
                    func save(_ topic: String) {
                        room?.setTopic(topic, success: { [weak self] in self?.close() }, failure: { [weak self] error in self?.show(error) })
                    }
                }
                """)
        ]).controller("RoomSettingsViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.token == "room.setTopic(…)")
    }

    /// Inside a helper on a framework type, `self` is that object: its own `beginUpdates()`
    /// is the table view's, as `tableView.beginUpdates()` would be in the controller.
    @Test func aHelpersOwnCallsAreTheExtendedObjects() throws {
        let report = try #require(AuditFixture.audit([
            ("UITableView+Heights.swift", """
                import UIKit
                extension UITableView {
                    func updateHeights() {
                        beginUpdates()
                        endUpdates()
                    }
                }
                """),
            ("DetailsViewController.swift", """
                import UIKit
                final class DetailsViewController: UIViewController {
                    private var tableView: UITableView!
                    func expand() {
                        tableView.updateHeights()
                    }
                }
                """),
        ]).controller("DetailsViewController"))
        let evidence = try #require(report.responsibility(.animation)?.evidence.first)
        #expect(evidence.token == "tableView.updateHeights(…)")
        #expect(evidence.reason.contains("UITableView+Heights.swift:4"))
    }

    @Test(arguments: [
        // A helper that does no animation.
        "errorView.roundCorners()",
        // Two extended types declare `pulse()`: which one runs is not known.
        "errorView.pulse()",
        // A project view animating itself is a smarter view, not the controller animating.
        "errorView.bounce()",
        // UIKit's own method of the helper's base name, with labels no helper declares.
        "tableView.deselectRow(at: indexPath, animated: true)",
    ])
    func callsThatCarryNoAnimation(_ statement: String) throws {
        let report = try #require(Self.helperReport(statement))
        #expect(report.responsibility(.animation) == nil)
    }

    /// `*` matches any run of characters; the rest must match whole, or all of it but a
    /// protocol's `Protocol` or `Interface` ending.
    @Test(arguments: [
        ("APIClient", "APIClient", true), ("APIClient", "APIClients", false), ("*Service", "PaymentService", true),
        ("*Service", "ServiceLocator", false), ("API*", "APIClient", true), ("*Store*", "SettingsStoreImpl", true),
        ("A*B*C", "AxBxC", true), ("A*B*C", "AxC", false), ("*ab", "ab", true),
        // The pieces may not overlap; a wildcard may match nothing.
        ("AB*BC", "ABC", false), ("AB*BC", "ABBC", true), ("*Store*", "Store", true), ("A*B*C", "ABC", true),
        ("A*BB*C", "ABxBC", false), ("Café*", "CaféService", true), ("*Café", "Cafe", false),
        // A protocol named for the type it stands for is matched as that type.
        ("*AnalyticsService", "AnalyticsServiceInterface", true), ("APIClient", "APIClientProtocol", true),
        ("*Service", "ServiceProtocol", true), ("*Service", "Protocol", false), ("*Client", "ClientProtocols", false),
    ])
    func typeNamePatterns(pattern: String, name: String, matches: Bool) throws {
        #expect(try #require(TypeNamePattern(pattern)).matches(name) == matches)
    }

    /// A wrapper the team names counts on every call, whatever its code shows, even where the
    /// type is not in the audit or its name ends in a delegate role.
    @Test func configuredWrappersCountOnEveryCall() throws {
        var configuration = AuditConfiguration()
        configuration.wrappers = [
            .networking: [try #require(TypeNamePattern("*Client"))],
            .analytics: [try #require(TypeNamePattern("TrackingViewModel"))],
        ]
        let report = try #require(AuditFixture.audit(
            [("PatronsViewController.swift", """
                import UIKit
                final class PatronsViewController: UIViewController {
                    private let client: PatreonClient
                    private let tracking: TrackingViewModel
                    func refresh() {
                        client.patrons { names in self.title = names.first }
                        tracking.record("refresh")
                    }
                    func rename() { title = "Patrons" }
                }
                """)],
            configuration: configuration
        ).controller("PatronsViewController"))
        let networking = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(networking.token == "client.patrons(…)")
        #expect(networking.reason == "PatreonClient is a networking wrapper (`wrappers.networking`: *Client)")
        #expect(networking.via == nil)
        #expect(report.responsibility(.analytics)?.evidence.first?.token == "tracking.record(…)")
    }

    /// A repository whose call builds a request object, whose base class's initializer starts
    /// the request (Habitica's shape), and an app manager that logs analytics deep inside.
    private static let requestObjects = """
        import Foundation

        open class NetworkCall {
            public init(endpoint: String) { fire() }
            open func fire() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
        }
        public class AuthenticatedCall: NetworkCall {
            public init(method: String, endpoint: String) { super.init(endpoint: endpoint) }
        }
        public class ResponseObjectCall<T>: AuthenticatedCall {
            public lazy var objectSignal = Signal<T?>()
        }
        public class InviteToGroupCall: ResponseObjectCall<Int> {
            public init(groupID: String) { super.init(method: "POST", endpoint: "groups/" + groupID) }
        }
        final class SocialRepository: BaseRepository {
            func invite(toGroup groupID: String) -> Signal<Int?> {
                let call = InviteToGroupCall(groupID: groupID)
                return call.objectSignal
            }
        }
        final class AppManager {
            static let shared = AppManager()
            func install(_ app: String) { prepare(app) }
            private func prepare(_ app: String) { Analytics.logEvent("install", parameters: nil) }
        }
        """

    private static func report(inviting statement: String) -> ViewControllerReport? {
        AuditFixture.audit([
            ("Calls.swift", requestObjects),
            ("InviteViewController.swift", """
                import UIKit
                final class InviteViewController: UIViewController {
                    private let socialRepository = SocialRepository()
                    @IBAction func done() {
                        \(statement)
                    }
                }
                """),
        ]).controller("InviteViewController")
    }

    @Test func aRequestObjectBuiltByARepositoryIsFollowedThroughItsBaseClasses() throws {
        let report = try #require(Self.report(inviting: "socialRepository.invite(toGroup: \"g\").observeValues { _ in self.dismiss(animated: true) }"))
        let networking = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(networking.token == "socialRepository.invite(…)")
        #expect(networking.via?.first?.member == "NetworkCall.fire()")
    }

    @Test func aResultNobodyHandlesIsNotTheControllersNetworking() throws {
        let report = try #require(Self.report(inviting: "socialRepository.invite(toGroup: \"g\").observeCompleted {}"))
        #expect(report.responsibility(.networking) == nil)
    }

    @Test func fireAndForgetWorkDeepInsideACallIsTheCallees() throws {
        let report = try #require(Self.report(inviting: "AppManager.shared.install(\"app\")"))
        #expect(report.responsibility(.analytics) == nil)
    }

    /// A request made in a promise chain's first closure is dealt with where the chain ends
    /// (`firstly { … }.done { … }`): the controller's networking.
    @Test func aRequestStartingAPromiseChainIsNetworking() throws {
        let chained = try #require(Self.report(refreshing: """
            firstly { PatreonAPI.shared.patronsSignal() }
                .done { names in self.title = names.first }
            """))
        #expect(chained.responsibility(.networking)?.evidence.first?.token == "PatreonAPI.patronsSignal(…)")
        let unhandled = try #require(Self.report(refreshing: "firstly { PatreonAPI.shared.patronsSignal() }"))
        #expect(unhandled.responsibility(.networking) == nil)
    }

    /// A request's result held in a local and observed later is dealt with by the controller.
    @Test func aResultHeldInALocalAndObservedIsNetworking() throws {
        let observed = try #require(Self.report(refreshing: """
            let request = PatreonAPI.shared.patronsSignal()
            request.observeValues { names in self.title = names.first }
            """))
        #expect(observed.responsibility(.networking)?.evidence.first?.token == "PatreonAPI.patronsSignal(…)")
        let ignored = try #require(Self.report(refreshing: "let request = PatreonAPI.shared.patronsSignal()"))
        #expect(ignored.responsibility(.networking) == nil)
    }

    /// The issue's two-language case: an Objective-C controller calling its app's `API` class
    /// through a shared instance, with a completion block, is that class's networking.
    @Test func anObjectiveCAppClassIsFollowedLikeASwiftOne() throws {
        let report = try #require(AuditFixture.audit([
            ("API.h", "@interface API : NSObject\n+ (instancetype)sharedInstance;\n- (void)login:(NSString *)name result:(void (^)(BOOL ok))result;\n@end\n"),
            ("API.m", """
                @implementation API
                - (void)login:(NSString *)name result:(void (^)(BOOL ok))result;
                {
                    NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithRequest:[self requestFor:name] completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        result(error == nil);
                    }];
                    [task resume];
                }
                @end
                """),
            ("LoginViewController.h", "@interface LoginViewController : UIViewController\n@end\n"),
            ("LoginViewController.m", """
                @implementation LoginViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [[API sharedInstance] login:@"a" result:^(BOOL ok) {
                        [self showLoggedIn:ok];
                    }];
                }
                - (void)logOutQuietly {
                    [[API sharedInstance] login:@"" result:^(BOOL ok) {}];
                }
                @end
                """),
        ]).controller("LoginViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.evidence.map(\.member) == ["-viewDidLoad"])
        #expect(networking.evidence.first?.token == "[API login…]")
        #expect(networking.evidence.first?.via?.first?.member == "API.-login:result:")
    }

    /// A class of one language is called from the other by the name that language gives its
    /// method: Swift imports `-placesMatching:handler:` as `places(matching:handler:)`, and
    /// Objective-C sends Swift's `fetchUser(withID:completion:)` as `-fetchUserWithID:completion:`
    /// and `showAlert(owner:title:)` as `-showAlertWithOwner:title:`.
    @Test func aCallIntoTheOtherLanguageReachesTheMethodByItsImportedName() throws {
        let objectiveCAPI = [
            ("PlaceAPI.h", "@interface PlaceAPI : NSObject\n- (void)placesMatching:(NSString *)text handler:(void (^)(NSArray *places))handler;\n@end\n"),
            ("PlaceAPI.m", """
                @implementation PlaceAPI
                - (void)placesMatching:(NSString *)text handler:(void (^)(NSArray *places))handler {
                    [[[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:text] completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        handler(@[]);
                    }] resume];
                }
                @end
                """),
        ]
        let swift = try #require(AuditFixture.audit(objectiveCAPI + [
            ("SearchViewController.swift", """
                import UIKit
                final class SearchViewController: UIViewController {
                    let placeApi = PlaceAPI()
                    func search(_ text: String) {
                        placeApi.places(matching: text) { places in self.title = places.first as? String }
                    }
                }
                """),
        ]).controller("SearchViewController"))
        #expect(swift.responsibility(.networking)?.evidence.first?.via?.first?.member == "PlaceAPI.-placesMatching:handler:")

        let objectiveC = try #require(AuditFixture.audit([
            ("UserAPI.swift", """
                import Foundation
                @objc final class UserAPI: NSObject {
                    @objc func fetchUser(withID id: String, completion: @escaping (String?) -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: id)) { _, _, _ in completion(nil) }.resume()
                    }
                }
                """),
            ("ProfileViewController.h", "@interface ProfileViewController : UIViewController\n@property (nonatomic, strong) UserAPI *api;\n@end\n"),
            ("ProfileViewController.m", """
                @implementation ProfileViewController
                - (void)reload {
                    [self.api fetchUserWithID:@"1" completion:^(NSString *name) { self.title = name; }];
                }
                @end
                """),
        ]).controller("ProfileViewController"))
        #expect(objectiveC.responsibility(.networking)?.evidence.first?.token == "[api fetchUserWithID…]")

        // A first label that is no preposition gains "With": `showAlert(owner:title:)` is
        // `-showAlertWithOwner:title:`; `present(from:)` stays `-presentFrom:`.
        let labelled = try #require(AuditFixture.audit([
            ("AlertTemplate.swift", """
                import UIKit
                @objc final class AlertTemplate: NSObject {
                    @objc static func showAlert(owner: UIViewController, title: String) {
                        owner.present(UIAlertController(title: title, message: nil, preferredStyle: .alert), animated: true)
                    }
                }
                """),
            ("LicenseViewController.h", "@interface LicenseViewController : UIViewController\n@end\n"),
            ("LicenseViewController.m", """
                @implementation LicenseViewController
                - (void)licenseRejected {
                    [AlertTemplate showAlertWithOwner:self title:@"Invalid license"];
                }
                @end
                """),
        ]).controller("LicenseViewController"))
        #expect(labelled.responsibility(.alerts)?.evidence.first?.token == "[AlertTemplate showAlertWithOwner…]")
    }

    /// Swift also drops the words of a selector's first piece that repeat its parameter's class:
    /// `-startRegion:(CLRegion *)` is called as `start(_:)`, beside the class's own `-start`. A
    /// setter keeps its name.
    @Test(arguments: [("start(region)", true), ("begin(region)", false)])
    func aSwiftCallReachesAnObjectiveCMethodWhoseImportedNameDropsTheParameterClass(_ call: String, reaches: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("LocationManager.h", """
                @interface LocationManager : NSObject
                @property (nonatomic, strong) CLLocationManager *manager;
                + (LocationManager *)sharedInstance;
                - (void)start;
                - (void)startRegion:(CLRegion *)region;
                @end
                """),
            ("LocationManager.m", """
                @implementation LocationManager
                - (void)start {
                    self.running = YES;
                }
                - (void)startRegion:(CLRegion *)region {
                    [self.manager startMonitoringForRegion:region];
                }
                @end
                """),
            ("MapViewController.swift", """
                import UIKit
                final class MapViewController: UIViewController {
                    func watch(_ region: CLRegion) {
                        LocationManager.sharedInstance().\(call)
                    }
                }
                """),
        ]).controller("MapViewController"))
        #expect(report.responsibility(.systemServices)?.evidence.first?.token == (reaches ? "LocationManager.start(…)" : nil))
        #expect(ObjCNames.droppingTypeName(of: "CLRegion *", from: "startRegion") == "start")
        #expect(ObjCNames.droppingTypeName(of: "NSString *", from: "appendString") == "append")
        #expect(ObjCNames.droppingTypeName(of: "BOOL", from: "setMonitoring") == nil)
        #expect(ObjCNames.droppingTypeName(of: "NSString *", from: "setTitleString") == nil)
        #expect(ObjCNames.droppingTypeName(of: "NSData *", from: "Data") == nil)
        #expect(ObjCNames.droppingTypeName(of: "UIView *", from: "addSubview") == nil)
    }

    /// A controller adopting the protocol of an API class's `delegate` hears every call's
    /// result through it, whatever the protocol is named: `LoginController`'s
    /// `id <AuthenticationDelegate> delegate`. Not when it adopts some other protocol.
    @Test(arguments: [("AuthenticationDelegate", true), ("UITextFieldDelegate", false)])
    func aControllerAdoptingTheProtocolOfAnAPIClassDelegateHearsItsResults(_ adopted: String, isNetworking: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("LoginController.h", """
                @protocol AuthenticationDelegate <NSObject>
                - (void)loginSuccess;
                - (void)loginFailedWithError:(NSError *)error;
                @end
                @interface LoginController : NSObject
                @property (nonatomic, weak) id <AuthenticationDelegate> delegate;
                - (void)loginWithUsername:(NSString *)username password:(NSString *)password;
                @end
                """),
            ("LoginController.m", """
                @implementation LoginController
                - (void)loginWithUsername:(NSString *)username password:(NSString *)password {
                    [[[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:username] completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        [self.delegate loginSuccess];
                    }] resume];
                }
                @end
                """),
            ("SignInViewController.h", "@interface SignInViewController : UIViewController\n@property (nonatomic, strong) LoginController *login;\n@end\n"),
            ("SignInViewController.m", """
                @interface SignInViewController () <\(adopted)>
                @end
                @implementation SignInViewController
                - (void)signIn {
                    self.login.delegate = self;
                    [self.login loginWithUsername:self.nameField.text password:self.passwordField.text];
                }
                - (void)loginSuccess {
                    [self dismissViewControllerAnimated:YES completion:nil];
                }
                @end
                """),
        ]).controller("SignInViewController"))
        #expect((report.responsibility(.networking)?.evidence.first?.token == "[login loginWithUsername…]") == isNetworking)
        #expect((report.responsibility(.networking) != nil) == isNetworking)
    }

    /// An Objective-C API class that calls its caller back by target (`withCallBackTarget:self`,
    /// `delegate:self`) hands the caller the result as a block would: networking at the call.
    /// Wiring a control (`addTarget:self action:`), a setter, or another object as the target
    /// asks for nothing.
    @Test(arguments: [
        ("[[API shared] submitPost:@\"a\" withCallBackTarget:self];", true),
        ("[[API shared] fetchUser:@\"a\" delegate:weakSelf];", true),
        ("[[API shared] requestCaptchaWithCallbackTarget:self];", true),
        ("[[API shared] submitPost:@\"a\" withCallBackTarget:other];", false),
        ("[[API shared] submitPost:self withCallBackTarget:nil];", false),
        ("[[API shared] setDelegate:self];", false),
    ])
    func anObjectiveCCallBackTargetIsTheResult(_ statement: String, isNetworking: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("API.h", """
                @interface API : NSObject
                + (API *)shared;
                - (void)submitPost:(id)post withCallBackTarget:(id)target;
                - (void)fetchUser:(id)user delegate:(id)target;
                - (void)requestCaptchaWithCallbackTarget:(id)target;
                - (void)setDelegate:(id)target;
                @end
                """),
            ("API.m", """
                @implementation API
                - (void)post:(NSString *)url
                {
                    NSURLConnection *connection = [NSURLConnection connectionWithRequest:[NSURLRequest requestWithURL:[NSURL URLWithString:url]] delegate:self];
                    [connection start];
                }
                - (void)submitPost:(id)post withCallBackTarget:(id)target { self.target = target; [self post:@"/submit"]; }
                - (void)fetchUser:(id)user delegate:(id)target { self.target = target; [self post:@"/user"]; }
                - (void)requestCaptchaWithCallbackTarget:(id)target { self.target = target; [self post:@"/captcha"]; }
                - (void)setDelegate:(id)target { self.target = target; [self post:@"/hello"]; }
                @end
                """),
            ("PostViewController.h", "@interface PostViewController : UIViewController\n@end\n"),
            ("PostViewController.m", """
                @implementation PostViewController
                - (void)submit {
                    __weak typeof(self) weakSelf = self;
                    id other = nil;
                    \(statement)
                }
                - (void)submitResponse:(NSArray *)errors { self.title = errors.firstObject; }
                @end
                """),
        ]).controller("PostViewController"))
        #expect((report.responsibility(.networking) != nil) == isNetworking)
    }

    /// The same in Swift: an API client called with `delegate: self` answers the caller.
    @Test(arguments: [("Backend.shared.fetchUser(\"a\", delegate: self)", true), ("Backend.shared.fetchUser(\"a\", delegate: other)", false)])
    func aSwiftDelegateArgumentIsTheResult(_ statement: String, isNetworking: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("Backend.swift", """
                import Foundation
                final class Backend {
                    static let shared = Backend()
                    weak var delegate: AnyObject?
                    func fetchUser(_ name: String, delegate: AnyObject) {
                        self.delegate = delegate
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: name)).resume()
                    }
                }
                """),
            ("UserViewController.swift", """
                import UIKit
                final class UserViewController: UIViewController {
                    let other = NSObject()
                    func load() {
                        \(statement)
                    }
                }
                """),
        ]).controller("UserViewController"))
        #expect((report.responsibility(.networking) != nil) == isNetworking)
    }

    /// A call on a property two properties deep, or on a local bound to a path of properties,
    /// reaches the type the path's declared types lead to (Zotero's `guard let downloader =
    /// controllers.userControllers?.fileDownloader`), as one property of a property does.
    @Test(arguments: [
        ("let api = controllers.api; api.fetch { data in self.show(data) }", "api.fetch(…)"),
        ("guard let downloader = controllers.userControllers?.fileDownloader else { return }; downloader.fetch { data in self.show(data) }",
         "downloader.fetch(…)"),
        ("controllers.userControllers?.fileDownloader.fetch { data in self.show(data) }",
         "controllers.userControllers.fileDownloader.fetch(…)"),
        ("self.controllers.userControllers?.fileDownloader.fetch { data in self.show(data) }",
         "controllers.userControllers.fileDownloader.fetch(…)"),
        ("controllers.api.fetch { data in self.show(data) }", "controllers.api.fetch(…)"),
    ])
    func aPathOfPropertiesIsFollowed(_ statement: String, token: String) throws {
        let report = try #require(AuditFixture.audit([
            ("APIClient.swift", """
                import Foundation
                final class APIClient {
                    func fetch(completion: @escaping (Data?) -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { d, _, _ in completion(d) }.resume()
                    }
                }
                final class UserControllers { let fileDownloader = APIClient() }
                final class Controllers { var userControllers: UserControllers?; let api = APIClient() }
                """),
            ("ItemsViewController.swift", """
                import UIKit
                final class ItemsViewController: UIViewController {
                    let controllers = Controllers()
                    func show(_ data: Data?) { title = data?.description }
                    func load() {
                        \(statement)
                    }
                }
                """),
        ]).controller("ItemsViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.token == token)
        #expect(evidence.reason.hasPrefix("APIClient "))
    }

    /// A call is recorded on its receiver's first name: `Mastodon.API.Account.lookupAccount(…)`
    /// runs the member of the type nested in `Mastodon` that declares it, from a controller
    /// or from the app's API service.
    @Test(arguments: ["_ = try await context.apiService.fetchUser(domain: \"a\")", "_ = try await Mastodon.API.Account.lookupAccount(domain: \"a\")"])
    func aTypeNestedInANamespaceIsFollowed(_ statement: String) throws {
        let report = try #require(AuditFixture.audit([
            ("API.swift", """
                import Foundation
                enum Mastodon { enum API {} }
                extension Mastodon.API { enum Account {} }
                extension Mastodon.API.Account {
                    static func lookupAccount(domain: String) async throws -> Data {
                        try await URLSession.shared.data(from: URL(fileURLWithPath: domain)).0
                    }
                }
                final class APIService {
                    func fetchUser(domain: String) async throws -> Data {
                        try await Mastodon.API.Account.lookupAccount(domain: domain)
                    }
                }
                final class AppContext { let apiService = APIService() }
                """),
            ("ProfileViewController.swift", """
                import UIKit
                final class ProfileViewController: UIViewController {
                    private let context = AppContext()
                    func refresh() async throws {
                        \(statement)
                    }
                }
                """),
        ]).controller("ProfileViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.via?.first?.member == "Account.lookupAccount(domain:)")
    }

    /// A controller that adopts the callee's own delegate protocol hears the result back
    /// through it: its calls on that type deal with the result without a block.
    @Test func aControllerThatIsTheCalleesDelegateDealsWithTheResult() throws {
        func report(adopting protocols: String) -> ViewControllerReport? {
            AuditFixture.audit([
                ("StripeController.h", "@interface StripeController : NSObject\n- (void)requestSubscription;\n@end\n"),
                ("StripeController.m", """
                    @implementation StripeController
                    - (void)requestSubscription {
                        [[NSURLSession sharedSession] dataTaskWithURL:self.url];
                    }
                    @end
                    """),
                ("DonationViewController.m", """
                    @interface DonationViewController : UIViewController \(protocols)
                    {
                        StripeController *_stripeController;
                    }
                    @end
                    @implementation DonationViewController
                    - (void)viewWillAppear:(BOOL)animated {
                        [_stripeController requestSubscription];
                    }
                    @end
                    """),
            ]).controller("DonationViewController")
        }
        let delegate = try #require(report(adopting: "<StripeControllerDelegate>"))
        #expect(delegate.responsibility(.networking)?.evidence.first?.token == "[stripeController requestSubscription…]")
        let unrelated = try #require(report(adopting: "<UITableViewDelegate>"))
        #expect(unrelated.responsibility(.networking) == nil)
        // Only the same letters, not the type's name and a word after it: another type's delegate.
        let sameLetters = try #require(report(adopting: "<StripeControllersHeaderDelegate>"))
        #expect(sameLetters.responsibility(.networking) == nil)
    }

    /// A view's delegate hears what the user does to the view, not the results of the work the
    /// view does inside: a controller adopting `MapViewDelegate` and setting up its map view
    /// (which downloads its tiles) does no networking, and neither does one waiting for the
    /// view to finish: the view's own requests are the view's.
    @Test(arguments: ["mapView.setUp(with: self)", "mapView.reload { self.render() }"])
    func aViewsDelegateDoesNotHearItsRequests(statement: String) throws {
        let report = try #require(AuditFixture.audit([
            ("MapView.swift", """
                import UIKit
                protocol MapViewDelegate: AnyObject {}
                final class MapView: UIView {
                    func setUp(with delegate: MapViewDelegate) { reload {} }
                    func reload(_ done: @escaping () -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: "/tiles")) { _, _, _ in done() }.resume()
                    }
                }
                """),
            ("MapViewController.swift", """
                import UIKit
                final class MapViewController: UIViewController, MapViewDelegate {
                    @IBOutlet var mapView: MapView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(statement)
                    }
                }
                """),
        ]).controller("MapViewController"))
        #expect(report.responsibility(.networking) == nil)
    }

    /// A base controller's stored properties are its subclasses': a subclass calling the client
    /// its superclass holds (`dataManager`, declared in `TakePictureViewController`) and taking
    /// the result does the networking itself, in Swift as in Objective-C.
    @Test func aPropertyInheritedFromABaseControllerIsFollowed() throws {
        let swift = try #require(AuditFixture.audit([
            ("ProductAPI.swift", """
                import Foundation
                final class ProductAPI {
                    func add(_ name: String, done: @escaping () -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: "/add")) { _, _, _ in done() }.resume()
                    }
                }
                """),
            ("BaseViewController.swift", """
                import UIKit
                class BaseViewController: UIViewController {
                    var api: ProductAPI!
                }
                """),
            ("AddViewController.swift", """
                import UIKit
                final class AddViewController: BaseViewController {
                    @IBAction func save(_ sender: UIButton) {
                        api.add(nameField.text ?? "") { self.dismiss(animated: true) }
                    }
                }
                """),
        ]).controller("AddViewController"))
        #expect(swift.responsibility(.networking)?.evidence.first?.token == "api.add(…)")
        let objectiveC = try #require(AuditFixture.audit([
            ("ProductAPI.h", "@interface ProductAPI : NSObject\n- (void)add:(NSString *)name done:(void (^)(void))done;\n@end\n"),
            ("ProductAPI.m", """
                @implementation ProductAPI
                - (void)add:(NSString *)name done:(void (^)(void))done {
                    [[NSURLSession sharedSession] dataTaskWithURL:self.url];
                }
                @end
                """),
            ("BaseViewController.h", """
                @interface BaseViewController : UIViewController
                @property (nonatomic, strong) ProductAPI *api;
                @end
                """),
            ("AddViewController.m", """
                @interface AddViewController : BaseViewController
                @end
                @implementation AddViewController
                - (IBAction)save:(id)sender {
                    [self.api add:self.nameField.text done:^{ [self dismissViewControllerAnimated:YES completion:nil]; }];
                }
                @end
                """),
        ]).controller("AddViewController"))
        #expect(objectiveC.responsibility(.networking)?.evidence.first?.token == "[api add…]")
    }

    /// A setting read through a type's shared instance is that type's property: GoMap's
    /// `UserPrefs.shared.uploadComment.value = …` writes a `Pref` whose `value` stores itself in
    /// the defaults, as `[[Library sharedLibrary] api]` reaches the library's client.
    @Test func aPathThroughASharedInstanceReachesItsProperty() throws {
        let swift = try #require(AuditFixture.audit([
            ("UserPrefs.swift", """
                import Foundation
                final class Pref<T> {
                    let key: String
                    init(key: String) { self.key = key }
                    var value: T? {
                        get { UserDefaults.standard.object(forKey: key) as? T }
                        set { UserDefaults.standard.set(newValue, forKey: key) }
                    }
                }
                final class UserPrefs {
                    static let shared = UserPrefs()
                    let uploadComment = Pref<String>(key: "uploadComment")
                }
                """),
            ("UploadViewController.swift", """
                import UIKit
                final class UploadViewController: UIViewController {
                    @IBAction func commit(_ sender: UIButton) {
                        UserPrefs.shared.uploadComment.value = commentView.text
                    }
                }
                """),
        ]).controller("UploadViewController"))
        #expect(swift.responsibility(.persistence)?.evidence.first?.token == "UserPrefs.uploadComment.value = …")
        let objectiveC = try #require(AuditFixture.audit([
            ("Library.h", """
                @interface BookAPI : NSObject
                - (void)fetchBooks:(void (^)(NSArray *books))done;
                @end
                @interface Library : NSObject
                + (instancetype)sharedLibrary;
                @property (nonatomic, strong) BookAPI *api;
                @end
                """),
            ("Library.m", """
                @implementation BookAPI
                - (void)fetchBooks:(void (^)(NSArray *books))done {
                    [[NSURLSession sharedSession] dataTaskWithURL:self.url];
                }
                @end
                """),
            ("ShelfViewController.m", """
                @interface ShelfViewController : UIViewController
                @end
                @implementation ShelfViewController
                - (void)viewDidLoad {
                    [[[Library sharedLibrary] api] fetchBooks:^(NSArray *books) { [self show:books]; }];
                }
                @end
                """),
        ]).controller("ShelfViewController"))
        #expect(objectiveC.responsibility(.networking)?.evidence.first?.token == "[Library.api fetchBooks…]")
    }

    /// A call through a type named for its work, on a property of a framework type, is still
    /// that type's work: saving the app database's Core Data context is persistence.
    @Test func aNamedTypesFrameworkPropertyIsStillItsWork() throws {
        let report = try #require(AuditFixture.audit([
            ("LibraryDatabase.swift", """
                import CoreData
                final class LibraryDatabase {
                    static let shared = LibraryDatabase()
                    let mainContext: NSManagedObjectContext
                    init() { mainContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
                }
                """),
            ("ShelfViewController.swift", """
                import UIKit
                final class ShelfViewController: UIViewController {
                    @IBAction func deleteSelected(_ sender: Any) {
                        try? LibraryDatabase.shared.mainContext.save()
                    }
                }
                """),
        ]).controller("ShelfViewController"))
        #expect(report.responsibility(.persistence)?.evidence.first?.token == "LibraryDatabase.save(…)")
    }

    /// A library's type named for its job does it when the controller holds one or reaches one
    /// through a project type (`client.cache.set(…)` where the client holds a `FlatCache`). A
    /// cache's job is filling and emptying it: a value looked up in it is data the caller uses.
    @Test func aLibrarysNamedTypeHeldInAPropertyDoesItsJob() throws {
        let report = try #require(AuditFixture.audit([
            ("GithubClient.swift", """
                import FlatCache
                struct GithubClient {
                    let cache = FlatCache()
                    let name: String
                }
                """),
            ("IssuesViewController.swift", """
                import UIKit
                import FlatCache
                final class IssuesViewController: UIViewController {
                    private let client: GithubClient
                    private let avatars = AvatarCache()
                    func show(id: String) {
                        let result: IssueResult? = client.cache.get(id: id)
                        title = result?.title
                    }
                    func store(_ issue: IssueResult) {
                        client.cache.set(issue, id: issue.id)
                    }
                    func clear() {
                        avatars.clear()
                    }
                    func rename() {
                        title = client.name
                    }
                }
                """),
        ]).controller("IssuesViewController"))
        let evidence = try #require(report.responsibility(.caching)).evidence
        #expect(evidence.map(\.token) == ["client.cache.set(…)", "avatars.clear(…)"])
        #expect(evidence.map(\.member) == ["store(_:)", "clear()"])
    }

    /// A library's client a project type holds answers from its server where the type's member
    /// waits for it (`[self.personService retrievePersonWithIdentifier:… completionBlock:^{ … }]`),
    /// not where it only tells the client something (`[self.personService clear]`).
    @Test func aLibrarysClientHeldByAProjectTypeAnswersWhenAwaited() throws {
        let report = try #require(AuditFixture.audit([
            ("AvatarManager.h", """
                @interface AvatarManager : NSObject
                @property (nonatomic, strong) AlfrescoPersonService *personService;
                - (void)retrieveAvatarForIdentifier:(NSString *)identifier completionBlock:(void (^)(UIImage *avatar))completionBlock;
                - (void)forgetAvatarsWithCompletionBlock:(void (^)(void))completionBlock;
                @end
                """),
            ("AvatarManager.m", """
                #import "AvatarManager.h"
                @implementation AvatarManager
                - (void)retrieveAvatarForIdentifier:(NSString *)identifier completionBlock:(void (^)(UIImage *avatar))completionBlock {
                    [self.personService retrievePersonWithIdentifier:identifier completionBlock:^(AlfrescoPerson *person, NSError *error) {
                        completionBlock([UIImage imageWithData:person.avatarData]);
                    }];
                }
                - (void)forgetAvatarsWithCompletionBlock:(void (^)(void))completionBlock {
                    [self.personService clear];
                    completionBlock();
                }
                @end
                """),
            ("ProfileViewController.m", """
                #import "AvatarManager.h"
                @interface ProfileViewController : UIViewController
                @property (nonatomic, strong) AvatarManager *avatars;
                @end
                @implementation ProfileViewController
                - (void)showAvatar {
                    [self.avatars retrieveAvatarForIdentifier:self.identifier completionBlock:^(UIImage *avatar) {
                        self.avatarView.image = avatar;
                    }];
                }
                - (IBAction)signOut:(id)sender {
                    [self.avatars forgetAvatarsWithCompletionBlock:^{
                        [self.tableView reloadData];
                    }];
                }
                @end
                """),
        ]).controller("ProfileViewController"))
        let evidence = try #require(report.responsibility(.networking)).evidence
        #expect(evidence.map(\.member) == ["-showAvatar"])
    }

    /// Summaries follow calls on a type's own properties: into the project type a property is
    /// declared as, and onto a framework object its declaration shows (`KingfisherManager`).
    @Test func callsOnATypesPropertiesAreFollowed() throws {
        let report = try #require(AuditFixture.audit([
            ("ImageManager.swift", """
                import Kingfisher
                final class ImageManager {
                    static var kingfisher = KingfisherManager.shared
                    static func getImage(name: String, completion: @escaping (UIImage?) -> Void) {
                        kingfisher.retrieveImage(with: url(name)) { result in completion(try? result.get().image) }
                    }
                }
                final class APIClient {
                    func send(_ path: String) async throws -> Data { try await URLSession.shared.data(from: URL(fileURLWithPath: path)).0 }
                }
                final class UserRepository {
                    private let client: APIClient = APIClient()
                    func syncStats() async throws -> Data { try await client.send("/user/stats") }
                }
                """),
            ("QuestViewController.swift", """
                import UIKit
                final class QuestViewController: UIViewController {
                    private let userRepository = UserRepository()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ImageManager.getImage(name: "quest") { image in self.imageView.image = image }
                    }
                    func sync() async throws {
                        stats = try await userRepository.syncStats()
                    }
                }
                """),
        ]).controller("QuestViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(Set(networking.evidence.map(\.token)) == ["ImageManager.getImage(…)", "userRepository.syncStats(…)"])
        let via = networking.evidence.compactMap { $0.via?.first?.member }
        #expect(via.contains("APIClient.send(_:)"))
    }

    /// A wrapper's call on a framework object it holds (`generator.selectionChanged()` on
    /// `let generator = UISelectionFeedbackGenerator()`) is the wrapper's own device work, from
    /// a controller and from a SwiftUI view; a `lazy var` whose closure happens to use the
    /// pasteboard does not make every call on it pasteboard work.
    @Test func aWrappersFrameworkObjectDoesItsWork() throws {
        let report = AuditFixture.audit([
            ("DeviceHelper.swift", """
                import UIKit
                final class DeviceHelper {
                    static let shared = DeviceHelper()
                    private let selection = UISelectionFeedbackGenerator()
                    private let locations = CLLocationManager()
                    private lazy var menu: UIMenu = {
                        UIMenu(title: "", children: [UIAction(title: "Copy") { _ in UIPasteboard.general.string = "x" }])
                    }()
                    func triggerSelection() {
                        selection.prepare()
                        selection.selectionChanged()
                    }
                    func locate() { locations.requestLocation() }
                    func reset() { menu.accessibilityLabel = nil }
                }
                """),
            ("RowViewController.swift", """
                import UIKit
                final class RowViewController: UIViewController {
                    @objc func up() { DeviceHelper.shared.triggerSelection() }
                    @objc func locate() { DeviceHelper.shared.locate() }
                    @objc func reset() { DeviceHelper.shared.reset() }
                }
                """),
            ("RowView.swift", """
                import SwiftUI
                struct RowView: View {
                    var body: some View {
                        Button("Up") { DeviceHelper.shared.triggerSelection() }
                    }
                }
                """),
        ])
        let controller = try #require(report.controller("RowViewController"))
        let services = try #require(controller.responsibility(.systemServices))
        #expect(services.members == ["up()", "locate()"])
        #expect(services.evidence.first?.reason == "DeviceHelper plays haptics (DeviceHelper.swift:4 UISelectionFeedbackGenerator)")
        let view = try #require(report.unit("RowView"))
        #expect(view.responsibility(.systemServices)?.members == ["body"])
    }

    /// A local or parameter holds what its code shows: a call on it lands in that type, from a
    /// controller as from a property.
    @Test(arguments: [
        "let api = PatreonAPI.shared\n        api.fetchPatrons { names in self.title = names.first }",
        "let api = PatreonAPI()\n        api.fetchPatrons { names in self.title = names.first }",
        "let api: PatreonAPI = .shared\n        api.fetchPatrons { names in self.title = names.first }",
        "guard let client = api else { return }\n        client.fetchPatrons { names in self.title = names.first }",
    ])
    func aLocalHoldsWhatItsCodeShows(_ statements: String) throws {
        let report = try #require(Self.report("""
            import UIKit
            final class PatronsViewController: UIViewController {
                private var api: PatreonAPI?
                func refresh() {
                    \(statements)
                }
            }
            """))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.member == "refresh()")
        #expect(evidence.via?.first?.member == "PatreonAPI.request(_:completion:)")
    }

    @Test func aParameterHoldsItsDeclaredType() throws {
        let report = try #require(Self.report("""
            import UIKit
            final class PatronsViewController: UIViewController {
                func refresh(using api: PatreonAPI) {
                    api.fetchPatrons { names in self.title = names.first }
                }
            }
            """))
        #expect(report.responsibility(.networking)?.evidence.first?.token == "api.fetchPatrons(…)")
    }

    /// A type's summary reads its own locals, and a type's member, the same way: `Services.chat`
    /// is a `ChatClient`, whose `login` sends, three private members down, through the
    /// connection it unwraps.
    @Test func aSummaryFollowsLocalsAndATypesMember() throws {
        let report = try #require(AuditFixture.audit([
            ("Chat.swift", """
                import Foundation
                final class WebSocket {
                    private var task: URLSessionWebSocketTask?
                    func send(_ data: Data) { task?.send(.data(data)) { _ in } }
                }
                final class ChatClient {
                    private var connection: WebSocket?
                    func login(completion: @escaping (Bool) -> Void) { authenticate() }
                    private func authenticate() { sendWithPromise(Data()) }
                    private func sendWithPromise(_ data: Data) { transmit(data) }
                    private func transmit(_ data: Data) {
                        guard let socket = connection else { return }
                        socket.send(data)
                    }
                }
                enum Services {
                    static var chat: ChatClient { ChatClient() }
                }
                final class LoginFlow {
                    func start(completion: @escaping (Bool) -> Void) { Services.chat.login(completion: completion) }
                }
                """),
            ("LoginViewController.swift", """
                import UIKit
                final class LoginViewController: UIViewController {
                    private let flow = LoginFlow()
                    @IBAction func logIn() {
                        flow.start { ok in self.title = ok ? "In" : "Out" }
                    }
                }
                """),
        ]).controller("LoginViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.token == "flow.start(…)")
        #expect(evidence.reason.contains("URLSessionWebSocketTask"))
    }

    /// What a view does for itself is the view's: a cell or view the project declares that
    /// loads its own image takes that work from the controller. A helper the project adds to
    /// every view still runs in the controller's stead.
    @Test func aViewsOwnWorkIsTheViews() throws {
        let report = try #require(AuditFixture.audit([
            ("ArtworkTile.swift", """
                import UIKit
                class TileView: UIView {}
                final class ArtworkTile: TileView {
                    func configure(with url: URL, completion: @escaping () -> Void) {
                        URLSession.shared.dataTask(with: url) { _, _, _ in completion() }.resume()
                    }
                }
                final class ArtworkCell: UICollectionViewCell {
                    func load(_ url: URL, completion: @escaping () -> Void) {
                        URLSession.shared.dataTask(with: url) { _, _, _ in completion() }.resume()
                    }
                }
                """),
            ("GalleryViewController.swift", """
                import UIKit
                final class GalleryViewController: UIViewController {
                    private let tile = ArtworkTile()
                    func show(_ url: URL, in cell: ArtworkCell) {
                        tile.configure(with: url) { self.view.setNeedsLayout() }
                        cell.load(url) { self.view.setNeedsLayout() }
                    }
                }
                """),
        ]).controller("GalleryViewController"))
        #expect(report.responsibility(.networking) == nil)
    }

    /// An Objective-C method without arguments that returns an object is read as a property:
    /// `[[Utilities getJsonRPC] callMethod:…]` messages the `DSJSONRPC` it returns.
    @Test func anObjectiveCFactoryMethodsResultIsFollowed() throws {
        let report = try #require(AuditFixture.audit([
            ("Utilities.h", "@interface Utilities : NSObject\n+ (DSJSONRPC *)getJsonRPC;\n@end\n"),
            ("Utilities.m", "@implementation Utilities\n+ (DSJSONRPC *)getJsonRPC {\n    return [[DSJSONRPC alloc] init];\n}\n@end\n"),
            ("DSJSONRPC.h", "@interface DSJSONRPC : NSObject\n- (void)callMethod:(NSString *)name onCompletion:(void (^)(id result))completion;\n@end\n"),
            ("DSJSONRPC.m", """
                @implementation DSJSONRPC
                - (void)callMethod:(NSString *)name onCompletion:(void (^)(id result))completion {
                    [[[NSURLSession sharedSession] dataTaskWithRequest:[self requestFor:name]] resume];
                }
                @end
                """),
            ("RemoteController.h", "@interface RemoteController : UIViewController\n@end\n"),
            ("RemoteController.m", """
                @implementation RemoteController
                - (void)playPause {
                    [[Utilities getJsonRPC] callMethod:@"Player.PlayPause" onCompletion:^(id result) {
                        [self refresh:result];
                    }];
                }
                @end
                """),
        ]).controller("RemoteController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.evidence.first?.member == "-playPause")
        #expect(networking.evidence.first?.via?.first?.member == "DSJSONRPC.-callMethod:onCompletion:")
    }

    /// A class message names a class member: `[[DataManager manager] favNode…]` sends to the
    /// manager its `+manager` hands out, not to the `AFHTTPSessionManager` its instance property
    /// `manager` holds, so the request the manager's method makes is the caller's networking.
    @Test func aClassMessageNamesTheClassMemberNotAnInstancePropertyOfTheSameName() throws {
        let report = try #require(AuditFixture.audit([
            ("DataManager.h", """
                @interface DataManager : NSObject
                + (instancetype)manager;
                - (NSURLSessionDataTask *)favNode:(NSString *)name success:(void (^)(NSString *message))success;
                @end
                """),
            ("DataManager.m", """
                @interface DataManager ()
                @property (nonatomic, strong) AFHTTPSessionManager *manager;
                @end
                @implementation DataManager
                + (instancetype)manager {
                    static DataManager *manager = nil;
                    return manager;
                }
                - (NSURLSessionDataTask *)favNode:(NSString *)name success:(void (^)(NSString *message))success {
                    return [self.manager GET:@"/fav" parameters:nil success:^(NSURLSessionDataTask *task, id response) {
                        success(@"ok");
                    } failure:nil];
                }
                @end
                """),
            ("NodeViewController.h", "@interface NodeViewController : UIViewController\n@end\n"),
            ("NodeViewController.m", """
                @implementation NodeViewController
                - (void)favourite {
                    [[DataManager manager] favNode:self.nodeName success:^(NSString *message) {
                        self.titleLabel.text = message;
                    }];
                }
                @end
                """),
        ]).controller("NodeViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.evidence.first?.member == "-favourite")
        #expect(networking.evidence.first?.via?.first?.member == "DataManager.-favNode:success:")
    }

    /// An app's API classes over AFNetworking 3's verbs: `SENAPITimeline` asks `SENAPIClient`,
    /// whose `+PUT:parameters:completion:` sends `PUT:parameters:success:failure:` through the
    /// session manager a class method hands out, with blocks a function makes, so only the
    /// request's own spelling shows it.
    @Test func anAPIClassOverAFNetworkingVerbsIsNetworking() throws {
        let report = try #require(AuditFixture.audit([
            ("SENAPIClient.h", """
                @interface SENAPIClient : NSObject
                + (void)PUT:(NSString *)path parameters:(id)parameters completion:(SENAPIDataBlock)completion;
                @end
                """),
            ("SENAPIClient.m", """
                @implementation SENAPIClient
                + (AFHTTPSessionManager *)HTTPSessionManager {
                    return sessionManager;
                }
                + (void)PUT:(NSString *)path parameters:(id)parameters completion:(SENAPIDataBlock)completion {
                    [[self HTTPSessionManager] PUT:path parameters:parameters
                                           success:SENAPIClientRequestSuccessBlock(completion)
                                           failure:SENAPIClientRequestFailureBlock(completion)];
                }
                @end
                """),
            ("SENAPITimeline.h", """
                @interface SENAPITimeline : NSObject
                + (void)verifySleepEvent:(SENSegment *)event completion:(SENAPIDataBlock)block;
                @end
                """),
            ("SENAPITimeline.m", """
                @implementation SENAPITimeline
                + (void)verifySleepEvent:(SENSegment *)event completion:(SENAPIDataBlock)block {
                    [SENAPIClient PUT:[self pathForEvent:event] parameters:nil completion:block];
                }
                @end
                """),
            ("TimelineViewController.h", "@interface TimelineViewController : UIViewController\n@end\n"),
            ("TimelineViewController.m", """
                @implementation TimelineViewController
                - (void)verifySegment:(SENSegment *)segment {
                    [SENAPITimeline verifySleepEvent:segment completion:^(id timeline, NSError *error) {
                        [self showTimeline:timeline error:error];
                    }];
                }
                @end
                """),
        ]).controller("TimelineViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.evidence.first?.member == "-verifySegment:")
        #expect(networking.evidence.first?.token == "[SENAPITimeline verifySleepEvent…]")
        #expect(networking.evidence.first?.via?.first?.member == "SENAPIClient.+PUT:parameters:completion:")
    }

    /// The same in Swift: `DataManager.manager` is the `static` instance, not the `Helper` an
    /// instance property of the same name holds.
    @Test func aStaticMemberIsNotAnInstancePropertyOfTheSameName() throws {
        let report = try #require(AuditFixture.audit([
            ("DataManager.swift", """
                import Foundation
                final class DataManager {
                    static let manager = DataManager()
                    var manager = Helper()
                    func favNode(_ name: String, completion: @escaping (String) -> Void) {
                        URLSession.shared.dataTask(with: endpoint) { _, _, _ in completion("ok") }.resume()
                    }
                }
                final class Helper {
                    var count = 0
                }
                """),
            ("NodeViewController.swift", """
                import UIKit
                final class NodeViewController: UIViewController {
                    func favourite() {
                        DataManager.manager.favNode("x") { message in
                            self.titleLabel.text = message
                        }
                    }
                }
                """),
        ]).controller("NodeViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.evidence.first?.member == "favourite()")
    }

    /// Building an Objective-C object runs one of its `-init…` methods: a manager whose
    /// method returns `[[ArchiveTask alloc] initWithURL:…]` starts the task's download, as
    /// Swift's `ArchiveTask(url:)` runs its `init`. Which initializer is not recorded, so
    /// the nearest class declaring any speaks for all of them.
    @Test(arguments: ["initWithURL:(NSURL *)url completion:(void (^)(NSURL *file))completion", "init"])
    func buildingAnObjectiveCObjectRunsItsInitializers(initializer: String) throws {
        let report = try #require(AuditFixture.audit([
            ("ArchiveTask.m", """
                @interface Task : NSObject
                @end
                @implementation Task
                - (instancetype)\(initializer) {
                    if (self = [super init]) {
                        [[[NSURLSession sharedSession] dataTaskWithURL:url] resume];
                    }
                    return self;
                }
                @end
                @interface ArchiveTask : Task
                @end
                @implementation ArchiveTask
                @end
                """),
            ("DownloadManager.m", """
                @interface DownloadManager : NSObject
                @end
                @implementation DownloadManager
                - (id)downloadArchiveAtURL:(NSURL *)url completion:(void (^)(NSURL *file))completion {
                    return [[ArchiveTask alloc] initWithURL:url completion:completion];
                }
                @end
                """),
            ("UpdateViewController.m", """
                @interface UpdateViewController : NSViewController
                @property (nonatomic) DownloadManager *manager;
                @end
                @implementation UpdateViewController
                - (void)download:(NSURL *)url {
                    [self.manager downloadArchiveAtURL:url completion:^(NSURL *file) {
                        self.title = file.path;
                    }];
                }
                @end
                """),
        ]).controller("UpdateViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.evidence.first?.member == "-download:")
    }

    /// An operation is built to be run: a controller waiting on an uploader that builds the
    /// project's upload operation and hands it to its queue makes the request the operation's
    /// `start()` sends; an operation whose `main()` sends none makes none, nor does one whose
    /// `main()` drives another object that does (that object's work, not the uploader's).
    @Test(arguments: [("UploadRequest", true), ("ResizeOperation", false), ("InstallOperation", false)])
    func buildingAnOperationRunsIt(operation: String, isNetworking: Bool) throws {
        let report = try #require(AuditFixture.audit([
            ("Operations.swift", """
                import Foundation

                class RequestOperation: Operation {
                    var error: Error?
                    override func start() {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, error in self.error = error }.resume()
                    }
                }
                final class UploadRequest: RequestOperation {
                    let name: String
                    init(name: String) { self.name = name }
                }
                final class ResizeOperation: Operation {
                    let name: String
                    init(name: String) { self.name = name }
                    override func main() { print(name) }
                }
                final class ServerManager {
                    static let shared = ServerManager()
                    func connect(completion: @escaping (Error?) -> Void) {
                        URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, error in completion(error) }.resume()
                    }
                }
                final class InstallOperation: Operation {
                    let name: String
                    init(name: String) { self.name = name }
                    override func main() { ServerManager.shared.connect { error in print(error as Any) } }
                }
                final class Uploader {
                    private let queue = OperationQueue()
                    func upload(name: String, completion: @escaping (Error?) -> Void) {
                        let operation = \(operation)(name: name)
                        operation.completionBlock = { completion(nil) }
                        queue.addOperation(operation)
                    }
                }
                """),
            ("UploadViewController.swift", """
                import UIKit
                final class UploadViewController: UIViewController {
                    private let uploader = Uploader()
                    @IBAction func upload() {
                        uploader.upload(name: "a") { error in self.title = error == nil ? "Done" : "Failed" }
                    }
                }
                """),
        ]).controller("UploadViewController"))
        #expect((report.responsibility(.networking) != nil) == isNetworking)
    }

    /// In Objective-C, assigning a property through dot syntax sends its setter: when the
    /// setter stores the value, the controller writes a setting, as `[settings setDarkMode:on]`
    /// does. Reading the property in a condition writes nothing.
    @Test func anObjectiveCDotAssignmentRunsThePersistingSetter() throws {
        let report = try #require(AuditFixture.audit([
            ("Settings.h", "@interface Settings : NSObject\n@property (nonatomic) BOOL darkMode;\n@end\n"),
            ("Settings.m", """
                @implementation Settings
                - (void)setDarkMode:(BOOL)darkMode {
                    [[NSUserDefaults standardUserDefaults] setBool:darkMode forKey:@"dark"];
                }
                @end
                """),
            ("ThemeViewController.h", "@interface ThemeViewController : UIViewController\n@property (nonatomic, strong) Settings *settings;\n@end\n"),
            ("ThemeViewController.m", """
                @implementation ThemeViewController
                - (void)toggle:(UISwitch *)sender {
                    self.settings.darkMode = sender.on;
                }
                - (void)refresh {
                    if (self.settings.darkMode == YES) { [self.view setNeedsLayout]; }
                }
                @end
                """),
        ]).controller("ThemeViewController"))
        let persistence = try #require(report.responsibility(.persistence))
        #expect(persistence.members == ["-toggle:"])
        #expect(persistence.evidence.first?.token == "settings.darkMode = …")
        #expect(SettingSummaries.propertyName(ofSetter: "setDarkMode") == "darkMode")
        #expect(SettingSummaries.propertyName(ofSetter: "setURLString") == "URLString")
    }

    /// A property declared with a framework type is the framework's object even where the
    /// project subclasses that type: a call on it the subclass does not answer does the type's
    /// work, so a login handler connecting an `XMPPStream` is networking for the controller
    /// waiting for it.
    @Test func aFrameworkTypeTheProjectSubclassesStillDoesItsWork() throws {
        let report = try #require(AuditFixture.audit([
            ("ChatManager.h", "@interface ChatManager : NSObject\n@property (nonatomic, strong) XMPPStream *stream;\n@end\n"),
            ("ChatManager.m", """
                @implementation ChatManager
                - (void)signIn:(void (^)(BOOL ok))completion {
                    [self.stream connectWithTimeout:30 error:nil];
                }
                @end
                """),
            ("ProxyStream.m", """
                @interface ProxyStream : XMPPStream
                @end
                @implementation ProxyStream
                - (void)setProxyHost:(NSString *)host { }
                @end
                """),
            ("LoginViewController.h", "@interface LoginViewController : UIViewController\n@property (nonatomic, strong) ChatManager *manager;\n@end\n"),
            ("LoginViewController.m", """
                @implementation LoginViewController
                - (void)login:(id)sender {
                    [self.manager signIn:^(BOOL ok) { self.title = ok ? @"Online" : @"Offline"; }];
                }
                @end
                """),
        ]).controller("LoginViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.members == ["-login:"])
        #expect(networking.evidence.first?.reason.contains("XMPPStream") == true)
    }

    /// ASIHTTPRequest, often kept in the app's own sources, sends what its requests are given
    /// (`[request startAsynchronous]` on a project subclass of `ASIFormDataRequest`): an app's
    /// data controller building one is networking for the controller that adopts its delegate
    /// protocol and hears the answer there.
    @Test func anASIHTTPRequestSentForTheControllerIsNetworking() throws {
        let report = try #require(AuditFixture.audit([
            ("DWRequestManager.h", "@interface DWRequestManager : NSObject\n+ (instancetype)sharedManager;\n@end\n"),
            ("DWRequestManager.m", """
                @implementation DWRequestManager
                + (instancetype)sharedManager { return nil; }
                - (void)createAppRequest:(NSString *)path successNotification:(NSString *)success {
                    DWAppRequest *request = [DWAppRequest requestWithURL:[self URLForPath:path]];
                    [request setDelegate:self];
                    [request startAsynchronous];
                }
                @end
                """),
            ("DWAppRequest.h", "@interface DWAppRequest : ASIFormDataRequest\n@end\n"),
            ("DWUsersController.h", """
                @protocol DWUsersControllerDelegate
                - (void)userUpdated:(id)user;
                @end
                @interface DWUsersController : NSObject
                @property (nonatomic, weak) id<DWUsersControllerDelegate> delegate;
                @end
                """),
            ("DWUsersController.m", """
                @implementation DWUsersController
                - (void)updateUserHavingID:(NSInteger)userID withByline:(NSString *)byline {
                    [[DWRequestManager sharedManager] createAppRequest:byline successNotification:@"NUserUpdated"];
                }
                @end
                """),
            ("DWEditBylineViewController.h", """
                @interface DWEditBylineViewController : UIViewController <DWUsersControllerDelegate>
                @property (nonatomic, strong) DWUsersController *usersController;
                @end
                """),
            ("DWEditBylineViewController.m", """
                @implementation DWEditBylineViewController
                - (void)saveButtonClicked {
                    [self.usersController updateUserHavingID:1 withByline:self.textView.text];
                }
                - (void)userUpdated:(id)user {
                    [self.navigationController popViewControllerAnimated:YES];
                }
                @end
                """),
        ]).controller("DWEditBylineViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.members == ["-saveButtonClicked"])
    }

    /// MKNetworkKit, kept in the app's sources as ASIHTTPRequest is: an API class whose inherited
    /// `get:…completed:` enqueues an `MKNetworkOperation` and hands it to the caller's block answers
    /// from the server, so a controller waiting for that answer is networking.
    @Test func anMKNetworkKitRequestTheControllerWaitsForIsNetworking() throws {
        let report = try #require(AuditFixture.audit([
            ("BaseApi.h", "@interface BaseApi : NSObject\n@end\n"),
            ("BaseApi.m", """
                @implementation BaseApi
                - (void)get:(NSString *)url completed:(CompletedOperation)completed andErrorCallback:(ErrorHandler)errorCallback {
                    MKNetworkOperation *get = [self.engine operationWithPath:url params:nil httpMethod:@"GET"];
                    [get addCompletionHandler:^(MKNetworkOperation *done) { completed(done); } errorHandler:nil];
                    [self.engine enqueueOperation:get];
                }
                @end
                """),
            ("FeeApi.h", "@interface FeeApi : BaseApi\n+ (FeeApi *)instance;\n@end\n"),
            ("FeeApi.m", """
                @implementation FeeApi
                + (FeeApi *)instance { return nil; }
                - (void)queryFeeCallback:(FeeBlock)callback andErrorCallBack:(ErrorHandler)errorCallback {
                    [self get:@"fee" completed:^(MKNetworkOperation *completedOperation) {
                        callback([completedOperation.responseJSON[@"fee"] unsignedLongValue]);
                    } andErrorCallback:errorCallback];
                }
                @end
                """),
            ("FeeViewController.h", "@interface FeeViewController : UIViewController\n@end\n"),
            ("FeeViewController.m", """
                @implementation FeeViewController
                - (void)refreshFee {
                    [[FeeApi instance] queryFeeCallback:^(uint64_t fee) {
                        self.feeLabel.text = [self textForFee:fee];
                    } andErrorCallBack:^(NSError *error) {
                        self.feeLabel.text = nil;
                    }];
                }
                @end
                """),
        ]).controller("FeeViewController"))
        let networking = try #require(report.responsibility(.networking))
        #expect(networking.members == ["-refreshFee"])
    }
}
