extension Responsibility {
    /// `persistence`: `whittle explain persistence` says what counts.
    public static let persistence = Responsibility(id: "persistence")
}

extension ResponsibilityDetector {
    /// The `persistence` detector: the signals that show ``Responsibility/persistence``, with examples that run as tests.
    static let persistence = ResponsibilityDetector(
        .persistence,
        definition:
            "reads or writes durable storage: Core Data, UserDefaults, files, archivers, Keychain, Realm, SQLite/GRDB, iCloud",
        roles: [.store],
        // The app's own Keychain wrapper, named for its job: its code calls `SecItem…` or a
        // library no signal names, and summaries do not carry persistence.
        namedTypes: [
            "*Keychain", "*KeychainHelper", "*KeychainManager", "*KeychainService", "*KeychainStore", "*Database", "*DatabaseManager",
        ],
        // Realm's live objects and write transactions do not fit a value store: the prescription
        // names a store over Realm.
        frameworkObjects: [FrameworkObject("Realm", role: .realmStore)],
        signals: [
            Signal(.attribute("Default"), "stores a value in UserDefaults through Defaults").imported(from: ["Defaults"]),
            Signal(.type("Defaults"), "reads or writes UserDefaults through Defaults").imported(from: ["Defaults"]),
            Signal(.type("NSManagedObjectContext"), "uses a Core Data context"),
            Signal(.type("NSFetchRequest"), "fetches from Core Data"),
            // The app's own fetched-results controller run, whoever built it.
            Signal(.call("performFetch"), "fetches from Core Data through a fetched-results controller"),
            Signal(.type("NSBatchUpdateRequest"), "updates Core Data in a batch"),
            Signal(.type("NSBatchDeleteRequest"), "deletes from Core Data in a batch"),
            Signal(.type("NSPersistentContainer"), "uses a Core Data container"),
            Signal(.type("NSEntityDescription"), "inserts Core Data objects"),
            // A context named as the sender of its change notifications is observed, not used;
            // one handed to a SwiftUI view's environment is the view's to use.
            Signal(.member("viewContext"), "uses a Core Data context").unless(with: Self.contextNotApplied),
            Signal(.member("managedObjectContext"), "uses a Core Data context").unless(with: Self.contextNotApplied),
            Signal(.member("persistentContainer"), "uses a Core Data container"),
            Signal(.type("NSPersistentCloudKitContainer"), "uses a Core Data container"),
            Signal(.type("NSPersistentStoreCoordinator"), "uses a Core Data store"),
            // SwiftData's context (also the one a SwiftUI view reads from its environment,
            // `@Environment(\.modelContext) private var context`) and container.
            Signal(.type("ModelContext"), "uses a SwiftData context").imported(from: ["SwiftData"]),
            Signal(.type("ModelContainer"), "uses a SwiftData container").imported(from: ["SwiftData"]),
            Signal(.type("FetchDescriptor"), "fetches from SwiftData").imported(from: ["SwiftData"]),
            // Observing the defaults' change notification is reacting to a change, not storing;
            // the app's own (`Settings.didChangeNotification`, posted by a setter) is not it.
            Signal(.type("UserDefaults"), "reads or writes UserDefaults").unless(with: [
                .member("UserDefaults.didChangeNotification")
            ]),
            Signal(.attribute("AppStorage"), "stores a value in UserDefaults"),
            Signal(.attribute("SceneStorage"), "stores a value in the scene's saved state"),
            Signal(.type("FileManager"), "reads or writes files"),
            Signal(.type("NSKeyedArchiver"), "archives to storage"),
            Signal(.type("NSKeyedUnarchiver"), "unarchives from storage"),
            Signal(.type("PropertyListEncoder"), "encodes for storage"),
            Signal(.type("PropertyListDecoder"), "decodes from storage"),
            Signal(.labeledCall("write(to:)"), "writes a file"),
            Signal(.labeledCall("write(to:options:)"), "writes a file"),
            Signal(.labeledCall("write(toFile:atomically:)"), "writes a file"),
            Signal(.labeledCall("FileHandle(forWritingTo:)"), "writes a file"),
            Signal(.labeledCall("FileHandle(forUpdating:)"), "writes a file"),
            Signal(.labeledCall("FileHandle(forReadingFrom:)"), "reads a file"),
            // Reading the app's own resources from its bundle is not reading stored data, nor is
            // loading a web address made from a string (networking).
            Signal(.labeledCall("Data(contentsOf:)"), "reads a file").unless(with: [.type("Bundle"), .labeledCall("URL(string:)")]),
            Signal(.labeledCall("String(contentsOf:)"), "reads a file").unless(with: [.type("Bundle"), .labeledCall("URL(string:)")]),
            Signal(.labeledCall("String(contentsOfFile:)"), "reads a file").unless(with: [.type("Bundle")]),
            Signal(.labeledCall("UIImage(contentsOfFile:)"), "reads a file").unless(with: [.type("Bundle")]),
            Signal(.labeledCall("PDFDocument(url:)"), "reads a document from a file").unless(with: [.type("Bundle")]),
            Signal(.call("SecItemAdd"), "writes to the Keychain"),
            Signal(.call("SecItemCopyMatching"), "reads from the Keychain"),
            Signal(.call("SecItemUpdate"), "updates the Keychain"),
            Signal(.call("SecItemDelete"), "deletes from the Keychain"),
            Signal(.type("KeychainWrapper"), "uses the Keychain"),
            // The Keychain's items through a wrapper whose code the app does not hold (an SDK
            // over a C library: `sdk.setKeychainItem(withUser:service:secret:)`).
            Signal(.callWithSuffix("KeychainItem"), "reads or writes a Keychain item", receivers: .nonDelegates),
            Signal(.type("KeychainSwift"), "uses the Keychain"),
            Signal(.type("Realm"), "uses a Realm database"),
            Signal(.type("DatabaseQueue"), "uses a GRDB database"),
            Signal(.type("DatabasePool"), "uses a GRDB database"),
            // GRDB's record requests, run on the database a wrapper hands to the closure
            // (`Storage.shared.writeAsync { db in try Thread.filter(id: id).deleteAll(db) }`).
            Signal(.call("fetchAll"), "queries a GRDB database").imported(from: ["GRDB"]),
            Signal(.call("fetchOne"), "queries a GRDB database").imported(from: ["GRDB"]),
            Signal(.call("fetchCount"), "queries a GRDB database").imported(from: ["GRDB"]),
            Signal(.call("deleteAll"), "deletes from a GRDB database").imported(from: ["GRDB"]),
            Signal(.call("updateAll"), "updates a GRDB database").imported(from: ["GRDB"]),
            Signal(.type("Connection"), "uses an SQLite.swift connection").imported(from: ["SQLite"]),
            Signal(.type("Keychain"), "uses the Keychain with KeychainAccess").imported(from: ["KeychainAccess"]),
            Signal(.type("YapDatabase"), "uses a YapDatabase"),
            Signal(.type("YapDatabaseConnection"), "uses a YapDatabase"),
            Signal(.type("YapDatabaseReadTransaction"), "reads a YapDatabase"),
            Signal(.type("YapDatabaseReadWriteTransaction"), "writes a YapDatabase"),
            Signal(.call("sqlite3_open"), "opens an SQLite database"),
            // SQLite's C interface called directly: the open with flags, and running SQL.
            Signal(.call("sqlite3_open_v2"), "opens an SQLite database"),
            Signal(.call("sqlite3_prepare_v2"), "prepares an SQLite statement"),
            Signal(.call("sqlite3_exec"), "runs SQL on an SQLite database"),
            // The macOS file-based Keychain's functions, from before `SecItem…`.
            Signal(.call("SecKeychainAddGenericPassword"), "writes to the Keychain"),
            Signal(.call("SecKeychainFindGenericPassword"), "reads from the Keychain"),
            Signal(.call("SecKeychainAddInternetPassword"), "writes to the Keychain"),
            Signal(.call("SecKeychainFindInternetPassword"), "reads from the Keychain"),
            Signal(.type("FMDatabase"), "uses an FMDB database"),
            Signal(.type("FMDatabaseQueue"), "uses an FMDB database"),
            // MagicalRecord's Core Data: its saves and the finders and makers it adds to every
            // entity, as Swift imports them (`Feed.mr_findAll()`, `MagicalRecord.save { … }`).
            Signal(.type("MagicalRecord"), "saves Core Data with MagicalRecord"),
            Signal(.call("mr_findFirst"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("mr_findAll"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("mr_findAllSorted"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("mr_findByAttribute"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("mr_fetchAllSorted"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("mr_countOfEntities"), "counts Core Data objects with MagicalRecord"),
            Signal(.call("mr_createEntity"), "inserts Core Data objects with MagicalRecord"),
            Signal(.call("mr_deleteEntity"), "deletes Core Data objects with MagicalRecord"),
            Signal(.call("mr_deleteAll"), "deletes Core Data objects with MagicalRecord"),
            Signal(.call("mr_truncateAll"), "deletes Core Data objects with MagicalRecord"),
            Signal(.call("mr_saveToPersistentStoreAndWait"), "saves Core Data with MagicalRecord"),
            Signal(.call("mr_saveToPersistentStore"), "saves Core Data with MagicalRecord"),
            Signal(.type("NSUbiquitousKeyValueStore"), "uses the iCloud key-value store"),
            Signal(.type("CKContainer"), "uses CloudKit"),
            Signal(.type("CKDatabase"), "uses CloudKit"),
            // AppKit's bindings to the defaults: a control bound to it reads and writes a setting.
            Signal(.type("NSUserDefaultsController"), "binds controls to UserDefaults"),
            // A window's frame saved to UserDefaults or restored from there by the controller;
            // an autosave name only hands that to AppKit.
            Signal(.labeledCall("saveFrame(usingName:)"), "saves the window's frame in UserDefaults"),
            Signal(.call("setFrameUsingName"), "restores the window's frame from UserDefaults"),
        ],
        objectiveCSignals: [
            Signal(.call("saveFrameUsingName"), "saves the window's frame in UserDefaults"),
            Signal(.type("NSUserDefaults"), "reads or writes NSUserDefaults")
                .unless(with: [.type("NSUserDefaultsDidChangeNotification")]),
            Signal(.type("NSFileManager"), "reads or writes files"),
            Signal(.call("performFetch"), "fetches from Core Data through a fetched-results controller"),
            Signal(.type("NSBatchDeleteRequest"), "deletes from Core Data in a batch"),
            Signal(.call("archiveRootObject"), "archives to storage"),
            Signal(.call("unarchiveObjectWithFile"), "unarchives from storage"),
            Signal(.call("writeToFile"), "writes a file"),
            Signal(.call("writeToURL"), "writes a file"),
            // As in Swift, a resource the app ships in its bundle is no stored data.
            Signal(.call("dataWithContentsOfFile"), "reads a file").unless(with: [.type("NSBundle")]),
            Signal(.call("executeFetchRequest"), "fetches from Core Data"),
            Signal(.call("insertNewObjectForEntityForName"), "inserts Core Data objects"),
            // Objective-C Keychain libraries: SAMKeychain (SSKeychain before it was renamed)
            // and UICKeyChainStore.
            Signal(.type("SAMKeychain"), "uses the Keychain with SAMKeychain"),
            Signal(.type("SSKeychain"), "uses the Keychain with SSKeychain"),
            Signal(.type("UICKeyChainStore"), "uses the Keychain with UICKeyChainStore"),
            // Realm's Objective-C interface: the database, its query results, and the class
            // methods every `RLMObject` subclass answers (`[Photo objectsWhere:@"…"]`).
            Signal(.type("RLMRealm"), "uses a Realm database"),
            Signal(.type("RLMResults"), "queries a Realm database"),
            Signal(.call("objectsWhere"), "queries a Realm database"),
            Signal(.call("objectsWithPredicate"), "queries a Realm database"),
            Signal(.call("objectForPrimaryKey"), "reads from a Realm database"),
            Signal(.call("createOrUpdateInRealm"), "writes to a Realm database"),
            Signal(.call("createOrUpdateInDefaultRealmWithValue"), "writes to a Realm database"),
            Signal(.call("createInDefaultRealmWithValue"), "writes to a Realm database"),
            // MagicalRecord, as in Swift, with its Objective-C prefix.
            Signal(.type("MagicalRecord"), "saves Core Data with MagicalRecord"),
            Signal(.call("MR_findFirst"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("MR_findFirstByAttribute"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("MR_findAll"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("MR_findAllSortedBy"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("MR_findByAttribute"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("MR_fetchAllSortedBy"), "fetches from Core Data with MagicalRecord"),
            Signal(.call("MR_countOfEntities"), "counts Core Data objects with MagicalRecord"),
            Signal(.call("MR_createEntity"), "inserts Core Data objects with MagicalRecord"),
            Signal(.call("MR_createEntityInContext"), "inserts Core Data objects with MagicalRecord"),
            Signal(.call("MR_deleteEntity"), "deletes Core Data objects with MagicalRecord"),
            Signal(.call("MR_truncateAll"), "deletes Core Data objects with MagicalRecord"),
            Signal(.call("MR_saveToPersistentStoreAndWait"), "saves Core Data with MagicalRecord"),
            Signal(.call("MR_saveToPersistentStoreWithCompletion"), "saves Core Data with MagicalRecord"),
        ],
        triggeringExamples: [
            // The Keychain through a wrapper named for its items.
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func signIn(_ email: String, password: String) throws {
                        try ↓SafeDriveSDK.sharedSDK.setKeychainItem(withUser: email, service: accountService, secret: password)
                        recoveryPhrase = try? ↓sdk.getKeychainItem(withUser: email, service: recoveryService)
                    }
                }
                """#),
            // A global settings store, though a type nested in another controller shares its name.
            AuditExample(
                #"""
                @propertyWrapper
                final class UserDefaultsSetting<Value> {
                    let key: String
                    var storage: UserDefaults = .standard
                    var wrappedValue: Value? {
                        get { storage.value(forKey: key) as? Value }
                        set { storage.setValue(newValue, forKey: key) }
                    }
                    init(key: String) { self.key = key }
                }

                final class SettingsStore {
                    @UserDefaultsSetting(key: "rosterOrder") var rosterOrder: String?
                }

                let Settings = SettingsStore()

                final class ConnectionViewController: UIViewController {
                    final class Settings {
                        var port = 5222
                    }
                }

                final class ExampleViewController: UIViewController {
                    func sortChanged(to order: String) {
                        ↓Settings.rosterOrder = order
                    }
                }
                """#),
            // Posting the app's own change notification beside the write is still storing, as
            // is Swift 2's `NSUserDefaults`.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction func toggleSyncing(_ sender: UISwitch) {
                        ↓UserDefaults.standard.set(sender.isOn, forKey: "syncing")
                        NotificationCenter.default.post(name: Settings.didChangeNotification, object: nil)
                    }

                    func saveSortStyle(style: SortStyle) {
                        ↓NSUserDefaults.standardUserDefaults().setObject(style.rawValue, forKey: "sortStyle")
                        _ = try? ↓NSFileManager.defaultManager().removeItemAtPath(draftPath)
                    }
                }
                """#),
            AuditExample(
                #"""
                import Defaults

                struct ExampleView: View {
                    ↓@Default(.recentSearches) private var recentSearches

                    var body: some View {
                        Button("Clear") {
                            ↓Defaults[.recentSearches] = []
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func render(_ item: Item) throws {
                        pdfView.document = ↓PDFDocument(url: item.localURL)
                        notesView.text = try ↓String(contentsOf: item.notesURL)
                        licenseView.text = try ↓String(contentsOfFile: item.licensePath)
                        imageView.image = ↓UIImage(contentsOfFile: item.thumbnailPath)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func save(_ name: String) {
                        ↓UserDefaults.standard.set(name, forKey: "name")
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        autosaveButton.bind(.value, to: ↓NSUserDefaultsController.shared, withKeyPath: "values.autosave")
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    override func windowDidLoad() {
                        super.windowDidLoad()
                        ↓window?.setFrameUsingName("Console")
                    }

                    func windowWillClose(_ notification: Notification) {
                        ↓window?.saveFrame(usingName: "Console")
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)windowDidLoad {
                    [super windowDidLoad];
                    [self.window ↓setFrameUsingName:@"console"];
                }

                - (void)windowWillClose:(NSNotification *)notification {
                    [self.window ↓saveFrameUsingName:@"console"];
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [self.lockOnSleepButton bind:NSValueBinding
                                        toObject:[↓NSUserDefaultsController sharedUserDefaultsController]
                                     withKeyPath:@"values.lockOnSleep"
                                         options:nil];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func load() {
                        let request = ↓NSFetchRequest<Photo>(entityName: "Photo")
                        photos = (try? context.fetch(request)) ?? []
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func store(_ data: Data) throws {
                        let folder = ↓FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                        try ↓data.write(to: folder.appendingPathComponent("draft"))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func remember(_ user: User) throws {
                        let realm = try ↓Realm()
                        try realm.write { realm.add(user) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func currentInstance() -> Instance? {
                        instance.object(in: ↓context.managedObjectContext)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let container = ↓NSPersistentContainer(name: "Notes")

                    private func addNote(_ text: String) throws {
                        let context: ↓NSManagedObjectContext = ↓container.viewContext
                        let note = ↓NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
                        note.setValue(text, forKey: "text")
                        try context.save()
                    }

                    private func sharedContainer() -> NSPersistentContainer? {
                        ↓(UIApplication.shared.delegate as? AppDelegate)?.persistentContainer
                    }
                }
                """#),
            // Trailing arguments (an encoding, options) do not change what the call does.
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @IBAction func exportLog(_ sender: Any) {
                        try? ↓logText.write(to: exportURL, atomically: true, encoding: .utf8)
                    }

                    private func loadNotes() {
                        notes = (try? ↓String(contentsOf: notesURL, encoding: .utf8)) ?? ""
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func saveDraft() throws {
                        let data = try ↓NSKeyedArchiver.archivedData(withRootObject: draft, requiringSecureCoding: true)
                        try ↓data.write(to: draftURL, options: .atomic)
                        let settings = try ↓PropertyListEncoder().encode(preferences)
                        ↓(settings as NSData).write(toFile: settingsPath, atomically: true)
                    }

                    private func loadDraft() throws {
                        let data = try ↓Data(contentsOf: draftURL)
                        draft = try ↓NSKeyedUnarchiver.unarchivedObject(ofClass: Draft.self, from: data)
                        preferences = try ↓PropertyListDecoder().decode(Preferences.self, from: data)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func savePassword(_ password: String) {
                        let attributes = [kSecValueData as String: Data(password.utf8)]
                        if ↓SecItemUpdate(query as CFDictionary, attributes as CFDictionary) == errSecItemNotFound {
                            ↓SecItemAdd(query.merging(attributes) { $1 } as CFDictionary, nil)
                        }
                    }

                    private func loadPassword() -> Data? {
                        var result: AnyObject?
                        ↓SecItemCopyMatching(query as CFDictionary, &result)
                        return result as? Data
                    }

                    private func signOut() {
                        ↓SecItemDelete(query as CFDictionary)
                        ↓KeychainWrapper.standard.removeObject(forKey: "token")
                        ↓KeychainSwift().delete("refreshToken")
                    }
                }
                """#),
            AuditExample(
                #"""
                final class AppKeychain {
                    static let shared = AppKeychain()
                    func setPassword(_ password: String, for account: String) { Vault.store(password, account) }
                }

                final class ExampleViewController: UIViewController {
                    @IBAction private func signIn(_ sender: UIButton) {
                        ↓AppKeychain.shared.setPassword(passwordField.text ?? "", for: user.name)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)savePassword:(id)sender {
                    [↓VNAKeychain setGenericPassword:self.passwordField.stringValue username:self.user service:@"sync"];
                }
                @end

                @interface VNAKeychain : NSObject
                + (void)setGenericPassword:(NSString *)password username:(NSString *)username service:(NSString *)service;
                @end

                @implementation VNAKeychain
                + (void)setGenericPassword:(NSString *)password username:(NSString *)username service:(NSString *)service {}
                """#, interface: "NSViewController"),
            // The app's own database, named for its job (Vienna's `Database`, ChatSecure's
            // `OTRDatabaseManager`): whatever it wraps, calling it reads or writes the store.
            AuditExample(
                #"""
                final class NotesDatabase {
                    static let shared = NotesDatabase()
                    func note(withID id: Int) -> Note? { rows.first { $0.id == id } }
                }

                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        note = ↓NotesDatabase.shared.note(withID: noteID)
                    }
                }
                """#),
            AuditExample(
                #"""
                import SwiftData
                import SwiftUI

                struct ExampleView: View {
                    @Environment(\.modelContext) private var context
                    @Environment(\.managedObjectContext) private var viewContext

                    var body: some View {
                        Button("Add") { ↓context.insert(Tag(name: "swift")) }
                        Button("Save") { try? ↓viewContext.save() }
                    }
                }
                """#),
            AuditExample(
                #"""
                import CoreData
                import SwiftData

                final class ExampleViewController: UIViewController {
                    private let context: ↓ModelContext
                    private let container = ↓ModelContainer(for: Tag.self)
                    private let cloud = ↓NSPersistentCloudKitContainer(name: "Model")
                    private var coordinator: ↓NSPersistentStoreCoordinator?

                    private func loadTags() {
                        tags = (try? context.fetch(↓FetchDescriptor<Tag>())) ?? []
                    }
                }
                """#),
            AuditExample(
                #"""
                import GRDB

                final class ExampleViewController: UIViewController {
                    private func clearDrafts() {
                        Storage.shared.writeAsync { db in
                            _ = try Draft.filter(Column("threadID") == self.threadID).↓deleteAll(db)
                            _ = try Contact.filter(id: self.contactID).↓updateAll(db, Column("isBlocked").set(to: true))
                        }
                    }

                    private func loadContacts() {
                        contacts = (try? Storage.shared.read { db in try Contact.↓fetchAll(db) }) ?? []
                        count = (try? Storage.shared.read { db in try Contact.↓fetchCount(db) }) ?? 0
                        owner = try? Storage.shared.read { db in try Profile.↓fetchOne(db, id: self.ownerID) }
                    }
                }
                """#),
            // A library's database type is as much the store, when no signal names it.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func openLibrary() {
                        library = ↓MediaDatabase.open(at: libraryURL)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)save:(id)sender {
                    [[↓AppDatabaseManager sharedInstance].writeConnection readWriteWithBlock:^(↓YapDatabaseReadWriteTransaction *transaction) {
                        [self.account saveWithTransaction:transaction];
                    }];
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.connection readWithBlock:^(↓YapDatabaseReadTransaction *transaction) {
                        self.buddies = [Buddy allBuddiesWithTransaction:transaction];
                    }];
                }
                @end

                @interface AppDatabaseManager : NSObject
                + (instancetype)sharedInstance;
                @property (nonatomic, readonly) YapDatabaseConnection *writeConnection;
                @end

                @implementation AppDatabaseManager
                + (instancetype)sharedInstance { return nil; }
                """#),
            AuditExample(
                #"""
                import KeychainAccess
                import SQLite

                final class ExampleViewController: UIViewController {
                    private func loadScores() throws {
                        let queue = try ↓DatabaseQueue(path: scoresPath)
                        scores = try queue.read { db in try Score.fetchAll(db) }
                    }

                    private func loadArchive() throws {
                        let pool = try ↓DatabasePool(path: archivePath)
                        archive = try pool.read { db in try Entry.fetchAll(db) }
                    }

                    private func loadLegacyNotes() throws {
                        let db = try ↓Connection(legacyPath)
                        notes = Array(try db.prepare("SELECT * FROM notes"))
                    }

                    private func saveToken(_ token: String) {
                        ↓Keychain(service: "com.example.app")["token"] = token
                        let drafts = ↓YapDatabase(url: draftsURL)?.newConnection()
                        drafts?.readWrite { $0.setObject(token, forKey: "token", inCollection: "auth") }
                        let connection: ↓YapDatabaseConnection? = drafts
                        keep(connection)
                    }

                    private func loadDraft() {
                        connection.read { (transaction: ↓YapDatabaseReadTransaction) in
                            draft = transaction.object(forKey: "draft", inCollection: "drafts") as? String
                        }
                        connection.readWrite { (transaction: ↓YapDatabaseReadWriteTransaction) in
                            transaction.removeObject(forKey: "stale", inCollection: "drafts")
                        }
                    }

                    private func openThumbnails() {
                        var handle: OpaquePointer?
                        ↓sqlite3_open(thumbnailsPath, &handle)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓@AppStorage("theme") private var theme = "system"
                    ↓@SceneStorage("selectedTab") private var selectedTab = 0

                    private func syncTheme() {
                        ↓NSUbiquitousKeyValueStore.default.set(theme, forKey: "theme")
                    }

                    private func loadShared() {
                        let database: ↓CKDatabase = ↓CKContainer.default().privateCloudDatabase
                        database.fetch(withRecordID: recordID) { record, _ in self.show(record) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private lazy var queue = ↓FMDatabaseQueue(path: databasePath)

                    private func count() -> Int32 {
                        let database: ↓FMDatabase? = queue.database
                        return database?.intForQuery("SELECT count(*) FROM notes") ?? 0
                    }
                }
                """#),
            AuditExample(
                #"""
                import MagicalRecord

                final class ExampleViewController: UIViewController {
                    private func loadFeeds() {
                        feeds = Feed.↓mr_findAll() as? [Feed] ?? []
                        current = User.↓mr_findFirst()
                        sorted = Feed.↓mr_findAllSorted(by: "title", ascending: true) as? [Feed] ?? []
                        byEvent = Feed.↓mr_findByAttribute("eventId", withValue: eventId) as? [Feed] ?? []
                        request = Feed.↓mr_fetchAllSorted(by: "title", ascending: true, with: nil, groupBy: nil, delegate: self)
                        count = Feed.↓mr_countOfEntities()
                    }

                    private func addFeed() {
                        let feed = Feed.↓mr_createEntity()
                        feed?.title = titleField.text
                        context.↓mr_saveToPersistentStoreAndWait()
                    }
                }
                """#),
            AuditExample(
                #"""
                import MagicalRecord

                final class ExampleViewController: UIViewController {
                    private func clear(_ feed: Feed) {
                        feed.↓mr_deleteEntity()
                        Observation.↓mr_deleteAll(matching: predicate)
                        Location.↓mr_truncateAll()
                        context.↓mr_saveToPersistentStore(completion: nil)
                        ↓MagicalRecord.save({ localContext in self.mark(localContext) }, completion: nil)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadLayers {
                    self.layers = [Layer ↓MR_findAll];
                    self.current = [Layer ↓MR_findFirst];
                    self.byEvent = [Layer ↓MR_findFirstByAttribute:@"eventId" withValue:self.eventId];
                    self.sorted = [Layer ↓MR_findAllSortedBy:@"name" ascending:YES];
                    self.matching = [Layer ↓MR_findByAttribute:@"type" withValue:@"Feature"];
                    self.controller = [Layer ↓MR_fetchAllSortedBy:@"name" ascending:YES withPredicate:nil groupBy:nil delegate:self];
                    self.count = [Layer ↓MR_countOfEntities];
                }

                - (void)addLayer:(NSManagedObjectContext *)context {
                    Layer *layer = [Layer ↓MR_createEntity];
                    Layer *other = [Layer ↓MR_createEntityInContext:context];
                    [self fill:layer with:other];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)removeLayer:(Layer *)layer {
                    [layer ↓MR_deleteEntity];
                    [Feed ↓MR_truncateAll];
                    [↓MagicalRecord saveWithBlock:^(NSManagedObjectContext *localContext) {
                        [self markLayersIn:localContext];
                    }];
                    [self.context ↓MR_saveToPersistentStoreAndWait];
                    [self.context ↓MR_saveToPersistentStoreWithCompletion:nil];
                }
                """#),
            // A setting written through the app's own type, which stores it (see
            // `whittle explain persistence`).
            AuditExample(
                #"""
                final class Settings {
                    static let current = Settings()
                    var hasSeenTip = false {
                        didSet { UserDefaults.standard.set(hasSeenTip, forKey: "tip") }
                    }
                    weak var delegate: SettingsDelegate?
                }

                final class ExampleViewController: UIViewController {
                    private func dismissTip() {
                        ↓Settings.current.hasSeenTip = true
                    }
                }
                """#),
            // Its setter called: how Objective-C, and some Swift, writes a setting.
            AuditExample(
                #"""
                final class Settings {
                    static func setDiscoverRegion(_ region: String) {
                        UserDefaults.standard.set(region, forKey: "region")
                    }
                }

                final class ExampleViewController: UIViewController {
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        ↓Settings.setDiscoverRegion(regions[indexPath.row])
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)nameChanged:(UITextField *)sender {
                    [[↓PreferencesWrapper sharedInstance] setFullName:sender.text];
                }
                @end

                @interface PreferencesWrapper : NSObject
                + (PreferencesWrapper *)sharedInstance;
                - (void)setFullName:(NSString *)name;
                @end

                @implementation PreferencesWrapper
                + (PreferencesWrapper *)sharedInstance { return nil; }
                - (void)setFullName:(NSString *)fullName {
                    [[NSUserDefaults standardUserDefaults] setObject:fullName forKey:@"fullName"];
                }
                """#),
            // A value stored under a key through the app's wrapper of the defaults, held in a
            // global the file declares (Tunnelblick's `extern TBUserDefaults *gTbDefaults;`) or
            // in Swift's file-level `let`.
            AuditExample(
                objectiveC: #"""
                - (IBAction)rememberChanged:(NSButton *)sender {
                    [↓gTbDefaults setBool:(sender.state == NSControlStateValueOn) forKey:@"rememberPassphrase"];
                }
                @end

                extern TBUserDefaults *gTbDefaults;

                @interface TBUserDefaults : NSObject
                - (void)setBool:(BOOL)value forKey:(NSString *)key;
                @end

                @implementation TBUserDefaults {
                    NSUserDefaults *userDefaults;
                }
                - (void)setBool:(BOOL)value forKey:(NSString *)key {
                    [userDefaults setBool:value forKey:key];
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                #"""
                let appSettings = AppSettings()

                final class AppSettings {
                    private let defaults = UserDefaults(suiteName: "group.example")

                    func set(_ value: Bool, forKey key: String) {
                        defaults?.set(value, forKey: key)
                    }
                }

                final class ExampleViewController: NSViewController {
                    @IBAction private func rememberChanged(_ sender: NSButton) {
                        ↓appSettings.set(sender.state == .on, forKey: "rememberPassphrase")
                    }
                }
                """#),
            // A stored setting's collection changed in place is written back, as assigning it is.
            AuditExample(
                #"""
                @propertyWrapper struct SimpleStorage<T> {
                    let key: String
                    let defaultValue: T

                    var wrappedValue: T {
                        get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
                        set { UserDefaults.standard.set(newValue, forKey: key) }
                    }
                }

                enum PrefsVideos {
                    @SimpleStorage(key: "hidden", defaultValue: [])
                    static var hidden: [String]
                }

                final class ExampleViewController: NSViewController {
                    @IBAction private func hideClicked(_ sender: NSButton) {
                        ↓PrefsVideos.hidden.append(selectedVideoID)
                    }

                    @IBAction private func showClicked(_ sender: NSButton) {
                        ↓PrefsVideos.hidden.removeAll { $0 == selectedVideoID }
                    }
                }
                """#),
            // A settings wrapper whose setter writes through the defaults it holds, in a property
            // or behind a getter method (Strongbox's `AppPreferences`, `-setBool:value:` on
            // `self.sharedAppGroupDefaults`): the property assigned is a setting.
            AuditExample(
                objectiveC: #"""
                - (IBAction)autoProceedChanged:(UISwitch *)sender {
                    ↓AppPreferences.sharedInstance.autoProceed = sender.on;
                }

                - (IBAction)hideTipsChanged:(UISwitch *)sender {
                    [↓[AppPreferences sharedInstance] setHideTips:sender.on];
                }
                @end

                @interface AppPreferences : NSObject
                + (instancetype)sharedInstance;
                @property BOOL autoProceed;
                @property BOOL hideTips;
                @end

                @interface AppPreferences ()
                @property NSUserDefaults *defaults;
                @end

                @implementation AppPreferences
                + (instancetype)sharedInstance { return nil; }
                - (void)setAutoProceed:(BOOL)autoProceed {
                    [self setBool:@"autoProceed" value:autoProceed];
                }
                - (void)setBool:(NSString *)key value:(BOOL)value {
                    [self.defaults setBool:value forKey:key];
                }
                - (void)setHideTips:(BOOL)hideTips {
                    [self.groupDefaults setBool:hideTips forKey:@"hideTips"];
                }
                - (NSUserDefaults *)groupDefaults {
                    return self.defaults;
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)save {
                    [[↓NSUserDefaults standardUserDefaults] setBool:YES forKey:@"seen"];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)load {
                    ↓NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Photo"];
                    self.photos = [self.context ↓executeFetchRequest:request error:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)refresh {
                    self.resultsController.fetchRequest.predicate = self.filterPredicate;
                    [self.resultsController ↓performFetch:nil];
                }

                - (void)clearHistory {
                    ↓NSBatchDeleteRequest *delete = [[NSBatchDeleteRequest alloc] initWithFetchRequest:self.historyRequest];
                    [self.coordinator executeRequest:delete withContext:self.context error:nil];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private func refresh() {
                        resultsController.fetchRequest.predicate = filterPredicate
                        try? resultsController.↓performFetch()
                    }

                    private func markAllRead() {
                        let update = ↓NSBatchUpdateRequest(entityName: "Message")
                        update.propertiesToUpdate = ["read": true]
                        _ = try? coordinator.execute(update, with: context)
                    }

                    private func clearHistory() {
                        let delete = ↓NSBatchDeleteRequest(fetchRequest: historyRequest)
                        _ = try? coordinator.execute(delete, with: context)
                    }

                    private func append(_ line: Data, to log: URL) throws {
                        let handle = try ↓FileHandle(forUpdating: log)
                        handle.seekToEndOfFile()
                        handle.write(line)
                    }

                    private func appendToExport(_ line: Data) throws {
                        try ↓FileHandle(forWritingTo: exportURL).write(line)
                    }

                    private func readHeader(of url: URL) throws -> Data? {
                        try ↓FileHandle(forReadingFrom: url).readData(ofLength: 16)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)saveDraft {
                    [self.textView.text ↓writeToFile:self.draftPath atomically:YES encoding:NSUTF8StringEncoding error:nil];
                }

                - (void)exportPhoto:(NSData *)data {
                    [data ↓writeToURL:self.exportURL atomically:YES];
                }

                - (void)loadDraft {
                    if ([[↓NSFileManager defaultManager] fileExistsAtPath:self.draftPath]) {
                        NSData *data = [NSData ↓dataWithContentsOfFile:self.draftPath];
                        self.textView.text = [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding];
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)deleteUpdates {
                    ↓RLMRealm *realm = [RLMRealm defaultRealm];
                    [realm beginWriteTransaction];
                    [realm deleteObjects:[ExploreUpdate ↓objectsWhere:@"observationId == %ld", self.observationId]];
                    [realm commitWriteTransaction];
                }

                - (void)showObservation:(NSInteger)identifier {
                    self.observation = [ExploreObservation ↓objectForPrimaryKey:@(identifier)];
                    ↓RLMResults *photos = [ExplorePhoto ↓objectsWithPredicate:self.photoPredicate];
                    [ExploreUser ↓createOrUpdateInDefaultRealmWithValue:self.userValue];
                    [ExploreTaxon ↓createOrUpdateInRealm:self.realm withValue:self.taxonValue];
                    [ExploreNote ↓createInDefaultRealmWithValue:self.noteValue];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)saveRecents {
                    [NSKeyedArchiver ↓archiveRootObject:self.recentSearches toFile:self.recentsPath];
                }

                - (void)loadRecents {
                    self.recentSearches = [NSKeyedUnarchiver ↓unarchiveObjectWithFile:self.recentsPath];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)openStore {
                    ↓NSPersistentStoreCoordinator *coordinator = [[NSPersistentStoreCoordinator alloc] initWithManagedObjectModel:self.model];
                    [coordinator addPersistentStoreWithType:NSSQLiteStoreType configuration:nil URL:self.storeURL options:nil error:nil];
                }

                - (void)addNote:(NSString *)text {
                    NSManagedObject *note = [NSEntityDescription ↓insertNewObjectForEntityForName:@"Note" inManagedObjectContext:self.context];
                    [note setValue:text forKey:@"text"];
                }
                """#),
            AuditExample(
                #"""
                import SQLite3

                final class ExampleViewController: NSViewController {
                    private func openHistory() {
                        var db: OpaquePointer?
                        guard ↓sqlite3_open_v2(historyPath, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return }
                        ↓sqlite3_exec(db, "PRAGMA journal_mode=WAL", nil, nil, nil)
                        var statement: OpaquePointer?
                        ↓sqlite3_prepare_v2(db, "SELECT title FROM visits", -1, &statement, nil)
                    }

                    @IBAction private func saveProxyPassword(_ sender: NSButton) {
                        ↓SecKeychainAddInternetPassword(nil, host.count, host, 0, nil, user.count, user, 0, nil, port, .HTTP, .default, password.count, password, nil)
                        ↓SecKeychainAddGenericPassword(nil, service.count, service, user.count, user, password.count, password, nil)
                    }

                    private func loadProxyPassword() {
                        ↓SecKeychainFindInternetPassword(nil, host.count, host, 0, nil, user.count, user, 0, nil, port, .HTTP, .default, &length, &data, nil)
                        ↓SecKeychainFindGenericPassword(nil, service.count, service, user.count, user, &length, &data, nil)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)savePassword:(id)sender {
                    [↓SAMKeychain setPassword:self.passwordField.text forService:@"chat" account:self.accountID];
                }

                - (void)loadPassword {
                    self.passwordField.text = [↓SSKeychain passwordForService:@"chat" account:self.accountID];
                    self.token = [↓UICKeyChainStore stringForKey:@"token" service:@"chat"];
                }
                """#),
            // A framework store the project hands out, through a type's factory or shared member:
            // Monal's `[[HelperTools defaultsDB] setBool:…]`, an app group's defaults.
            AuditExample(
                #"""
                enum AppGroup {
                    static let defaults = UserDefaults(suiteName: "group.example")
                }

                final class ExampleViewController: UIViewController {
                    private let resources = Resources()

                    @IBAction private func toggleLog(_ sender: UISwitch) {
                        ↓AppGroup.defaults?.set(sender.isOn, forKey: "showLog")
                    }

                    private func clearPhone() {
                        let defaults = AppGroup.defaults
                        ↓defaults?.removeObject(forKey: "phone")
                    }

                    // A method without arguments hands its result out as a getter does.
                    @IBAction private func toggleSounds(_ sender: UISwitch) {
                        ↓resources.sharedDefaults().set(sender.isOn, forKey: "sounds")
                    }
                }

                final class Resources {
                    func sharedDefaults() -> UserDefaults { UserDefaults(suiteName: "group.example") ?? .standard }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)toggleLog:(UISwitch *)sender {
                    [↓[HelperTools defaultsDB] setBool:sender.on forKey:@"showLog"];
                }

                // `[self groupDefaults]` is the getter `self.groupDefaults` sends.
                - (IBAction)toggleSounds:(UISwitch *)sender {
                    [↓[self groupDefaults] setBool:sender.on forKey:@"sounds"];
                }

                - (IBAction)toggleBadges:(UISwitch *)sender {
                    [↓[self.resources sharedDefaults] setBool:sender.on forKey:@"badges"];
                }

                - (NSUserDefaults *)groupDefaults {
                    return [[NSUserDefaults alloc] initWithSuiteName:@"group.example"];
                }
                @end

                @interface HelperTools : NSObject
                + (NSUserDefaults *)defaultsDB;
                @end

                @interface ExampleViewController ()
                @property (nonatomic) Resources *resources;
                @end

                @interface Resources : NSObject
                - (NSUserDefaults *)sharedDefaults;
                @end

                @implementation Resources
                - (NSUserDefaults *)sharedDefaults { return nil; }
                @end

                @implementation HelperTools
                + (NSUserDefaults *)defaultsDB { return nil; }
                """#),
            // The same through a project class named with a lowercase prefix (iTerm2's
            // `iTermUserDefaults`): a type, though each file alone reads it as a variable.
            AuditExample(
                objectiveC: #"""
                - (IBAction)toggleTimestamps:(NSButton *)sender {
                    [↓[iTermUserDefaults userDefaults] setBool:sender.state == NSControlStateValueOn forKey:@"timestamps"];
                }
                @end

                @interface iTermUserDefaults : NSObject
                + (NSUserDefaults *)userDefaults;
                @end

                @implementation iTermUserDefaults
                + (NSUserDefaults *)userDefaults { return [NSUserDefaults standardUserDefaults]; }
                """#),
            AuditExample(
                #"""
                final class iTermUserDefaults {
                    static let group = UserDefaults(suiteName: "group.example")
                }

                final class ExampleViewController: NSViewController {
                    @IBAction private func toggleTimestamps(_ sender: NSButton) {
                        ↓iTermUserDefaults.group?.set(sender.state == .on, forKey: "timestamps")
                    }
                }
                """#),
        ],
        nonTriggeringExamples: [
            // Words about the Keychain, and a delegate told the user asked to save an item there.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func failed(_ error: Error) {
                        showKeychainError(error)
                        delegate?.didRequestSaveKeychainItem(self)
                    }
                }
                """#),
            // A context handed to a SwiftUI view, which reads through it itself.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func presentTagsFilter(_ model: TagsFilterViewModel) {
                        let view = TagsFilterView(viewModel: model)
                            .environment(\.managedObjectContext, Services.shared.source.viewContext)
                        present(UIHostingController(rootView: view), animated: true)
                    }
                }
                """#),
            // A picture the app ships, read from its bundle.
            AuditExample(
                objectiveC: #"""
                - (void)addSpriteSheet {
                    NSString *path = [[NSBundle mainBundle].bundlePath stringByAppendingPathComponent:@"Sprites.bundle/sheet.png"];
                    NSData *data = [NSData dataWithContentsOfFile:path];
                    self.imageView.image = [UIImage imageWithData:data];
                }
                """#),
            // An autosave name hands saving the frame or the dividers to AppKit.
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    override func windowDidLoad() {
                        super.windowDidLoad()
                        self.windowFrameAutosaveName = "Find Panel"
                        splitView.autosaveName = "FindSplit"
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)windowDidLoad {
                    [super windowDidLoad];
                    [self setWindowFrameAutosaveName:@"console"];
                }
                """#, interface: "NSWindowController"),
            // A framework object the project hands out that stores nothing: the app's window.
            AuditExample(
                objectiveC: #"""
                - (void)showBanner {
                    [[AppDelegate mainWindow] addSubview:self.banner];
                }
                @end

                @interface AppDelegate : NSObject
                + (UIWindow *)mainWindow;
                @end

                @implementation AppDelegate
                + (UIWindow *)mainWindow { return nil; }
                """#),
            // A coordinator of the Keychain screens is not the app's Keychain wrapper.
            AuditExample(
                #"""
                final class KeychainCoordinator {
                    func start() {}
                }

                final class ExampleViewController: UIViewController {
                    private let keychainCoordinator = KeychainCoordinator()
                    @IBAction private func showPasswords(_ sender: UIButton) {
                        keychainCoordinator.start()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)showPasswords:(id)sender {
                    [[PasswordsCoordinator sharedCoordinator] start];
                }
                @end

                @interface PasswordsCoordinator : NSObject
                + (instancetype)sharedCoordinator;
                - (void)start;
                @end

                @implementation PasswordsCoordinator
                - (void)start {}
                """#, interface: "NSViewController"),
            // Reading a setting, or setting a plain property of the type that stores it.
            AuditExample(
                #"""
                final class Settings {
                    static let current = Settings()
                    var hasSeenTip = false {
                        didSet { UserDefaults.standard.set(hasSeenTip, forKey: "tip") }
                    }
                    weak var delegate: SettingsDelegate?
                }

                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tipView.isHidden = Settings.current.hasSeenTip
                        Settings.current.delegate = self
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // A web address read: a download, not a file.
                    private func loadGuidelines() {
                        guard let url = URL(string: "https://example.com/guidelines.md") else { return }
                        show(try? String(contentsOf: url), try? Data(contentsOf: url))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func addScript(named name: String) throws {
                        guard let url = Bundle.main.url(forResource: name, withExtension: "js") else { return }
                        let source = try String(contentsOf: url)
                        webView.configuration.userContentController.addUserScript(WKUserScript(source: source, injectionTime: .atDocumentEnd, forMainFrameOnly: true))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(
                            self, selector: #selector(appChanged(_:)), name: .NSManagedObjectContextObjectsDidChange,
                            object: DatabaseManager.shared.viewContext)
                        // Observing the defaults' changes is reacting to them, not storing.
                        NotificationCenter.default.addObserver(
                            forName: UserDefaults.didChangeNotification, object: nil, queue: .main
                        ) { [weak self] _ in self?.applySettings() }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // Without `import SQLite` or `import KeychainAccess`, these are the app's own types.
                    private func join() {
                        let connection = Connection(peer: peer)
                        let keychain = Keychain(items: items)
                        show(connection, keychain)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let store: Store<[Photo]>

                    private func save() async {
                        try? await store.save(photos)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        settings.load()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)save {
                    [self.store save];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)volumeChanged:(UISlider *)sender {
                    // A setter of a type that stores nothing: the player's state, not a setting.
                    [[Player sharedPlayer] setVolume:sender.value];
                }
                @end

                @interface Player : NSObject
                + (Player *)sharedPlayer;
                - (void)setVolume:(float)volume;
                @end

                @implementation Player
                + (Player *)sharedPlayer { return nil; }
                - (void)setVolume:(float)volume { self.engine.volume = volume; }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(defaultsChanged:)
                        name:NSUserDefaultsDidChangeNotification object:[NSUserDefaults standardUserDefaults]];
                }
                """#),
        ])

    /// What a member does with a context it names other than read or write through it: observe
    /// Core Data's change notifications, or hand it to a SwiftUI view's environment
    /// (`.environment(\.managedObjectContext, viewContext)`).
    static let contextNotApplied: [Signal.Kind] = [
        .member("NSManagedObjectContextObjectsDidChange"), .member("NSManagedObjectContextDidSave"),
        .member("NSManagedObjectContextDidSaveObjectIDs"), .member("NSManagedObjectContextDidMergeChangesObjectIDs"),
        .labeledCall("environment(_:_:)"),
    ]
}
