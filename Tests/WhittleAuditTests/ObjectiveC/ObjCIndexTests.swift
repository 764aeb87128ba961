import Foundation
import Testing
@testable import WhittleAudit

/// A class declared in a `.h`, implemented in a `.m`, extended by a category and by Swift is
/// one controller.
struct ObjCIndexTests {
    static let header = """
        @interface ProfileViewController : UIViewController <UITableViewDelegate>
        @property (nonatomic, strong) NSString *name;
        @end
        """
    static let implementation = """
        #import "ProfileViewController.h"
        @interface ProfileViewController () <UITableViewDataSource>
        @end
        @implementation ProfileViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
        }
        @end
        """
    static let category = """
        @implementation ProfileViewController (Sharing)
        - (void)share {
            [self presentViewController:[[UIActivityViewController alloc] initWithActivityItems:@[] applicationActivities:nil] animated:YES completion:nil];
        }
        @end
        """
    static let swift = """
        extension ProfileViewController {
            func close() { dismiss(animated: true) }
        }
        final class SettingsViewController: ProfileViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }
        """

    @Test func headerImplementationCategoryAndSwiftMerge() throws {
        let report = AuditFixture.audit([
            ("ProfileViewController.h", Self.header), ("ProfileViewController.m", Self.implementation),
            ("ProfileViewController+Sharing.m", Self.category), ("ProfileViewController+Close.swift", Self.swift),
        ])
        let profile = try #require(report.controller("ProfileViewController"))
        #expect(report.viewControllers.filter { $0.name == "ProfileViewController" }.count == 1)
        let members = profile.responsibilities.flatMap(\.members)
        #expect(members.contains("-viewDidLoad"))
        #expect(members.contains("-share"))
        #expect(members.contains("close()"))
        #expect(profile.responsibilityIDs.contains(.navigation))
        #expect(profile.responsibilityIDs.contains(.lifecycle))
        // The report names the declaration's language, and each file's.
        #expect(profile.language == .objectiveC)
        #expect(profile.files.first { $0.file.hasSuffix(".swift") }?.language == .swift)
        #expect(profile.files.first { $0.file.hasSuffix("+Sharing.m") }?.language == .objectiveC)
        // The Swift subclass resolves through the Objective-C class.
        #expect(report.controller("SettingsViewController") != nil)
    }

    /// A header's `- (IBAction)send:(id)sender;` is an action however the `.m` writes its
    /// result (`- (void)send:(id)sender`); a method the header declares with `void` is not.
    @Test func anActionDeclaredInTheHeaderIsAnActionWhereImplemented() throws {
        let header = """
            @interface SpeedViewController : NSViewController
            - (IBAction)setSpeedLimit:(id)sender;
            - (void)updateOptions;
            @end
            """
        let implementation = """
            #import "SpeedViewController.h"
            @interface SpeedViewController ()
            - (IBAction)toggleSeeding:(id)sender;
            @end
            @implementation SpeedViewController
            - (void)setSpeedLimit:(id)sender {
                [self.torrent setSpeedLimit:[sender intValue]];
            }
            - (void)toggleSeeding:(id)sender {
                [self.torrent toggleSeeding];
            }
            - (void)updateOptions {
                [self.torrent refresh];
            }
            @end
            """
        let facts = ObjCTestSupport.facts(header, path: "SpeedViewController.h")
        #expect(facts.types.first?.declaredActions == ["-setSpeedLimit:"])
        let report = AuditFixture.audit([("SpeedViewController.h", header), ("SpeedViewController.m", implementation)])
        let controller = try #require(report.controller("SpeedViewController"))
        let input = controller.responsibilities.first { $0.id == .userInput }
        #expect(input?.members.sorted() == ["-setSpeedLimit:", "-toggleSeeding:"])
        #expect(controller.metrics.ibActions == 2)
    }

    @Test func objectiveCSubclassOfSwiftController() {
        let report = AuditFixture.audit([
            ("Base.swift", "class BaseViewController: UIViewController {}"),
            ("Child.m", "@interface ChildController : BaseViewController\n@end\n@implementation ChildController\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end"),
        ])
        #expect(report.controller("ChildController") != nil)
    }

    /// Objective-C spellings are read in Objective-C files only: `enabled` and `openURL` may be
    /// anything in Swift code, whose audit must not change.
    @Test func objectiveCSignalsStayInObjectiveC() {
        let swift = "final class S: UIViewController {\n    func a() { toggle.enabled = false; openURL(x) }\n}"
        #expect(AuditFixture.audit([("S.swift", swift)]).controller("S")?.responsibilityIDs.isDisjoint(with: [.validation, .navigation]) == true)
        let objectiveC = "@interface O : UIViewController\n@end\n@implementation O\n- (void)a { self.doneButton.enabled = self.nameField.text.length > 0; }\n@end"
        #expect(AuditFixture.audit([("O.m", objectiveC)]).controller("O")?.responsibilityIDs.contains(.validation) == true)
    }

    /// A dictionary of measured sizes or loaded images is a cache in either language's
    /// declaration; one of flags is not.
    @Test func aDictionaryOfImagesIsACacheInBothLanguages() throws {
        let objectiveC = """
            @interface O : UIViewController
            @property (nonatomic, strong) NSMutableDictionary<NSIndexPath *, UIImage *> *thumbnails;
            @property (nonatomic, strong) NSMutableDictionary<NSString *, NSNumber *> *flags;
            @end
            @implementation O
            @end
            """
        let caching = try #require(AuditFixture.audit([("O.m", objectiveC)]).controller("O")?.responsibility(.caching))
        #expect(caching.evidence.map(\.token) == ["thumbnails: NSMutableDictionary<NSIndexPath *, UIImage *>"])
        let swift = "final class S: UIViewController {\n    var heights: [IndexPath: CGFloat] = [:]\n    var flags: [IndexPath: Bool] = [:]\n}"
        let swiftCaching = try #require(AuditFixture.audit([("S.swift", swift)]).controller("S")?.responsibility(.caching))
        #expect(swiftCaching.evidence.map(\.token) == ["heights: [IndexPath: CGFloat]"])
    }

    /// What a declared dictionary keeps, in both languages' spellings; `nil` for anything else.
    @Test(arguments: [
        ("[IndexPath: CGFloat]", "CGFloat"), ("[IndexPath : CGFloat]?", "CGFloat"), ("Dictionary<URL, UIImage?>", "UIImage"),
        ("NSMutableDictionary<NSURL *, UIImage *> *", "UIImage"), ("[String: [Int: CGSize]]", "[Int: CGSize]"),
        ("[(Int, Int): CGRect]!", "CGRect"), ("NSDictionary <NSString *, NSValue *>", "NSValue"),
        ("[CGFloat]", nil), ("Set<CGFloat>", nil), ("DictionaryView<A, B>", nil), ("[String:]", nil), ("CGFloat", nil),
    ] as [(String, String?)])
    func dictionaryValueTypes(declared: String, value: String?) {
        #expect(MemberClassifier.dictionaryValueType(of: declared) == value)
    }

    @Test func languagesOptionTurnsObjectiveCOff() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.m", "@interface A : UIViewController\n@end")
        try folder.write("B.swift", "class B: UIViewController {}")
        var configuration = AuditConfiguration()
        configuration.languages = [.swift]
        let swiftOnly = try FileDiscovery(configuration: configuration).discover([folder.path]).files
        #expect(swiftOnly.map { ($0 as NSString).lastPathComponent } == ["B.swift"])
        let both = try FileDiscovery(configuration: AuditConfiguration()).discover([folder.path]).files
        #expect(both.map { ($0 as NSString).lastPathComponent } == ["A.m", "B.swift"])
    }
}
