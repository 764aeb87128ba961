import Foundation
import Testing
@testable import WhittleAudit

/// Free functions (issue 31): Swift's top-level `func`s and an Objective-C file's C functions
/// are kept in the facts, and a controller's call of one by its name alone does the work the
/// function does, followed as a call into a helper type's member is.
struct FreeFunctionTests {
    private static let filter = AuditCatalog().eventFilter

    private static func swiftFacts(_ source: String, path: String = "Helpers.swift") throws -> FileFacts {
        guard case .facts(let facts, _) = FileParser.parse(path: path, data: Data(source.utf8), filter: filter) else {
            throw FactsMissing()
        }
        return facts
    }

    private struct FactsMissing: Error {}

    // MARK: Facts

    @Test func swiftTopLevelFunctionsAreOneFunctionsPart() throws {
        let facts = try Self.swiftFacts("""
            import Foundation

            func tr(format: String, _ args: CVarArg...) -> String {
                String(format: NSLocalizedString(format, comment: ""), arguments: args)
            }

            private func request(_ url: URL) {
                URLSession.shared.dataTask(with: url).resume()
            }

            let globalCount = 3

            final class Holder {
                func method() {}
            }
            """)
        let functions = try #require(facts.types.first { $0.kind == .functions })
        #expect(functions.name == TypeFacts.functionsName)
        #expect(functions.members.map(\.name) == ["tr(format:_:)", "request(_:)"])
        #expect(functions.members.map(\.baseName) == ["tr", "request"])
        #expect(functions.members[1].isPrivate)
        #expect(functions.members[1].events.contains { $0.kind == .call && $0.name == "dataTask" })
        // The class keeps its own member; the global variable is no function.
        #expect(facts.types.first { $0.name == "Holder" }?.members.map(\.name) == ["method()"])
    }

    @Test func bothSwiftReadersAgreeOnFreeFunctions() {
        let source = """
            import Foundation

            func fetch(_ url: URL, completion: @escaping (Data?) -> Void) {
                URLSession.shared.dataTask(with: url) { data, _, _ in completion(data) }.resume()
            }
            """
        #expect(FrontEndCheck.compare(path: "Fetch.swift", source: source, filter: Self.filter) == .agree)
    }

    @Test func objectiveCFunctionsAreOneFunctionsPart() throws {
        let facts = ObjCTestSupport.facts("""
            #import <Foundation/Foundation.h>

            typedef NS_ENUM(NSInteger, Kind) { KindA, KindB };
            struct Point { int x; };

            static void MJAutoLaunchSet(BOOL opensAtLogin) {
                [[NSUserDefaults standardUserDefaults] setBool:opensAtLogin forKey:@"launch"];
            }

            BOOL isAddressString(NSString *string) {
                return [string length] == 76;
            }

            @implementation Helper
            static NSString *Key(void) { return @"key"; }
            - (void)run { MJAutoLaunchSet(YES); }
            @end
            """)
        let functions = try #require(facts.types.first { $0.kind == .functions })
        #expect(functions.members.map(\.name) == ["MJAutoLaunchSet(_:)", "isAddressString(_:)", "Key()"])
        #expect(functions.members[0].modifiers == ["static"])
        #expect(functions.members[1].modifiers.isEmpty)
        #expect(functions.members[1].localTypes["string"] == "NSString")
        // The method's C call is kept on its own receiver, where a free function is looked for.
        let run = try #require(facts.types.first { $0.name == "Helper" }?.members.first)
        #expect(run.events.contains { $0.kind == .call && $0.name == "MJAutoLaunchSet" && $0.receiver == .own })
    }

    // MARK: Resolution

    private static let controller = """
        import UIKit
        final class AvatarViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                fetchAvatar(of: user) { data in self.title = data?.description }
            }
        }
        """

    private static let networkingFunction = """
        import Foundation

        func fetchAvatar(of user: User, completion: @escaping (Data?) -> Void) {
            load(user.avatarURL, completion: completion)
        }

        private func load(_ url: URL, completion: @escaping (Data?) -> Void) {
            URLSession.shared.dataTask(with: url) { data, _, _ in completion(data) }.resume()
        }
        """

    @Test func aFreeFunctionInAnotherFileMakingRequestsIsTheCallersNetworking() throws {
        let report = try #require(
            AuditFixture.audit([("Net/Avatar.swift", Self.networkingFunction), ("UI/AvatarViewController.swift", Self.controller)])
                .controller("AvatarViewController"))
        let networking = try #require(report.responsibility(.networking))
        let evidence = try #require(networking.evidence.first)
        #expect(evidence.member == "viewDidLoad()")
        #expect(evidence.line == 5)
        #expect(evidence.token == "fetchAvatar(…)")
        #expect(evidence.reason.hasPrefix("the project's function fetchAvatar "))
        // Through the private `load(_:completion:)` of its file: the chain names the place.
        #expect(evidence.reason.contains("Avatar.swift:8"))
        #expect(evidence.via?.first?.member == "load(_:completion:)")
    }

    @Test func aFrameworkFunctionOfTheSameShapeIsNothing() throws {
        let report = try #require(
            AuditFixture.audit([("UI/AvatarViewController.swift", Self.controller)]).controller("AvatarViewController"))
        #expect(report.responsibility(.networking) == nil)
    }

    @Test func theControllersOwnMethodOfTheNameWins() throws {
        let controller = """
            import UIKit
            final class AvatarViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    fetchAvatar(of: user) { data in self.title = data?.description }
                }
                func fetchAvatar(of user: User, completion: @escaping (Data?) -> Void) { completion(nil) }
            }
            """
        let report = try #require(
            AuditFixture.audit([("Net/Avatar.swift", Self.networkingFunction), ("UI/AvatarViewController.swift", controller)])
                .controller("AvatarViewController"))
        #expect(report.responsibility(.networking) == nil)
    }

    @Test func aPrivateFunctionOfAnotherFileIsNotCalled() throws {
        let private_ = Self.networkingFunction.replacingOccurrences(of: "\nfunc fetchAvatar", with: "\nprivate func fetchAvatar")
        let report = try #require(
            AuditFixture.audit([("Net/Avatar.swift", private_), ("UI/AvatarViewController.swift", Self.controller)])
                .controller("AvatarViewController"))
        #expect(report.responsibility(.networking) == nil)
    }

    @Test func theNearestOfTwoFunctionsOfOneNameRuns() throws {
        let quiet = """
            import Foundation
            func fetchAvatar(of user: User, completion: @escaping (Data?) -> Void) { completion(nil) }
            """
        let near = try #require(
            AuditFixture.audit([
                ("Mac/Avatar.swift", Self.networkingFunction), ("iOS/Avatar.swift", quiet),
                ("iOS/AvatarViewController.swift", Self.controller),
            ]).controller("AvatarViewController"))
        #expect(near.responsibility(.networking) == nil)
        let far = try #require(
            AuditFixture.audit([
                ("iOS/Avatar.swift", Self.networkingFunction), ("Mac/Avatar.swift", quiet),
                ("iOS/AvatarViewController.swift", Self.controller),
            ]).controller("AvatarViewController"))
        #expect(far.responsibility(.networking) != nil)
    }

    @Test func anObjectiveCControllerCallingACFunctionOfAnotherFile() throws {
        let helpers = """
            #import <Foundation/Foundation.h>
            void FetchAvatar(NSURL *url, void (^completion)(NSData *data)) {
                [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                    completion(data);
                }] resume];
            }
            """
        let controller = """
            #import <UIKit/UIKit.h>
            @interface AvatarViewController : UIViewController
            @end
            @implementation AvatarViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                FetchAvatar(self.avatarURL, ^(NSData *data) { self.title = data.description; });
            }
            @end
            """
        let report = try #require(
            AuditFixture.audit([("Net/Helpers.m", helpers), ("UI/AvatarViewController.m", controller)])
                .controller("AvatarViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.member == "-viewDidLoad")
        #expect(evidence.token == "FetchAvatar(…)")
        // Fired and forgotten, the request is the function's: networking counts only when waited for.
        let forgotten = controller.replacingOccurrences(
            of: "FetchAvatar(self.avatarURL, ^(NSData *data) { self.title = data.description; });", with: "FetchAvatar(self.avatarURL, nil);")
        let quiet = try #require(
            AuditFixture.audit([("Net/Helpers.m", helpers), ("UI/AvatarViewController.m", forgotten)])
                .controller("AvatarViewController"))
        #expect(quiet.responsibility(.networking) == nil)
    }

    /// A function that animates does it for its caller, as an extension on `UIView` would,
    /// through the functions of its file; in both languages. One that animates nothing does not.
    @Test func aFreeFunctionThatAnimatesIsTheCallersAnimation() throws {
        let functions = """
            import UIKit

            func animateWithKeyboard(animated: Bool = true, animations: @escaping () -> Void) {
                performAnimation(duration: 0.25, animations: animations)
            }

            private func performAnimation(duration: TimeInterval, animations: @escaping () -> Void) {
                UIView.animate(withDuration: duration, animations: animations)
            }

            func hideBanner(_ banner: UIView) {
                banner.isHidden = true
            }
            """
        let controller = """
            import UIKit
            final class SettingsViewController: UIViewController {
                func keyboardFrameChanged() {
                    animateWithKeyboard { self.footer.alpha = 0 }
                }

                func dismissBanner() {
                    hideBanner(banner)
                }
            }
            """
        let report = try #require(
            AuditFixture.audit([("Utilities/FreeMethods.swift", functions), ("UI/SettingsViewController.swift", controller)])
                .controller("SettingsViewController"))
        let animation = try #require(report.responsibility(.animation))
        #expect(animation.evidence.map(\.member) == ["keyboardFrameChanged()"])
        #expect(animation.evidence.first?.token == "animateWithKeyboard(…)")
        #expect(animation.evidence.first?.via?.first?.member == "performAnimation(duration:animations:)")

        let helpers = """
            #import <UIKit/UIKit.h>
            void FadeOut(UIView *view) {
                [UIView animateWithDuration:0.25 animations:^{ view.alpha = 0; }];
            }
            """
        let objectiveC = """
            #import <UIKit/UIKit.h>
            @interface BannerViewController : UIViewController
            @end
            @implementation BannerViewController
            - (void)dismissBanner {
                FadeOut(self.banner);
            }
            @end
            """
        let banner = try #require(
            AuditFixture.audit([("Utilities/Helpers.m", helpers), ("UI/BannerViewController.m", objectiveC)])
                .controller("BannerViewController"))
        #expect(banner.responsibility(.animation)?.evidence.first?.token == "FadeOut(…)")
    }

    @Test func aTypesMemberCallingAFreeFunctionCarriesItsWork() throws {
        let client = """
            import Foundation
            final class AvatarClient {
                static let shared = AvatarClient()
                func avatar(of user: User, completion: @escaping (Data?) -> Void) { fetchAvatar(of: user, completion: completion) }
            }
            """
        let controller = """
            import UIKit
            final class AvatarViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    AvatarClient.shared.avatar(of: user) { data in self.title = data?.description }
                }
            }
            """
        let report = try #require(
            AuditFixture.audit([
                ("Net/Avatar.swift", Self.networkingFunction), ("Net/AvatarClient.swift", client),
                ("UI/AvatarViewController.swift", controller),
            ]).controller("AvatarViewController"))
        let evidence = try #require(report.responsibility(.networking)?.evidence.first)
        #expect(evidence.token == "AvatarClient.avatar(…)")
        #expect(evidence.via?.first?.member == "load(_:completion:)")
    }
}
