import Foundation
import Testing
@testable import WhittleAudit

/// "It writes a setting" (issue 13): assigning a property of a project type that stores what is
/// assigned is the controller persisting it, with evidence that names where the type stores it;
/// a plain property, a read, a view model's state and a pattern are not.
struct SettingWriteTests {
    private static let storage = """
        import Foundation
        import FMDB

        protocol Store: AnyObject {
            var isOnboarded: Bool { get set }
        }

        final class KeyValueStore {
            private let queue: FMDatabaseQueue?
            init(url: URL) {
                queue = FMDatabaseQueue(url: url)
            }
            subscript(key: String) -> Data? {
                get { nil }
                set { }
            }
        }

        final class SecureStore: Store {
            let kvStore: KeyValueStore
            init(url: URL) { kvStore = KeyValueStore(url: url) }
            var isOnboarded: Bool {
                get { kvStore["isOnboarded"] != nil }
                set { kvStore["isOnboarded"] = newValue ? Data() : nil }
            }
        }

        final class Preferences {
            static let shared = Preferences()
            var hasSeenTip = false {
                didSet { save() }
            }
            var launches = 0 {
                didSet { UserDefaults.standard.set(launches, forKey: "launches") }
            }
            weak var delegate: AnyObject?
            private func save() { UserDefaults.standard.set(hasSeenTip, forKey: "tip") }
        }

        @propertyWrapper
        struct Stored<Value> {
            let key: String
            var wrappedValue: Value? {
                get { UserDefaults.standard.object(forKey: key) as? Value }
                set { UserDefaults.standard.set(newValue, forKey: key) }
            }
        }

        final class Settings {
            @Stored<Bool>(key: "sound") var soundOn: Bool?
            var title = ""
        }

        struct SortOrder {
            var ascending = true
            static var saved: SortOrder {
                get { SortOrder(ascending: UserDefaults.standard.bool(forKey: "ascending")) }
                set { UserDefaults.standard.set(newValue.ascending, forKey: "ascending") }
            }
        }

        final class Section {
            var sort: SortOrder = SortOrder()
            var style: Int {
                get { 0 }
                set { }
            }
        }

        final class Note {
            weak var owner: SecureStore?
            var text: String {
                get { "" }
                set { }
            }
        }

        final class OnboardingViewModel {
            let store: Store
            init(store: Store) { self.store = store }
            var isOnboarded: Bool {
                get { UserDefaults.standard.bool(forKey: "onboarded") }
                set { UserDefaults.standard.set(newValue, forKey: "onboarded") }
            }
        }

        @propertyWrapper
        struct GroupDefault<Value> {
            let key: String
            var wrappedValue: Value? {
                get { AppGroup.defaults.object(forKey: key) as? Value }
                set { AppGroup.defaults.set(newValue, forKey: key) }
            }
        }

        enum AppGroup {
            static let defaults = UserDefaults(suiteName: "group.example")!
            @GroupDefault<Bool>(key: "crashReports") static var sendsCrashReports: Bool?
        }

        struct SoundOptions {
            var volume = 1.0
        }

        final class AppOptions {
            static let shared = AppOptions()
            var sound = SoundOptions() {
                didSet { UserDefaults.standard.set(sound.volume, forKey: "volume") }
            }
            var preview = SoundOptions()
            var speaker: Speaker { Speaker.current }
            lazy var engine: Speaker = {
                let speaker = Speaker()
                speaker.volume = UserDefaults.standard.double(forKey: "volume")
                return speaker
            }()
        }

        final class Speaker {
            static let current = Speaker()
            var volume = 1.0
        }

        final class LinkedStore {
            static let shared = LinkedStore()
            let connection = DatabaseQueue()
        }

        final class Member {
            static let current = Member()
            var name = ""
            var title: String {
                get { LinkedStore.shared.connection.read { _ in name } }
                set { name = newValue }
            }
        }
        """

    /// The controller with `statement` in its `finish()`.
    private static func report(finishing statement: String) -> ViewControllerReport? {
        let controller = """
            import UIKit
            final class OnboardingViewController: UIViewController {
                private var store: Store
                private let settings = Settings()
                private let viewModel: OnboardingViewModel
                private let section = Section()
                private let note = Note()
                var status = Status.pending
                init(store: Store) {
                    self.store = store
                    viewModel = OnboardingViewModel(store: store)
                    super.init(nibName: nil, bundle: nil)
                }
                func finish() {
                    \(statement)
                }
            }
            """
        return AuditFixture.audit([("Store.swift", storage), ("OnboardingViewController.swift", controller)])
            .controller("OnboardingViewController")
    }

    @Test func writingAComputedPropertyOfAStoringTypeThroughItsProtocolIsPersistence() throws {
        let report = try #require(Self.report(finishing: "store.isOnboarded = true"))
        let persistence = try #require(report.responsibility(.persistence))
        let evidence = try #require(persistence.evidence.first)
        #expect(evidence.member == "finish()")
        #expect(evidence.line == 15)
        #expect(evidence.token == "store.isOnboarded = …")
        // The store keeps it in the key-value store it holds, which uses FMDB.
        #expect(evidence.reason == "writes a setting SecureStore stores: KeyValueStore.init(url:) uses an FMDB database (Store.swift:11 FMDatabaseQueue)")
        let via = try #require(evidence.via?.first)
        #expect(via.member == "KeyValueStore.init(url:)")
        #expect(via.file == "Store.swift")
        #expect(via.line == 11)
    }

    @Test func writingThroughACollaboratorsPropertyReachesItsType() throws {
        // The view model's own state is the screen's; its store is where the setting is kept.
        let report = try #require(Self.report(finishing: "viewModel.store.isOnboarded = true"))
        let evidence = try #require(report.responsibility(.persistence)?.evidence.first)
        #expect(evidence.token == "viewModel.store.isOnboarded = …")
        #expect(evidence.reason.hasPrefix("writes a setting SecureStore stores: KeyValueStore.init(url:)"))
    }

    @Test func writingAnObservedPropertyThatSavesIsPersistence() throws {
        for statement in [
            "Preferences.shared.hasSeenTip = true", "Preferences.shared.launches += 1", "SortOrder.saved = SortOrder()",
        ] {
            let report = try #require(Self.report(finishing: statement))
            let evidence = try #require(report.responsibility(.persistence)?.evidence.first, "\(statement)")
            #expect(evidence.reason.hasPrefix("writes a setting "), "\(statement)")
            #expect(evidence.reason.contains("UserDefaults"), "\(statement)")
        }
    }

    /// A part of a stored setting assigned writes the setting: the value is set back through
    /// the setting's observers. A part of a plain property, of an object a computed property
    /// of the store finds, or of a lazy one read from the defaults once, is not.
    @Test func writingAPartOfASettingIsPersistence() throws {
        let report = try #require(Self.report(finishing: "AppOptions.shared.sound.volume = 0.5"))
        let evidence = try #require(report.responsibility(.persistence)?.evidence.first)
        #expect(evidence.token == "AppOptions.sound.volume = …")
        #expect(evidence.reason.hasPrefix("writes a setting AppOptions stores: AppOptions.sound reads or writes UserDefaults"))
        for statement in [
            "AppOptions.shared.preview.volume = 0.5", "AppOptions.shared.speaker.volume = 0.5",
            "AppOptions.shared.engine.volume = 0.5",
        ] {
            let plain = try #require(Self.report(finishing: statement))
            #expect(plain.responsibility(.persistence) == nil, "\(statement)")
        }
    }

    @Test func writingAPropertyWrappedByAStoringWrapperIsPersistence() throws {
        let report = try #require(Self.report(finishing: "settings.soundOn = true"))
        let evidence = try #require(report.responsibility(.persistence)?.evidence.first)
        #expect(evidence.token == "settings.soundOn = …")
        #expect(evidence.via?.first?.member == "Stored.wrappedValue")
    }

    @Test func aWrapperStoringThroughAnotherTypesDefaultsIsPersistence() throws {
        // The wrapper writes to the defaults `AppGroup` hands out as a class member, as a
        // controller writing `AppGroup.defaults.set(…)` itself would.
        let report = try #require(Self.report(finishing: "AppGroup.sendsCrashReports = true"))
        let evidence = try #require(report.responsibility(.persistence)?.evidence.first)
        #expect(evidence.token == "AppGroup.sendsCrashReports = …")
        let via = try #require(evidence.via?.first)
        #expect(via.member == "AppGroup.defaults")
        #expect(via.reason == "reads or writes UserDefaults")
        // A model reading through a shared store's database stores nothing of its own.
        let model = try #require(Self.report(finishing: "Member.current.title = \"Ada\""))
        #expect(model.responsibility(.persistence) == nil)
    }

    /// A wrapper nested in a settings namespace reaches the namespace's defaults by their bare
    /// name, as Swift looks a name up in the enclosing types (Mixin's `AppGroupUserDefaults`,
    /// whose `Default` wrapper calls `defaults.set(…)` and whose settings sit in nested enums:
    /// `AppGroupUserDefaults.Wallet.swapTokens = …`); a type's own property of that name wins.
    @Test(arguments: [("defaults", true), ("AppPrefs.defaults", true), ("journal", false)])
    func aNestedWrapperStoringThroughItsEnclosingTypesDefaultsIsPersistence(_ receiver: String, stores: Bool) throws {
        let source = """
            import UIKit

            enum AppPrefs {
                static let defaults = UserDefaults(suiteName: "group.example")!

                @propertyWrapper
                final class Default<Value> {
                    let key: String
                    let defaultValue: Value
                    private let journal = Journal()
                    init(key: String, defaultValue: Value) {
                        self.key = key
                        self.defaultValue = defaultValue
                    }
                    var wrappedValue: Value {
                        get { defaultValue }
                        set { \(receiver).set(newValue, forKey: key) }
                    }
                }
            }

            final class Journal {
                func set(_ value: Any?, forKey key: String) {}
            }

            extension AppPrefs {
                enum Wallet {
                    @Default(key: "swap", defaultValue: [])
                    static var swapTokens: [String]
                }
            }

            final class SwapViewController: UIViewController {
                @IBAction func swap(_ sender: UIButton) {
                    AppPrefs.Wallet.swapTokens = ["a", "b"]
                }
            }
            """
        let report = try #require(AuditFixture.audit([("Prefs.swift", source)]).controller("SwapViewController"))
        #expect(report.responsibilityIDs.contains(.persistence) == stores)
        if stores {
            let evidence = try #require(report.responsibility(.persistence)?.evidence.first)
            #expect(evidence.via?.first?.member == "AppPrefs.defaults")
        }
    }

    @Test func aWrapperStoringThroughAProtocolTheDefaultsAdoptIsPersistence() throws {
        // Amethyst's `UserConfiguration` keeps `storage: ConfigurationStorage`, a protocol of the
        // app that `UserDefaults` adopts in an extension (and a test double too): its setter
        // stores what it is given. A protocol only project types adopt stores nothing.
        let source = """
            import Cocoa

            protocol ConfigurationStorage {
                func set(_ value: Any?, forKey key: String)
            }
            extension UserDefaults: ConfigurationStorage {}
            final class TestStorage: ConfigurationStorage {
                func set(_ value: Any?, forKey key: String) {}
            }
            protocol Journal {
                func set(_ value: Any?, forKey key: String)
            }
            final class MemoryJournal: Journal {
                func set(_ value: Any?, forKey key: String) {}
            }

            final class UserConfiguration {
                static let shared = UserConfiguration()
                private let storage: ConfigurationStorage
                private let journal: Journal
                init(storage: ConfigurationStorage = UserDefaults.standard, journal: Journal = MemoryJournal()) {
                    self.storage = storage
                    self.journal = journal
                }
                func setLayoutKeys(_ keys: [String]) { storage.set(keys, forKey: "layouts") }
                func setRecentKeys(_ keys: [String]) { journal.set(keys, forKey: "recent") }
            }

            final class LayoutsViewController: NSViewController {
                @IBAction func add(_ sender: NSButton) {
                    UserConfiguration.shared.setLayoutKeys(["tall"])
                }
            }

            final class RecentViewController: NSViewController {
                @IBAction func add(_ sender: NSButton) {
                    UserConfiguration.shared.setRecentKeys(["tall"])
                }
            }
            """
        let report = AuditFixture.audit([("Configuration.swift", source)])
        #expect(try #require(report.controller("LayoutsViewController")).responsibilityIDs.contains(.persistence))
        #expect(try #require(report.controller("RecentViewController")).responsibilityIDs.contains(.persistence) == false)
    }

    @Test func plainPropertiesReadsViewModelsAndPatternsAreNotPersistence() throws {
        for statement in [
            // A stored property without accessors, on a type that stores other things.
            "Preferences.shared.delegate = self",
            "settings.title = \"Welcome\"",
            // A computed property of a type that holds a value whose type has a static setting:
            // the section does not store anything itself.
            "section.style = 2",
            // A weak reference points back at a store; the note itself keeps nothing.
            "note.text = \"\"",
            // Reading a setting, or comparing it.
            "if store.isOnboarded { title = nil }",
            "if Preferences.shared.launches == 1 { title = nil }",
            // The view model's state is the screen's: the controller only renders it.
            "viewModel.isOnboarded = true",
            // A pattern, not an assignment.
            "if case Status.done = status { title = nil }",
        ] {
            let report = try #require(Self.report(finishing: statement))
            #expect(report.responsibility(.persistence) == nil, "\(statement)")
        }
    }

    @Test func anObjectiveCSetterMessageWritesTheSwiftPropertyItNames() throws {
        // `[x setHasSeenTip:on]` runs the Swift property's setter; reading it, or a setter of a
        // plain stored property, writes nothing.
        let controller = """
            #import <UIKit/UIKit.h>
            @interface OnboardingViewController : UIViewController
            @end
            @implementation OnboardingViewController
            - (void)finish {
                [[Preferences shared] setHasSeenTip:YES];
            }
            - (void)render {
                self.title = [[Preferences shared] hasSeenTip] ? nil : @"Tip";
                [[Preferences shared] setDelegate:self];
            }
            @end
            """
        let report = try #require(
            AuditFixture.audit([("Store.swift", Self.storage), ("OnboardingViewController.m", controller)])
                .controller("OnboardingViewController"))
        let persistence = try #require(report.responsibility(.persistence))
        #expect(persistence.evidence.map(\.member) == ["-finish"])
        let evidence = try #require(persistence.evidence.first)
        // The setter message is read as the assignment it sends (`Preferences.hasSeenTip = YES`).
        #expect(evidence.token == "Preferences.hasSeenTip = …")
        #expect(evidence.reason.hasPrefix("writes a setting Preferences stores: "))
    }

    @Test func aPreferencesLibrarysSubclassStoresItsProperties() throws {
        // PAPreferences keeps the `@dynamic` properties of its subclass in the user's defaults,
        // through a project superclass too; a plain model's property is no setting.
        let controller = """
            #import <Cocoa/Cocoa.h>
            @interface EditorPreferencesViewController : NSViewController
            @property (nonatomic, readonly) AppPreferences *preferences;
            @property (nonatomic, strong) Note *note;
            @end
            @implementation EditorPreferencesViewController
            - (IBAction)changeTheme:(NSPopUpButton *)sender {
                self.preferences.editorStyleName = sender.selectedItem.title;
            }
            - (IBAction)rename:(NSTextField *)sender {
                self.note.title = sender.stringValue;
            }
            @end
            """
        let preferences = """
            #import <PAPreferences/PAPreferences.h>
            @interface BasePreferences : PAPreferences
            @end
            @interface AppPreferences : BasePreferences
            @property (assign) NSString *editorStyleName;
            @end
            @interface Note : NSObject
            @property (copy) NSString *title;
            @end
            """
        let report = try #require(
            AuditFixture.audit([("Preferences.h", preferences), ("EditorPreferencesViewController.m", controller)])
                .controller("EditorPreferencesViewController"))
        let persistence = try #require(report.responsibility(.persistence))
        #expect(persistence.members == ["-changeTheme:"])
        let evidence = try #require(persistence.evidence.first)
        #expect(evidence.token == "preferences.editorStyleName = …")
        #expect(evidence.reason.hasPrefix("writes a setting AppPreferences stores: AppPreferences.editorStyleName PAPreferences keeps it in the user's defaults"))
    }

    @Test func aConfiguredPersistenceWrapperCountsOnWrite() throws {
        let controller = """
            import UIKit
            final class OnboardingViewController: UIViewController {
                private let defaults = AppDefaults()
                func finish() {
                    defaults.theme = "dark"
                }
            }
            """
        var configuration = AuditConfiguration()
        configuration.wrappers = [.persistence: [try #require(TypeNamePattern("*Defaults"))]]
        let report = try #require(
            AuditFixture.audit(
                [("AppDefaults.swift", "final class AppDefaults { var theme = \"\" }"), ("OnboardingViewController.swift", controller)],
                configuration: configuration
            ).controller("OnboardingViewController"))
        let evidence = try #require(report.responsibility(.persistence)?.evidence.first)
        #expect(evidence.token == "defaults.theme = …")
        #expect(evidence.reason == "AppDefaults is a persistence wrapper (`wrappers.persistence`: *Defaults)")
    }
}
