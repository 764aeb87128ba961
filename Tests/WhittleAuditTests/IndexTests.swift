import Testing
@testable import WhittleAudit

struct IndexTests {
    /// A superclass declared in another file is followed up to UIKit, and the chain is reported.
    @Test func resolvesSuperclassChainAcrossFiles() throws {
        let report = AuditFixture.audit([
            ("Base.swift", "class BaseViewController: UIViewController {}"),
            ("Profile.swift", "final class ProfileViewController: BaseViewController {}"),
        ])
        let profile = try #require(report.controller("ProfileViewController"))
        #expect(profile.superclassChain == ["BaseViewController", "UIViewController"])
        #expect(!profile.isAssumed)
    }

    /// A test's extension of a controller, in either language, adds nothing to it: a test file
    /// re-declaring the controller's privates (`@interface LoginViewController ()`) or adding a
    /// helper is not the app's code. An app's file named for an experiment still extends it.
    @Test func leavesTestFilesExtensionsOutOfTheController() throws {
        let report = AuditFixture.audit([
            (
                "Login.m",
                """
                @interface LoginViewController : UIViewController
                @end

                @implementation LoginViewController
                - (void)viewDidLoad { [super viewDidLoad]; }
                @end
                """
            ),
            (
                "LoginViewControllerTests.m",
                """
                @interface LoginViewController ()
                @property (nonatomic, strong) NSUserDefaults *userDefaults;
                - (void)loginCompleted;
                @end
                """
            ),
            ("Feed.swift", "final class FeedViewController: UIViewController { func reload() {} }"),
            ("FeedViewControllerSpec.swift", "extension FeedViewController { func tapFirstRow() {} }"),
            ("FeedViewController+ABTest.swift", "extension FeedViewController { func showVariant() {} }"),
        ])
        let login = try #require(report.controller("LoginViewController"))
        #expect(login.files.map(\.file) == ["Login.m"])
        #expect(!login.files.flatMap(\.members).contains("userDefaults"))
        let feed = try #require(report.controller("FeedViewController"))
        #expect(feed.files.map(\.file).sorted() == ["Feed.swift", "FeedViewController+ABTest.swift"])
        #expect(feed.files.flatMap(\.members).contains("showVariant()"))
        #expect(!feed.files.flatMap(\.members).contains("tapFirstRow()"))
    }

    /// A root the project declares as a type is that type though its name starts with a
    /// lowercase letter (iTerm2's `iTermWarning`, `iTermUserDefaults`), in both languages; a
    /// local of the same name still shadows it, and an undeclared lowercase root stays a property.
    @Test func readsLowercaseProjectTypesAsTypes() throws {
        let helper = """
            @interface iTermUserDefaults : NSObject
            + (void)setGlobalSearchMode:(NSInteger)mode;
            @end

            @implementation iTermUserDefaults
            + (void)setGlobalSearchMode:(NSInteger)mode {
                [[NSUserDefaults standardUserDefaults] setInteger:mode forKey:@"GlobalSearchMode"];
            }
            @end
            """
        let report = AuditFixture.audit([
            ("iTermUserDefaults.m", helper),
            (
                "Prefs.m",
                """
                @interface PrefsViewController : NSViewController
                @end

                @implementation PrefsViewController
                - (IBAction)modeChanged:(NSPopUpButton *)sender {
                    [iTermUserDefaults setGlobalSearchMode:sender.selectedTag];
                }
                @end
                """
            ),
            (
                "Swift.swift",
                """
                final class iTermGroupDefaults {
                    static let group = UserDefaults(suiteName: "group.example")
                }

                final class SwiftPrefsViewController: NSViewController {
                    @IBAction private func reset(_ sender: Any) {
                        iTermGroupDefaults.group?.removeObject(forKey: "all")
                    }
                }
                """
            ),
            (
                "Shadow.m",
                """
                @interface ShadowViewController : NSViewController
                @end

                @implementation ShadowViewController
                - (IBAction)modeChanged:(NSPopUpButton *)sender {
                    Presenter *iTermUserDefaults = self.presenter;
                    [iTermUserDefaults setGlobalSearchMode:sender.selectedTag];
                }
                @end
                """
            ),
        ])
        #expect(LowercaseTypeNames.declared(in: []).isEmpty)
        #expect(try #require(report.controller("PrefsViewController")).responsibilityIDs.contains(.persistence))
        #expect(try #require(report.controller("SwiftPrefsViewController")).responsibilityIDs.contains(.persistence))
        #expect(try #require(report.controller("ShadowViewController")).responsibilityIDs.contains(.persistence) == false)
    }

    /// An object-like macro for what a class message hands out (iSub's `#define settingsS
    /// ((SavedSettings *)[SavedSettings sharedInstance])`, a `#define` of `[NSUserDefaults
    /// standardUserDefaults]`, one spelled in capitals as a class is, `#define FILEMGR
    /// [NSFileManager defaultManager]`), or any value cast to a class (`#define APP_DELEGATE
    /// ((AppDelegate *)[NSApp delegate])`), is that class where a file messages it, though a header
    /// defines it; a macro with arguments, a message with arguments, and a property (declared in the
    /// class's `@interface`) or local of the same name are not.
    @Test func readsInstanceMacrosAsTheirClass() throws {
        let header = """
            #define settingsS ((SavedSettings *)[SavedSettings sharedInstance])
            #define   kDefaults [NSUserDefaults standardUserDefaults]
            #define FILEMGR [NSFileManager defaultManager]
            #define settingsFor(x) [SavedSettings sharedInstance]
            #define currentS [SavedSettings current]
            #define modeS [SavedSettings settingsForMode:1]
            #define SETTINGS_DELEGATE ((SavedSettings *)[[NSApplication sharedApplication] delegate])

            @interface SavedSettings : NSObject
            + (instancetype)sharedInstance;
            - (void)setMode:(NSInteger)mode;
            @end
            """
        let helper = """
            @implementation SavedSettings
            - (void)setMode:(NSInteger)mode {
                [[NSUserDefaults standardUserDefaults] setInteger:mode forKey:@"mode"];
            }
            @end
            """
        func controller(_ name: String, _ body: String, property: String = "") -> (String, String) {
            (
                "\(name).m",
                """
                #import "SavedSettings.h"
                @interface \(name) : UIViewController
                \(property)
                @end

                @implementation \(name)
                - (IBAction)modeChanged:(UISegmentedControl *)sender {
                    \(body)
                }
                @end
                """
            )
        }
        let report = AuditFixture.audit([
            ("SavedSettings.h", header),
            ("SavedSettings.m", helper),
            controller("MacroViewController", "[settingsS setMode:sender.selectedSegmentIndex];"),
            controller("DefaultsViewController", "[kDefaults setBool:YES forKey:@\"a\"];"),
            controller("CapitalsViewController", "[FILEMGR removeItemAtPath:@\"/tmp/a\" error:nil];"),
            controller("CastViewController", "[SETTINGS_DELEGATE setMode:sender.selectedSegmentIndex];"),
            controller("ArgumentViewController", "[settingsFor(1) setMode:sender.selectedSegmentIndex];"),
            controller("CurrentViewController", "[currentS setMode:sender.selectedSegmentIndex];"),
            controller("ModeViewController", "[modeS setMode:sender.selectedSegmentIndex];"),
            controller(
                "PropertyViewController", "[settingsS setMode:sender.selectedSegmentIndex];",
                property: "@property (nonatomic) Presenter *settingsS;"),
            controller("LocalViewController", "Presenter *settingsS = self.presenter;\n    [settingsS setMode:sender.selectedSegmentIndex];"),
        ])
        for name in ["MacroViewController", "DefaultsViewController", "CapitalsViewController", "CurrentViewController", "CastViewController"] {
            #expect(try #require(report.controller(name)).responsibilityIDs.contains(.persistence), "\(name)")
        }
        for name in ["ArgumentViewController", "ModeViewController", "PropertyViewController", "LocalViewController"] {
            #expect(try #require(report.controller(name)).responsibilityIDs.contains(.persistence) == false, "\(name)")
        }
    }

    /// A superclass named through a project alias chosen per platform is the class the alias
    /// names; an alias of a view, a generic alias and a class the project names alike are not.
    @Test func followsTypeAliasesToTheSuperclass() throws {
        let report = AuditFixture.audit([
            (
                "Base.swift",
                """
                #if os(iOS)
                public typealias GameInfoControllerBase = UIViewController
                typealias PagesBase = UIKit.UIPageViewController & UIPageViewControllerDataSource
                #else
                public typealias GameInfoControllerBase = NSViewController
                #endif
                typealias PlatformView = UIView
                typealias Handler<T> = (T) -> Void
                """
            ),
            ("Info.swift", "final class GameInfo: GameInfoControllerBase {}\nfinal class Pages: PagesBase {}"),
            ("Views.swift", "final class Badge: PlatformView {}"),
        ])
        let info = try #require(report.controller("GameInfo"))
        #expect(info.superclassChain == ["GameInfoControllerBase", "UIViewController"])
        #expect(!info.isAssumed)
        #expect(report.controller("Pages")?.superclassChain == ["PagesBase", "UIPageViewController"])
        #expect(report.controller("Badge") == nil)
    }

    /// The scanner reads aliases at line starts, with their modifiers, to the types they name,
    /// which may go on over the next lines; and apart, the name `@objc(…)` gives a class or
    /// protocol, not a member's selector.
    @Test func scansTypeAliases() {
        let source = """
            typealias A = UIViewController
                public typealias B = UIKit.UITableViewController & Sendable
            private typealias C<T> = Array<T>
            typealias D = someValue
            // typealias E = NSViewController
            let typealiasF = 1
            typealias G =
                Starting &
                Stopping
            @objc(EZQueryService)
            @objcMembers public class QueryService: NSObject {
            @objc(EZLanguageDetectorDelegate) protocol LanguageDetectorDelegate {}
            @objc(resetSystemAlert) final class func resetSystem() -> Alert {
            @objc(labelColor) public static var label: UIColor {
            @objc(Same) class Same {}
            """
        let bytes = Array(source.utf8)
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        let aliases = bytes.withUnsafeBufferPointer { TypeAliasScanner.aliases(in: $0, lineStarts: lineStarts) }
        #expect(aliases == ["A": ["UIViewController"], "B": ["UITableViewController", "Sendable"], "G": ["Starting", "Stopping"]])
        let objectiveCNames = bytes.withUnsafeBufferPointer { TypeAliasScanner.objectiveCNames(in: $0, lineStarts: lineStarts) }
        #expect(objectiveCNames == ["EZQueryService": "QueryService", "EZLanguageDetectorDelegate": "LanguageDetectorDelegate"])
    }

    /// Extensions in any file are merged into the controller, with one share per file.
    @Test func mergesExtensionsFromOtherFiles() throws {
        let report = AuditFixture.audit([
            ("Profile.swift", "final class ProfileViewController: UIViewController {\n    private func a() {}\n}"),
            (
                "Profile+Network.swift",
                "extension ProfileViewController {\n    private func load() {\n        URLSession.shared.dataTask(with: url).resume()\n    }\n}"
            ),
        ])
        let profile = try #require(report.controller("ProfileViewController"))
        #expect(profile.files.map(\.file) == ["Profile.swift", "Profile+Network.swift"])
        #expect(profile.files.map(\.lines) == [3, 5])
        #expect(profile.files[1].members == ["load()"])
        #expect(profile.responsibility(.networking)?.evidence.first?.file == "Profile+Network.swift")
        #expect(profile.metrics.lines == 8)
    }

    /// Two targets declaring a controller of the same name (an app's iOS and macOS folders) keep
    /// their own extensions: each goes to the declaration in its file, else the nearest by folder.
    @Test func extensionsGoToTheNearestOfTwoSameNamedControllers() throws {
        let report = AuditFixture.audit([
            ("iOS/ListViewController.swift", "final class ListViewController: UIViewController {}"),
            ("iOS/ListViewController+Load.swift", "extension ListViewController {\n    func load() {\n        URLSession.shared.dataTask(with: url).resume()\n    }\n}"),
            (
                "macOS/ListViewController.swift",
                "final class ListViewController: NSViewController {}\nextension ListViewController: NSTableViewDataSource {\n    func numberOfRows(in tableView: NSTableView) -> Int { 0 }\n}"
            ),
        ])
        let lists = report.viewControllers.filter { $0.name == "ListViewController" }
        let iOS = try #require(lists.first { $0.file == "iOS/ListViewController.swift" })
        let macOS = try #require(lists.first { $0.file == "macOS/ListViewController.swift" })
        #expect(iOS.files.map(\.file) == ["iOS/ListViewController.swift", "iOS/ListViewController+Load.swift"])
        #expect(iOS.responsibility(.networking) != nil)
        #expect(iOS.responsibility(.dataSource) == nil)
        #expect(macOS.files.map(\.file) == ["macOS/ListViewController.swift"])
        #expect(macOS.responsibility(.dataSource) != nil)
        #expect(macOS.responsibility(.networking) == nil)
    }

    /// Of two headers declaring the class beside its implementation, the one named like the
    /// implementation file is its own: a stale copy elsewhere gets none of its work.
    @Test func anImplementationGoesToTheHeaderNamedLikeIt() throws {
        let report = AuditFixture.audit([
            ("app/TerminalViewController.h", "@interface TerminalViewController : UIViewController\n@end"),
            ("app/OldViewController.h", "@interface TerminalViewController : UIViewController\n@end"),
            (
                "app/TerminalViewController.m",
                "@implementation TerminalViewController\n- (void)load {\n    [[[NSURLSession sharedSession] dataTaskWithURL:self.url] resume];\n}\n@end"
            ),
        ])
        let terminals = report.viewControllers.filter { $0.name == "TerminalViewController" }
        let own = try #require(terminals.first { $0.file == "app/TerminalViewController.h" })
        let stale = try #require(terminals.first { $0.file == "app/OldViewController.h" })
        #expect(own.responsibility(.networking) != nil)
        #expect(stale.responsibility(.networking) == nil)
    }

    /// A class declared once under each branch of an `#if` in one header is one controller,
    /// with the members both declarations and the implementation add, counted once.
    @Test func aClassDeclaredUnderEachBranchOfAnIfIsOneController() throws {
        let report = AuditFixture.audit([
            (
                "app/StreamViewController.h",
                """
                #if TARGET_OS_TV
                @interface StreamViewController : GCEventViewController <UIGestureRecognizerDelegate>
                #else
                @interface StreamViewController : UIViewController <UIGestureRecognizerDelegate>
                #endif
                @property (nonatomic) StreamConfiguration *streamConfig;
                @end
                """
            ),
            (
                "app/StreamViewController.m",
                "@implementation StreamViewController\n- (void)load {\n    [[[NSURLSession sharedSession] dataTaskWithURL:self.url] resume];\n}\n@end"
            ),
        ])
        let streams = report.viewControllers.filter { $0.name == "StreamViewController" }
        #expect(streams.count == 1)
        let stream = try #require(streams.first)
        #expect(stream.responsibility(.networking) != nil)
        #expect(stream.metrics.delegateConformances == 1)
    }

    /// An unresolved base whose name ends in `ViewController` counts, marked as assumed; other
    /// unresolved bases do not.
    @Test func assumesUnresolvedViewControllerBases() throws {
        let report = AuditFixture.audit(
            "final class ProfileViewController: FrameworkViewController {}\nfinal class Helper: FrameworkThing {}")
        let profile = try #require(report.controller("ProfileViewController"))
        #expect(profile.isAssumed)
        #expect(report.controller("Helper") == nil)
    }

    /// Base classes from the configuration count as controllers, not assumed.
    @Test func configuredBaseClassesCount() throws {
        var configuration = AuditConfiguration()
        configuration.viewControllerBaseClasses = ["ScreenBase"]
        let report = AuditFixture.audit("final class Settings: ScreenBase {}", configuration: configuration)
        let settings = try #require(report.controller("Settings"))
        #expect(!settings.isAssumed)
        #expect(settings.superclassChain == ["ScreenBase"])
    }

    /// AppKit and SwiftUI-hosting controllers are found; views and plain classes are not.
    @Test(arguments: ["NSViewController", "NSWindowController", "UIHostingController<ProfileView>", "UIPageViewController"])
    func findsFrameworkControllers(_ base: String) {
        let report = AuditFixture.audit("final class Screen: \(base) {}\nfinal class Cell: UITableViewCell {}")
        #expect(report.viewControllers.map(\.name) == ["Screen"])
    }

    /// A nested type is its own type: its lines and members are not part of its host.
    @Test func nestedTypesAreNotPartOfTheirHost() throws {
        let source = """
            final class ProfileViewController: UIViewController {
                private func a() {}
                final class Loader {
                    func load() {
                        URLSession.shared.dataTask(with: url).resume()
                    }
                }
            }
            """
        let profile = try #require(AuditFixture.audit(source).controller("ProfileViewController"))
        #expect(profile.metrics.lines == 3)
        #expect(profile.files[0].members == ["a()"])
        #expect(profile.responsibility(.networking) == nil)
    }

    /// A nested controller is found under its qualified name.
    @Test func findsNestedControllersByQualifiedName() {
        let report = AuditFixture.audit("enum Profile {\n    final class ViewController: UIViewController {}\n}")
        #expect(report.viewControllers.map(\.name) == ["Profile.ViewController"])
    }

    /// A superclass cycle in broken code ends the chain instead of looping.
    @Test func superclassCyclesDoNotLoop() {
        let report = AuditFixture.audit("class A: B {}\nclass B: A {}")
        #expect(report.viewControllers.isEmpty)
    }

    /// A conformance alone is not work: it joins a responsibility's evidence only when a
    /// member does that work.
    @Test func conformanceAloneIsNotAResponsibility() throws {
        let idle = try #require(
            AuditFixture.audit("final class SearchViewController: UIViewController, UISearchBarDelegate {}")
                .controller("SearchViewController"))
        #expect(idle.responsibility(.userInput) == nil)
        let busy = try #require(
            AuditFixture.audit(
                "final class SearchViewController: UIViewController, UISearchBarDelegate {\n    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { logic.search(searchText) }\n}"
            ).controller("SearchViewController"))
        #expect(busy.responsibility(.userInput)?.evidence.map(\.token) == ["UISearchBarDelegate", "searchBar(_:textDidChange:)"])
    }
}
