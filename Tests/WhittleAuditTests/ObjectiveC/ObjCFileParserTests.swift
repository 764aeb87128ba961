import Foundation
import Testing
@testable import WhittleAudit

/// `FileParser` sends `.h`, `.m` and `.mm` files to the Objective-C front end.
struct ObjCFileParserTests {
    static let filter = AuditCatalog().eventFilter

    @Test(arguments: ["A.h", "A.m", "A.mm"])
    func dispatchesByExtension(_ path: String) {
        let source = "@interface A : UIViewController\n@end\n"
        guard case .facts(let facts, _) = FileParser.parse(path: path, data: Data(source.utf8), filter: Self.filter) else {
            Issue.record("no facts for \(path)")
            return
        }
        #expect(facts.types.map(\.name) == ["A"])
    }

    /// Latin-1 bytes in a comment or a string do not cost the file; a NUL byte means binary.
    @Test func encodingAndBinary() {
        var latin1 = Data("@implementation A\n// caf".utf8)
        latin1.append(0xE9)
        latin1.append(contentsOf: Data("\n- (void)a { [self b]; }\n@end\n".utf8))
        guard case .facts(let facts, _) = FileParser.parse(path: "A.m", data: latin1, filter: Self.filter) else {
            Issue.record("non-UTF-8 file skipped")
            return
        }
        #expect(facts.types.first?.members.map(\.name) == ["-a"])
        let binary = Data([0x40, 0x00, 0x41])
        guard case .skipped(let diagnostic) = FileParser.parse(path: "B.m", data: binary, filter: Self.filter) else {
            Issue.record("binary file parsed")
            return
        }
        #expect(diagnostic.kind == .binary)
    }

    /// Broken input is read as far as it is sure, and the file's diagnostic says where; a
    /// well-formed file has none.
    @Test(arguments: [
        ("@implementation A\n- (void)a { [self b]; }\n", "line 1: `@implementation A` has no `@end`; read up to line 2"),
        ("@implementation A\n- (void)a {\n [self b];\n\n@end\n", "line 2: the body of `-a` does not close; read up to line 3"),
        ("@interface A : UIViewController\n@property UILabel *l;\n@implementation A\n@end\n", "line 1: `@interface A` has no `@end`"),
    ])
    func brokenInputIsNamed(source: String, expected: String) {
        guard case .facts(_, let diagnostic) = FileParser.parse(path: "A.m", data: Data(source.utf8), filter: Self.filter) else {
            Issue.record("broken file skipped")
            return
        }
        #expect(diagnostic?.kind == .incomplete)
        #expect(diagnostic?.message.contains(expected) == true, "\(String(describing: diagnostic?.message))")
    }

    @Test func wellFormedFileHasNoDiagnostic() {
        let source = """
            #if TARGET_OS_TV
            @interface A () <TVDelegate>
            #else
            @interface A () <PhoneDelegate>
            #endif
            @end
            @implementation A
            - (void)a { if (x) { [self b]; } }
            @end
            """
        guard case .facts(_, let diagnostic) = FileParser.parse(path: "A.m", data: Data(source.utf8), filter: Self.filter) else {
            Issue.record("file skipped")
            return
        }
        #expect(diagnostic == nil)
    }

    /// Brackets are counted as an `#if`'s first branch has them: branches that each open a
    /// block (`#ifdef X if (a || b) { #else if (a) { #endif`) open one, and the methods after
    /// them are still members of their own.
    @Test func branchesOfAConditionalOpenOneBlock() {
        let source = """
            @implementation Backend
            - (void)answer:(id)challenge {
            #ifdef SIMULATE_FAILURE
                if (challenge == nil || arc4random() % 2) {
            #else
                if (challenge == nil) {
            #endif
                    return;
                }
                [self send:challenge];
            }
            - (void)generatePairingTokenWithHandler:(id)handler {
                [self.session dataTaskWithRequest:self.request completionHandler:handler];
            }
            @end
            """
        guard case .facts(let facts, let diagnostic) = FileParser.parse(path: "A.m", data: Data(source.utf8), filter: Self.filter) else {
            Issue.record("file skipped")
            return
        }
        #expect(diagnostic == nil)
        #expect(facts.types.first?.members.map(\.name) == ["-answer:", "-generatePairingTokenWithHandler:"])
    }
}
