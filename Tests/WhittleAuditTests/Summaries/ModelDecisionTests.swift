import Foundation
import Testing
@testable import WhittleAudit

/// A controller branching on the state of a model the project declares is deciding a domain
/// rule (issue 31): `if app.installedApp == nil`, `switch importer.status`, in both languages.
/// Branching on a constant, on an object of the interface, on a service or on an error is not,
/// and neither is a branch that shows a model in a cell.
struct ModelDecisionTests {
    private static let models = """
        import Foundation

        struct StoreApp {
            var installedVersion: String?
            var versionDate: Date
            var isBeta: Bool
            func isNewer(than version: String) -> Bool { version < (installedVersion ?? "") }
        }

        enum Status { case active, expired }

        final class UploadClient {
            var isBusy = false
            func start() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
        }

        final class FormSection: NSObject {
            var isAttached = false
            let header = UILabel()
        }

        enum AccessError: Error { case denied }

        final class KeyReference {
            var error: AccessError?
            var name = ""
        }

        final class AppListViewModel {
            var showsBetas = false
        }

        struct AppDetailViewData {
            var showsBetaBadge: Bool
            var mode: Status
        }

        struct AppDisplayState {
            var isRefreshing: Bool
        }

        struct AppState {
            var isSyncing: Bool
        }

        struct LibraryState {
            var isSyncing: Bool
        }

        struct OrderStatusPresentation {
            var showsBadge: Bool
        }

        enum GalleryLoadingState {
            case idle, loading
            case failed(Error)
            var failed: Error? { if case .failed(let error) = self { error } else { nil } }
        }

        struct State {
            var lastBid: Int?
        }

        struct AppTheme {
            var isDark: Bool
        }

        struct CardButton {
            let icon: Image?
            var shouldAnimate = false
            let title: Text
        }

        final class TunnelsManager {
            var names: [String] = []
            func tunnel(named name: String) -> String? { names.first { $0 == name } }
        }

        struct GithubSession {
            let uploads = UploadClient()
            var isSignedIn: Bool
        }

        final class CertificateStorage {
            static let shared = CertificateStorage()
            var certificates: [String] = []
            func errorCode() -> String? { certificates.isEmpty ? "E1" : nil }
        }

        final class ObservationsController {
            var isFetching = false
            var results: [String] = []
        }

        final class BannersDataSource {
            var banners: [String] = []
            var hasMultipleBanners: Bool { banners.count > 1 }
        }

        final class SyncerHelper {
            static let shared = SyncerHelper()
            var syncers: [String: String] = [:]
            func syncer(named name: String) -> String? { syncers[name] }
        }

        final class AppWidthObserver {
            static let shared = AppWidthObserver()
            var isPad = false
            var currentWidth = 0.0
            var isLargeWidth: Bool { isPad && currentWidth >= 678 }
        }

        final class PathMonitor {
            var isConnected = false
        }

        final class ThemeService {
            static let shared = ThemeService()
            var theme = AppTheme(isDark: false)
            func save() { UserDefaults.standard.set(theme.isDark, forKey: "dark") }
        }
        """

    private static func report(_ body: String) -> ViewControllerReport? {
        AuditFixture.audit([
            ("Models.swift", models),
            ("AppViewController.swift", """
                import UIKit
                final class AppViewController: UIViewController, UITableViewDataSource {
                    var app: StoreApp!
                    var status = Status.active
                    let client = UploadClient()
                    let section = FormSection()
                    let reference = KeyReference()
                    let viewModel = AppListViewModel()
                    var viewData: AppDetailViewData!
                    var displayState: AppDisplayState!
                    var loadingState: GalleryLoadingState = .idle
                    var statusPresentation: OrderStatusPresentation!
                    var appState: AppState!
                    var libraryState: LibraryState!
                    var state: State!
                    let tunnelsManager = TunnelsManager()
                    var session: GithubSession!
                    var button: CardButton!
                    let observationsController = ObservationsController()
                    let bannersDataSource = BannersDataSource()
                    let pathMonitor = PathMonitor()
                \(body)
                }
                """),
        ]).controller("AppViewController")
    }

    /// Another screen's or the library's state is no state of this screen: a decision on it is one.
    @Test func branchingOnAStateNamedForAnotherScreenIsDomainLogic() throws {
        let report = try #require(Self.report("func render() { if libraryState.isSyncing { title = nil } }"))
        #expect(report.responsibility(.domainLogic)?.evidence.map(\.token) == ["if libraryState.isSyncing"])
    }

    @Test func branchingOnAModelsStateIsDomainLogic() throws {
        let report = try #require(Self.report("""
                @IBAction func performAppAction(_ sender: UIButton) {
                    if let version = app.installedVersion {
                        open(version)
                    } else {
                        download()
                    }
                }
                func update() {
                    guard !self.app.isBeta else { return }
                    switch app.isNewer(than: "1.0") {
                    case true: showUpdate()
                    case false: break
                    }
                }
            """))
        let evidence = try #require(report.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.token) == ["if app.installedVersion", "if app.isBeta", "app.isNewer(…)"])
        #expect(evidence.map(\.member) == ["performAppAction(_:)", "update()", "update()"])
        #expect(evidence.first?.reason == "decides on the state of StoreApp, a model the project declares")
    }

    /// A model may hold a storage (a protobuf message's `UnknownStorage`): it stays a model.
    @Test func aModelHoldingAStorageIsStillAModel() throws {
        let report = try #require(AuditFixture.audit([
            ("Poster.swift", """
                import Foundation
                struct UnknownStorage {}
                struct PosterTemplate {
                    var template = Data()
                    var unknownFields = UnknownStorage()
                }
                """),
            ("PosterViewController.swift", """
                import UIKit
                final class PosterViewController: UIViewController {
                    var poster: PosterTemplate!
                    func render() { if poster.template.isEmpty { title = nil } }
                }
                """),
        ]).controller("PosterViewController"))
        #expect(report.responsibility(.domainLogic)?.evidence.first?.token == "if poster.template")
    }

    @Test(arguments: [
        // Reading a model outside a condition decides nothing.
        "func render() { title = app.installedVersion }",
        // A type's constant is not state.
        "func render() { if status == Status.expired { title = nil } }",
        // A service's state, an object of the interface, a failure, a view model's state.
        "func render() { if client.isBusy { title = nil } }",
        // A type named as a service is asked, whatever its code shows.
        "func render() { if tunnelsManager.tunnel(named: \"home\") == nil { title = nil } }",
        "func render() { if session.isSignedIn { title = nil } }",
        // A storage keeps data; a controller that is no view controller fetches it for screens.
        "func render() { if let code = CertificateStorage.shared.errorCode() { title = code } }",
        "func render() { if observationsController.isFetching { title = nil } }",
        // A list's data source answers what the list shows.
        "func render() { if bannersDataSource.hasMultipleBanners { title = nil } }",
        // An object that watches the window or the device for the screen is asked, as a service is.
        "func layout() { if AppWidthObserver.shared.isLargeWidth { title = nil } }",
        "func render() { if pathMonitor.isConnected { title = nil } }",
        // A helper the app wrote for its screens is asked, as a service is.
        "func render() { if SyncerHelper.shared.syncer(named: \"cloud\") == nil { title = nil } }",
        "func render() { if section.isAttached { title = nil } }",
        "func render() { if button.shouldAnimate { title = nil } }",
        "func render() { if let error = reference.error { title = \"\\(error)\" } }",
        "func render() { if viewModel.showsBetas { title = nil } }",
        // A screen's prepared display values are shown, not decided on.
        "func render() { if viewData.showsBetaBadge { title = nil } }",
        "func render() { switch viewData.mode { case .active: title = nil; case .expired: break } }",
        // A screen's display state and a reducer's or feedback loop's `State`.
        "func render() { if displayState.isRefreshing { title = nil } }",
        // Whether the screen's data is loading or failed to load picks a retry.
        "func retry() { if let error = loadingState.failed { title = \"\\(error)\" } }",
        // How a value is presented picks what is shown.
        "func render() { if statusPresentation.showsBadge { title = nil } }",
        "func render() { guard let bid = state.lastBid else { return }; title = \"\\(bid)\" }",
        // The state named for the screen (`AppState` for `AppViewController`) is what it renders.
        "func render() { if appState.isSyncing { title = nil } }",
        // The app's look picks colours.
        "func render() { if ThemeService.shared.theme.isDark { view.backgroundColor = .black } }",
        // Showing a model in a cell is the data source's.
        """
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "App", for: indexPath)
            if app.isBeta { cell.textLabel?.text = "Beta" }
            return cell
        }
        """,
    ])
    func otherBranchesAreNotDomainLogic(_ body: String) throws {
        let report = try #require(Self.report(body))
        #expect(report.responsibility(.domainLogic) == nil)
    }

    /// The same decisions in Objective-C: a property read by dot syntax and a message whose
    /// answer decides, on a class the app declares.
    @Test func anObjectiveCControllerDecidesTheSameWay() throws {
        let report = try #require(AuditFixture.audit([
            ("Currency.h", """
                @interface Currency : NSObject
                @property (nonatomic) BOOL supportsPayPal;
                @property (nonatomic, copy) NSString *code;
                - (BOOL)isDefaultForLocale:(NSLocale *)locale;
                @end
                """),
            ("Currency.m", "@implementation Currency\n- (BOOL)isDefaultForLocale:(NSLocale *)locale { return NO; }\n@end\n"),
            ("DonationViewController.m", """
                @interface DonationViewController : UIViewController
                @property (nonatomic, strong) Currency *selectedCurrency;
                @end
                @implementation DonationViewController
                - (void)showSelectedCurrency {
                    if (self.selectedCurrency.supportsPayPal) {
                        [self showPayPal];
                    }
                    if ([_selectedCurrency isDefaultForLocale:[NSLocale currentLocale]]) {
                        [self showDefault];
                    }
                    self.title = self.selectedCurrency.code;
                }
                @end
                """),
        ]).controller("DonationViewController"))
        let evidence = try #require(report.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.token) == ["if (selectedCurrency.supportsPayPal)", "[selectedCurrency isDefaultForLocale…]"])
        #expect(evidence.map(\.member) == ["-showSelectedCurrency", "-showSelectedCurrency"])
    }

    /// Asking a delegate whether it implements an optional method is no decision on its data,
    /// even where a model adopts the delegate protocol.
    @Test func askingWhatADelegateImplementsIsNoDecision() throws {
        let report = try #require(AuditFixture.audit([
            ("LoginController.h", """
                @protocol LoginControllerDelegate;
                @interface LoginController : UIViewController
                @property (nonatomic, weak) id<LoginControllerDelegate> delegate;
                @end
                @protocol LoginControllerDelegate <NSObject>
                @optional
                - (void)loginControllerDidLogin:(LoginController *)controller;
                @end
                """),
            ("Submission.m", """
                @interface Submission : NSObject <LoginControllerDelegate>
                @property (nonatomic, copy) NSString *title;
                @property (nonatomic) NSInteger score;
                @end
                @implementation Submission
                - (void)loginControllerDidLogin:(LoginController *)controller { self.score = 1; }
                @end
                """),
            ("LoginController.m", """
                @implementation LoginController
                - (void)succeed {
                    if ([self.delegate respondsToSelector:@selector(loginControllerDidLogin:)]) {
                        [self.delegate loginControllerDidLogin:self];
                    }
                }
                @end
                """),
        ]).controller("LoginController"))
        #expect(report.responsibility(.domainLogic) == nil)
    }

    /// A screen's saved or prepared state in Objective-C is shown, not decided on, as in Swift.
    @Test func anObjectiveCScreenStateIsNotAModel() throws {
        let report = try #require(AuditFixture.audit([
            ("MessagesViewControllerState.h", """
                @interface MessagesViewControllerState : NSObject
                @property (nonatomic) BOOL hasText;
                @end
                """),
            ("MessagesViewController.m", """
                @interface MessagesViewController : UIViewController
                @property (nonatomic, strong) MessagesViewControllerState *state;
                @end
                @implementation MessagesViewController
                - (void)updateSendButton {
                    if (self.state.hasText) {
                        [self showSend];
                    }
                }
                @end
                """),
        ]).controller("MessagesViewController"))
        #expect(report.responsibility(.domainLogic) == nil)
    }

    /// An Objective-C object named for watching the window or the device is asked, as in Swift.
    @Test func anObjectiveCObserverIsNotAModel() throws {
        let report = try #require(AuditFixture.audit([
            ("KeyboardObserver.h", """
                @interface KeyboardObserver : NSObject
                @property (nonatomic) BOOL isVisible;
                @property (nonatomic) CGFloat height;
                @end
                """),
            ("ComposeViewController.m", """
                @interface ComposeViewController : UIViewController
                @property (nonatomic, strong) KeyboardObserver *keyboardObserver;
                @end
                @implementation ComposeViewController
                - (void)updateToolbar {
                    if (self.keyboardObserver.isVisible) {
                        [self showToolbar];
                    }
                }
                @end
                """),
        ]).controller("ComposeViewController"))
        #expect(report.responsibility(.domainLogic) == nil)
    }

    /// A view of the project whose framework superclass has no prefix (WebKit's legacy
    /// `WebView`) is part of the interface, as a `UIView` subclass is: asking it is no decision.
    @Test func aViewOfAnUnprefixedFrameworkClassIsNotAModel() throws {
        let report = try #require(AuditFixture.audit([
            ("NotificationWebView.h", """
                @interface NotificationWebView : WebView
                @property (nonatomic) BOOL closeOnMouseExit;
                @end
                """),
            ("NotificationWindowController.m", """
                @interface NotificationWindowController : NSWindowController
                @property (nonatomic, strong) NotificationWebView *webView;
                @end
                @implementation NotificationWindowController
                - (void)stopDisplay {
                    if ([self.webView respondsToSelector:@selector(closeOnMouseExit)] && self.webView.closeOnMouseExit) {
                        [self close];
                    }
                }
                @end
                """),
        ]).controller("NotificationWindowController"))
        #expect(report.responsibility(.domainLogic) == nil)
    }

    /// A queued piece of work (a subclass of Foundation's `Operation`, through a project base
    /// class) is no model: switching on its `result` handles the work's outcome.
    @Test func anOperationIsNotAModel() throws {
        let report = try #require(AuditFixture.audit([
            ("RedeemInviteOperation.swift", """
                import Foundation
                class AsynchronousOperation: Operation {
                    var state = 0
                }
                final class RedeemInviteOperation: AsynchronousOperation {
                    var invite: String
                    private(set) var result: Result<Void, Error>?
                    init(invite: String) { self.invite = invite }
                }
                """),
            ("InviteViewController.swift", """
                import UIKit
                final class InviteViewController: UIViewController {
                    let operation = RedeemInviteOperation(invite: "a")
                    func finish() {
                        switch operation.result {
                        case .success: dismiss(animated: true)
                        default: title = "Failed"
                        }
                    }
                }
                """),
        ]).controller("InviteViewController"))
        #expect(report.responsibility(.domainLogic) == nil)
    }

    /// A local or parameter holding a model is the model: deciding on it is deciding on the
    /// model, wherever the code shows its type (an element of a property's collection, an
    /// annotation, a construction, a parameter).
    @Test func branchingOnAModelHeldByALocalIsDomainLogic() throws {
        let report = try #require(AuditFixture.audit([
            ("Models.swift", Self.models),
            ("LibraryViewController.swift", """
                import UIKit
                final class LibraryViewController: UIViewController {
                    var apps: [StoreApp] = []
                    private var clients: [UploadClient] = []
                    var betaCount = 0
                    func countBetas() {
                        for app in apps {
                            if app.isBeta { betaCount += 1 }
                        }
                    }
                    func pick(_ index: Int) {
                        let chosen = self.apps[index]
                        guard chosen.installedVersion == nil else { return }
                        download()
                    }
                    func resume() {
                        guard let latest = apps.last, !latest.isBeta else { return }
                        for (offset, candidate) in apps.enumerated() where offset > 0 {
                            switch candidate.isNewer(than: "2.0") {
                            case true: download()
                            case false: break
                            }
                        }
                    }
                    func show(_ app: StoreApp?) {
                        let placeholder: StoreApp = StoreApp(installedVersion: nil, versionDate: Date(), isBeta: false)
                        if (app ?? placeholder).isBeta { return }
                        if let app, app.versionDate > Date() { download() }
                    }
                    func typed() {
                        let made = StoreApp(installedVersion: nil, versionDate: Date(), isBeta: true)
                        if made.isBeta { download() }
                    }
                    func busy() {
                        for client in clients { if client.isBusy { return } }
                        let other = makeApp()
                        if other.isBeta { return }
                    }
                }
                """),
        ]).controller("LibraryViewController"))
        let found = try #require(report.responsibility(.domainLogic))
        #expect(found.members == ["countBetas()", "pick(_:)", "resume()", "show(_:)", "typed()"])
        #expect(found.evidence.map(\.token).prefix(3) == ["if app.isBeta", "if chosen.installedVersion", "if latest.isBeta"])
    }

    /// The same in Objective-C: a local declared with its class, a loop variable, a parameter.
    @Test func anObjectiveCControllerDecidesOnLocalsTheSameWay() throws {
        let report = try #require(AuditFixture.audit([
            ("Currency.h", """
                @interface Currency : NSObject
                @property (nonatomic) BOOL supportsPayPal;
                @end
                @interface Uploader : NSObject
                @property (nonatomic) BOOL busy;
                - (void)start;
                @end
                """),
            ("Currency.m", """
                @implementation Currency
                @end
                @implementation Uploader
                - (void)start { [[[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:@"https://a.b"]] resume]; }
                @end
                """),
            ("DonationViewController.m", """
                @interface DonationViewController : UIViewController
                @property (nonatomic, copy) NSArray<Currency *> *currencies;
                @end
                @implementation DonationViewController
                - (void)firstPayPal {
                    for (NSUInteger i = 0; i < self.currencies.count; i++) {
                        Currency *currency = [self.currencies objectAtIndex:i];
                        if (currency.supportsPayPal) { [self showPayPal]; }
                    }
                }
                - (void)show:(Currency *)offered {
                    if ([offered supportsPayPal]) { [self showPayPal]; }
                }
                - (void)upload:(Uploader *)uploader {
                    if (uploader.busy) { return; }
                }
                @end
                """),
        ]).controller("DonationViewController"))
        let evidence = try #require(report.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.token) == ["if (currency.supportsPayPal)", "[offered supportsPayPal…]"])
        #expect(evidence.map(\.member) == ["-firstPayPal", "-show:"])
    }

    /// A protocol every adopter of which is a model is a model; one a service adopts is not.
    @Test func aProtocolOfModelsIsAModel() throws {
        let report = try #require(AuditFixture.audit([
            ("Models.swift", Self.models + """

                protocol Promotion { var identifier: String { get } }
                struct GiftPromotion: Promotion { var identifier = "gift" }
                struct SalePromotion: Promotion { var identifier = "sale" }
                protocol Uploading { var isBusy: Bool { get } }
                extension UploadClient: Uploading {}
                """),
            ("GiftViewController.swift", """
                import UIKit
                final class GiftViewController: UIViewController {
                    var promotion: Promotion?
                    var uploader: Uploading?
                    func confirm() {
                        if promotion?.identifier == "gift" { title = "Two for one" }
                        if uploader?.isBusy == true { return }
                    }
                }
                """),
        ]).controller("GiftViewController"))
        let evidence = try #require(report.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.token) == ["if promotion.identifier"])
    }

    /// A database's object (Core Data's, SwiftData's) is the app's data even when its class does
    /// more (fetching its artwork): deciding on its state is a domain rule.
    @Test func aDatabaseObjectThatDoesWorkIsStillAModel() throws {
        let report = try #require(AuditFixture.audit([
            ("Models.swift", Self.models + """

                import CoreData
                class LibraryItem: NSManagedObject {}
                final class Game: LibraryItem {
                    @NSManaged var status: Int
                    func downloadArtwork() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
                }
                """),
            ("GameViewController.swift", """
                import UIKit
                final class GameViewController: UIViewController {
                    var game: Game!
                    let client = UploadClient()
                    func open() {
                        if game.status == 2 { return }
                        if client.isBusy { return }
                    }
                }
                """),
        ]).controller("GameViewController"))
        let evidence = try #require(report.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.token) == ["if game.status"])

        // SwiftData's `@Model` makes a class a database object as Core Data's base class does.
        let swiftData = try #require(AuditFixture.audit([
            ("Clip.swift", """
                import SwiftData
                @Model final class Clip {
                    var isPinned: Bool = false
                    func fetchPreview() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
                }
                """),
            ("ClipViewController.swift", """
                import AppKit
                final class ClipViewController: NSViewController {
                    var clip: Clip!
                    func remove() {
                        if clip.isPinned { return }
                    }
                }
                """),
        ]).controller("ClipViewController"))
        #expect(swiftData.responsibility(.domainLogic)?.evidence.map(\.token) == ["if clip.isPinned"])
    }

    /// A type the project nests under a standard type's name (`Emojis.Set`) is not Swift's
    /// `Set`: a set of days the screen keeps is no model it decides on.
    @Test func aNestedTypeNamedLikeAStandardOneIsNotTheStandardType() throws {
        let report = try #require(AuditFixture.audit([
            ("Emojis.swift", """
                enum Emojis {
                    struct Set: Equatable {
                        var symbols: [String]
                        var isComplete: Bool { symbols.count == 3 }
                    }
                }
                struct Day: Equatable {
                    var isWeekend: Bool
                }
                """),
            ("DaysViewController.swift", """
                import UIKit
                final class DaysViewController: UIViewController {
                    var selectedDays: Set<Int> = []
                    var day: Day!
                    func toggle(_ day: Int) {
                        if selectedDays.contains(day) { selectedDays.remove(day) } else { selectedDays.insert(day) }
                    }
                    func confirm() {
                        guard day.isWeekend else { return }
                    }
                }
                """),
        ]).controller("DaysViewController"))
        let evidence = try #require(report.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.member) == ["confirm()"])
    }

    /// The same in Objective-C: a Core Data class that also downloads is the app's data.
    @Test func anObjectiveCDatabaseObjectThatDoesWorkIsStillAModel() throws {
        let report = try #require(AuditFixture.audit([
            ("Game.h", """
                @interface Game : NSManagedObject
                @property (nonatomic) NSInteger status;
                - (void)downloadArtwork;
                @end
                """),
            ("Game.m", """
                @implementation Game
                - (void)downloadArtwork { [[[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:@"https://a.b"]] resume]; }
                @end
                """),
            ("GameViewController.m", """
                @interface GameViewController : UIViewController
                @property (nonatomic, strong) Game *game;
                @end
                @implementation GameViewController
                - (void)open {
                    if (self.game.status == 2) { return; }
                }
                @end
                """),
        ]).controller("GameViewController"))
        let evidence = try #require(report.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.token) == ["if (game.status)"])
    }

    /// A value that copies itself is data whatever else its class does, and a protocol of the
    /// class's own name is not its superclass (`@interface Login : NSObject <NSCopying, Login>`).
    @Test func aCopyableValueIsAModel() throws {
        let report = try #require(AuditFixture.audit([
            ("Login.h", """
                @protocol Login <NSObject>
                @property (nonatomic, copy) NSString *address;
                @end
                @interface Login : NSObject <NSCopying, Login>
                @property (nonatomic, copy) NSString *address;
                @property (nonatomic, copy) NSString *protocolIdentifier;
                @end
                """),
            ("Login.m", """
                @implementation Login
                - (NSString *)keychainIdentifier {
                    NSURLComponents *components = [[NSURLComponents alloc] init];
                    components.host = self.address;
                    return components.URL.absoluteString;
                }
                @end
                """),
            ("LoginViewController.m", """
                @interface LoginViewController : UIViewController
                @end
                @implementation LoginViewController
                - (void)setLogin:(Login *)login {
                    if (login.protocolIdentifier == nil) { login.protocolIdentifier = @"smb"; }
                }
                @end
                """),
        ]).controller("LoginViewController"))
        let evidence = try #require(report.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.token) == ["if (login.protocolIdentifier)"])
    }

    /// A view model branching on a model decides the rule a controller would: the finding a
    /// view model carries when it does the model's or a logic controller's job.
    @Test func aViewModelBranchingOnAModelIsDomainLogic() throws {
        let report = AuditFixture.audit([
            ("Models.swift", Self.models),
            ("AppView.swift", """
                import SwiftUI
                @Observable final class AppDetailModel {
                    var app: StoreApp
                    var apps: [StoreApp] = []
                    var isInCollection = false
                    init(app: StoreApp) { self.app = app }
                    func refresh() {
                        if app.isBeta { isInCollection = false }
                        for other in apps where other.installedVersion != nil {
                            if other.isNewer(than: "1.0") { isInCollection = true }
                        }
                    }
                }
                struct AppView: View {
                    @State private var model = AppDetailModel(app: StoreApp(installedVersion: nil, versionDate: Date(), isBeta: false))
                    var body: some View { Text("App") }
                }
                """),
        ])
        let model = try #require(report.viewModels.first { $0.name == "AppDetailModel" })
        let evidence = try #require(model.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.token) == ["if app.isBeta", "other.isNewer(…)"])
    }

    /// A SwiftUI view shows its model by branching on it in its body, in the members that
    /// build views (a `some View` property or function, a `@ViewBuilder` one) and in those that
    /// pick how they are styled (`var tint: Color`): that is rendering, not a decision.
    @Test func aSwiftUIViewBranchingOnItsModelIsNotDomainLogic() throws {
        let report = AuditFixture.audit([
            ("Models.swift", Self.models),
            ("AppRow.swift", """
                import SwiftUI
                struct AppRow: View {
                    let app: StoreApp
                    var body: some View {
                        if app.isBeta { Text("Beta") } else { badge }
                        details(for: app)
                        version
                    }

                    private var badge: some View {
                        Group {
                            if app.installedVersion == nil { Text("New") }
                        }
                    }

                    private func details(for app: StoreApp) -> some View {
                        VStack {
                            if app.isBeta { Text("Beta build") }
                        }
                    }

                    @ViewBuilder private var version: some View {
                        if let installed = app.installedVersion { Text(installed) }
                    }

                    private var tint: Color {
                        if app.isBeta { return .orange }
                        return .blue
                    }
                }
                """),
        ])
        let row = try #require(report.swiftUIViews.first { $0.name == "AppRow" })
        #expect(row.responsibility(.domainLogic) == nil)
        // The members that build views are its body; the one that picks a colour is not.
        #expect(row.metrics.bodyLines == 18)
    }

    /// The text a label shows and the icon beside it, picked by the model's state, show the
    /// model as a colour does (`func subtitle(for:) -> String`, `var statusIcon: ImageAsset`);
    /// a value of another kind worked out from the same state still decides.
    @Test func aSwiftUIViewPickingTheTextOrIconItShowsIsNotDeciding() throws {
        let report = AuditFixture.audit([
            ("Models.swift", Self.models),
            ("AppRow.swift", """
                import SwiftUI
                struct ImageAsset { let name: String }
                struct AppRow: View {
                    let app: StoreApp
                    var body: some View {
                        Label(subtitle(for: app), image: statusIcon.name)
                        Text(stateLabel)
                    }

                    private func subtitle(for app: StoreApp) -> String {
                        if app.isBeta { return "Beta" }
                        return app.installedVersion ?? "Not installed"
                    }

                    private var statusIcon: ImageAsset {
                        if app.installedVersion == nil { return ImageAsset(name: "cloud") }
                        return ImageAsset(name: "checkmark")
                    }

                    private var stateLabel: LocalizedStringKey {
                        app.isBeta ? "Beta" : "Release"
                    }

                    private var updateCount: Int {
                        if app.isBeta { return 0 }
                        return 1
                    }
                }
                """),
        ])
        let row = try #require(report.swiftUIViews.first { $0.name == "AppRow" })
        let evidence = try #require(row.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.member) == ["updateCount"])
    }

    /// A SwiftUI view's other members decide as a controller's do: an action or a value it
    /// works out from the model's state (`func install()`, `var shownApps: [StoreApp]`).
    @Test func aSwiftUIViewDecidesOutsideItsBody() throws {
        let report = AuditFixture.audit([
            ("Models.swift", Self.models),
            ("AppView.swift", """
                import SwiftUI
                struct AppView: View {
                    let app: StoreApp
                    let apps: [StoreApp]

                    var body: some View {
                        if app.isBeta { Text("Beta") }
                        Button("Install") { install() }
                        Text(shownApps.isEmpty ? "None" : "Some")
                    }

                    private var shownApps: [StoreApp] {
                        if app.isBeta { return apps }
                        return []
                    }

                    private func install() {
                        guard app.installedVersion == nil else { return }
                        print("install")
                    }
                }
                """),
        ])
        let view = try #require(report.unit("AppView"))
        let evidence = try #require(view.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.member) == ["shownApps", "install()"])
        #expect(evidence.map(\.token) == ["if app.isBeta", "if app.installedVersion"])
    }

    /// A SwiftUI view's value that picks which of its model's collections it lists by the
    /// view's state (its view model's filter, the search text) is a rule on model data; one that hands the
    /// model's collection on unchanged, or branches on nothing, picks nothing.
    @Test func aSwiftUIViewPickingWhichModelDataToListDecides() throws {
        let report = AuditFixture.audit([
            ("Models.swift", Self.models),
            ("AppListView.swift", """
                import SwiftUI
                struct AppListView: View {
                    @State private var searchText = ""
                    let viewModel: AppListViewModel
                    let apps: [StoreApp]
                    let betas: [StoreApp]

                    var body: some View {
                        List(currentApps, id: \\.versionDate) { app in Text(app.installedVersion ?? "") }
                        List(allApps, id: \\.versionDate) { app in Text(app.installedVersion ?? "") }
                    }

                    private var currentApps: [StoreApp] {
                        if viewModel.showsBetas { return betas }
                        if !searchText.isEmpty { return [] }
                        return apps
                    }

                    private var allApps: [StoreApp] { apps + betas }
                }
                """),
        ])
        let view = try #require(report.unit("AppListView"))
        let evidence = try #require(view.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.member) == ["currentApps"])
        #expect(evidence.map(\.reason) == ["picks which StoreApp values to show by a rule"])
    }

    /// What a button or a modifier runs when something happens decides, even inside `body`:
    /// a button's action (given as `action:`, or its first trailing closure when no argument
    /// gives one), a closure under an `on…` label, and the trailing closures of `on…` modifiers
    /// and `.task`. A button's label, a list's rows and a sheet's content still only show.
    @Test func aSwiftUIViewDecidesInWhatItsControlsRun() throws {
        let report = AuditFixture.audit([
            ("Models.swift", Self.models),
            ("Views.swift", """
                import SwiftUI
                struct TrailingActionView: View {
                    let app: StoreApp
                    var body: some View {
                        Button {
                            if app.installedVersion == nil { install() }
                        } label: {
                            if app.isBeta { Text("Beta") }
                        }
                    }
                }
                struct ActionArgumentView: View {
                    let app: StoreApp
                    var body: some View {
                        Button(action: { if app.isBeta { warn() } }) {
                            if app.installedVersion == nil { Text("Get") }
                        }
                    }
                }
                struct TitledButtonView: View {
                    let app: StoreApp
                    var body: some View {
                        Button("Update") {
                            guard app.isNewer(than: "1.0") else { return }
                        }
                    }
                }
                struct TapView: View {
                    let app: StoreApp
                    let apps: [StoreApp]
                    var body: some View {
                        ForEach(apps) { other in
                            if other.isBeta { Text("Beta") }
                        }
                        .onTapGesture(count: 2) {
                            switch app.installedVersion { default: break }
                        }
                    }
                }
                struct SheetView: View {
                    let app: StoreApp
                    @State private var isPresented = false
                    var body: some View {
                        Text("App")
                            .sheet(isPresented: $isPresented, onDismiss: { if app.isBeta { warn() } }) {
                                if app.installedVersion == nil { Text("Get") }
                            }
                    }
                }
                struct TaskView: View {
                    let app: StoreApp
                    var body: some View {
                        Text("App").task {
                            if app.versionDate > Date() { print("later") }
                        }
                    }
                }
                """),
        ])
        func tokens(_ name: String) throws -> [String] {
            try #require(report.unit(name)).responsibility(.domainLogic)?.evidence.map(\.token) ?? []
        }
        #expect(try tokens("TrailingActionView") == ["if app.installedVersion"])
        #expect(try tokens("ActionArgumentView") == ["if app.isBeta"])
        #expect(try tokens("TitledButtonView") == ["app.isNewer(…)"])
        #expect(try tokens("TapView") == ["if app.installedVersion"])
        #expect(try tokens("SheetView") == ["if app.isBeta"])
        #expect(try tokens("TaskView") == ["if app.versionDate"])
    }

    /// A SwiftUI view asking its view model's model decides on that model: the view model is
    /// the view's to call, but `viewModel.relationship.following` is the relationship's state,
    /// and an action branching on it decides. Branching on the view model's own state
    /// (`viewModel.isLoading`) is not a model's.
    @Test func aSwiftUIViewDecidesOnAModelItsViewModelHolds() throws {
        let report = AuditFixture.audit([
            ("Models.swift", Self.models),
            ("FollowView.swift", """
                import SwiftUI
                @Observable final class FollowViewModel {
                    var app: StoreApp
                    var isLoading = false
                    init(app: StoreApp) { self.app = app }
                    func install() async {}
                }
                struct FollowView: View {
                    @State private var viewModel: FollowViewModel
                    var body: some View {
                        Button {
                            if viewModel.app.installedVersion == nil { Task { await viewModel.install() } }
                        } label: {
                            if viewModel.app.isBeta { Text("Beta") }
                        }
                        Button("Retry") {
                            if viewModel.isLoading { return }
                        }
                    }
                    // Which symbol and badge to show is how the view shows the model.
                    var imageName: String {
                        if viewModel.app.isBeta { return "hammer" }
                        return "app"
                    }
                    var badge: Text? {
                        if viewModel.app.installedVersion == nil { return Text("New") }
                        return nil
                    }
                }
                """),
        ])
        let unit = try #require(report.unit("FollowView"))
        #expect(unit.responsibility(.domainLogic)?.evidence.map(\.token) == ["if viewModel.app.installedVersion"])
        #expect(unit.responsibility(.networking) == nil)
    }

    /// A member named as a rule's yes-or-no answer (`isUpdatable`, `canInstall(_:)`) decides,
    /// in a SwiftUI view as in a controller; the body branching beside it still only shows.
    @Test func aSwiftUIViewDecidesInItsRules() throws {
        let report = AuditFixture.audit([
            ("Models.swift", Self.models),
            ("AppView.swift", """
                import SwiftUI
                struct AppView: View {
                    let app: StoreApp

                    var body: some View {
                        if app.isBeta { Text("Beta") }
                        Button("Update") { update() }.disabled(!isUpdatable)
                    }

                    private var isUpdatable: Bool {
                        if app.installedVersion == nil { return false }
                        return app.isNewer(than: "1.0")
                    }

                    private func canInstall(_ version: String) -> Bool {
                        if app.isBeta { return version.hasSuffix("beta") }
                        return true
                    }

                    private func update() {}
                }
                """),
        ])
        let view = try #require(report.unit("AppView"))
        let evidence = try #require(view.responsibility(.domainLogic)).evidence
        #expect(evidence.map(\.member) == ["isUpdatable", "canInstall(_:)"])
        #expect(evidence.map(\.token) == ["if app.installedVersion", "if app.isBeta"])
    }
}
