import Foundation
import Testing
@testable import WhittleAudit

struct ObjCDeclarationScannerTests {
    static let header = """
        #import <UIKit/UIKit.h>
        NS_ASSUME_NONNULL_BEGIN
        @class Photo;
        @protocol PhotoPicking;
        @interface PhotosViewController : UITableViewController <UISearchBarDelegate, PhotoPicking>
        @property (nonatomic, strong) NSArray<Photo *> *photos;
        @property (nonatomic, copy, nullable) void (^onPick)(Photo *photo);
        @property (class, nonatomic, readonly) PhotosViewController *shared;
        - (void)reload;
        + (instancetype)controllerWithPhotos:(NSArray *)photos NS_SWIFT_NAME(init(photos:));
        @end
        NS_ASSUME_NONNULL_END
        """

    static let implementation = """
        #import "PhotosViewController.h"

        static NSString * const CellID = @"Cell";

        static CGFloat Height(void) { return 44; }

        @interface PhotosViewController () <UITableViewDataSource>
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
        @end

        @implementation PhotosViewController {
            NSCache *_thumbnails;
            __weak id _delegate;
        }

        #pragma mark - Lifecycle

        - (void)viewDidLoad {
            [super viewDidLoad];
        }

        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return self.photos.count;
        }

        - (UITableViewCell *)tableView:(UITableView *)tableView
                 cellForRowAtIndexPath:(NSIndexPath *)indexPath
        {
            if (indexPath.row > 0) { return nil; }
            return [tableView dequeueReusableCellWithIdentifier:CellID forIndexPath:indexPath];
        }

        - (IBAction)done:(id)sender {
        }

        + (instancetype)controllerWithPhotos:(NSArray *)photos {
            return [[self alloc] init];
        }

        - (instancetype)initWithStyle:(UITableViewStyle)style {
            self = [super initWithStyle:style];
            return self;
        }

        - (void)dealloc {
        }

        - (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2) {
        }

        @end

        @implementation PhotosViewController (Sharing)
        - (void)share {
        }
        @end
        """

    @Test func interfaceIsTheClassPart() throws {
        let facts = ObjCTestSupport.facts(Self.header, path: "PhotosViewController.h")
        #expect(facts.types.map(\.kind) == [.class])
        let type = try #require(facts.types.first)
        #expect(type.name == "PhotosViewController")
        #expect(type.inheritedTypes == ["UITableViewController", "UISearchBarDelegate", "PhotoPicking"])
        #expect(type.members.map(\.name) == ["photos", "onPick", "shared"])
        #expect(type.members.map(\.kind) == [.storedProperty, .storedProperty, .storedProperty])
        #expect(type.members[2].modifiers == ["static"])
        #expect(type.members[0].declaredType == "NSArray<Photo *>")
        #expect(type.startLine == 5 && type.endLine == 11)
    }

    @Test func extensionImplementationAndCategory() throws {
        let facts = ObjCTestSupport.facts(Self.implementation)
        // `static CGFloat Height(void)` is the file's free function, after its classes' parts.
        #expect(facts.types.map(\.kind) == [.extension, .extension, .extension, .functions])
        #expect(
            facts.types.map(\.name) == ["PhotosViewController", "PhotosViewController", "PhotosViewController", TypeFacts.functionsName])
        #expect(facts.types.last?.members.map(\.name) == ["Height()"])
        #expect(facts.types.last?.members.first?.startLine == 5)
        #expect(facts.types[0].inheritedTypes == ["UITableViewDataSource"])
        #expect(facts.types[0].members.map(\.name) == ["titleLabel", "buttons"])
        #expect(facts.types[0].members.map(\.attributes) == [["IBOutlet"], ["IBOutletCollection"]])
        let implementation = facts.types[1]
        #expect(
            implementation.members.map(\.name) == [
                "_thumbnails", "_delegate", "-viewDidLoad", "-tableView:numberOfRowsInSection:",
                "-tableView:cellForRowAtIndexPath:", "-done:", "+controllerWithPhotos:", "-initWithStyle:", "-dealloc",
                "-log:",
            ])
        #expect(
            implementation.members.map(\.kind) == [
                .storedProperty, .storedProperty, .method, .method, .method, .method, .method, .initializer,
                .deinitializer, .method,
            ])
        #expect(implementation.members[0].declaredType == "NSCache")
        let cell = implementation.members[4]
        #expect(cell.startLine == 27 && cell.endLine == 32)
        #expect(cell.parameterTypes == ["UITableView *", "NSIndexPath *"])
        #expect(cell.baseName == "tableView")
        #expect(implementation.members[5].attributes == ["IBAction"])
        #expect(implementation.members[6].modifiers == ["static"])
        #expect(facts.types[2].members.map(\.name) == ["-share"])
        #expect(facts.marks.map(\.text) == ["Lifecycle"])
    }

    @Test func protocolsAreProtocolParts() {
        let facts = ObjCTestSupport.facts("@protocol Picking <NSObject>\n- (void)pick;\n@end\n@protocol Later;\n")
        #expect(facts.types.map(\.kind) == [.protocol])
        #expect(facts.types.first?.name == "Picking")
    }

    /// Broken files keep what is sure and always end.
    @Test(arguments: [
        "@interface A : UIViewController\n@property (nonatomic) UILabel *l;\n",
        "@implementation A\n- (void)a {\n [self b];\n\n@end\n@implementation B\n- (void)c {}\n@end",
        "#define BEGIN {\n@implementation A\n- (void)a BEGIN [x y]; }\n}\n}\n@end",
        "@implementation A\n- (void)a { [[[[[[ }\n- (void)b { ]]]]]) }\n@end",
        "@interface\n@implementation\n@end @end - + ( [ {",
        "@implementation A - (void) @end",
        "@interface A\n@interface",
        "@implementation A\n@implementation",
    ])
    func badInput(_ source: String) {
        let facts = ObjCTestSupport.facts(source)
        #expect(facts.types.count <= 3)
    }

    @Test func missingBraceCostsOneMember() {
        let facts = ObjCTestSupport.facts(
            "@implementation A\n- (void)a {\n [self b];\n\n@end\n@implementation B\n- (void)c {}\n@end")
        #expect(facts.types.map(\.name) == ["A", "B"])
        #expect(facts.types.last?.members.map(\.name) == ["-c"])
    }

    @Test func largeGeneratedFileIsLinear() {
        var source = "@implementation Big\n"
        let method = "- (void)m%d:(id)x { [[self.a b:[c d] e:@[@1, @\"%d\"]] f]; self.view.frame = CGRectMake(0, 0, 1, 1); }\n"
        while source.utf8.count < 10_000_000 { source += method }
        source += "@end\n"
        let start = Date()
        let facts = ObjCTestSupport.facts(source)
        #expect(facts.types.first?.members.count ?? 0 > 50_000)
        // A guard against a hang, not a benchmark: a debug build on a shared machine is slow.
        #expect(Date().timeIntervalSince(start) < 240)
    }
}
