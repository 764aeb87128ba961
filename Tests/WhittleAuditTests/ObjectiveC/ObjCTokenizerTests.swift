import Foundation
import Testing
@testable import WhittleAudit

struct ObjCTokenizerTests {
    /// Each token as `kind:text`.
    static func tokens(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            ObjCTokenizer.tokenize(buffer).map { token in
                "\(token.kind):" + String(decoding: buffer[Int(token.start)..<Int(token.end)], as: UTF8.self)
            }
        }
    }

    @Test func declarationsAndAtKeywords() {
        #expect(
            Self.tokens("@interface A : B <P>\n@property (nonatomic) IBOutlet UILabel *l;\n@end")
                == [
                    "atKeyword:@interface", "identifier:A", "punctuation::", "identifier:B", "punctuation:<", "identifier:P",
                    "punctuation:>", "atKeyword:@property", "punctuation:(", "identifier:nonatomic", "punctuation:)",
                    "identifier:IBOutlet", "identifier:UILabel", "punctuation:*", "identifier:l", "punctuation:;",
                    "atKeyword:@end",
                ])
    }

    @Test func literals() {
        #expect(
            Self.tokens(#"@"a \"b\"" "c\\" 'x' '\'' @[@1, @-2] @{@"k": @(3)} 0x1Fu 1.5e-3f @YES"#)
                == [
                    #"atString:@"a \"b\"""#, #"string:"c\\""#, "character:'x'", #"character:'\''"#, "literalOpen:@[",
                    "number:@1", "punctuation:,", "number:@-2", "punctuation:]", "literalOpen:@{", #"atString:@"k""#,
                    "punctuation::", "literalOpen:@(", "number:3", "punctuation:)", "punctuation:}", "number:0x1Fu",
                    "number:1.5e-3f", "atKeyword:@YES",
                ])
    }

    @Test func commentsAreDropped() {
        #expect(Self.tokens("a // b [\n/* c\n ] */ d /* unterminated") == ["identifier:a", "identifier:d"])
    }

    @Test func preprocessor() {
        let source = """
            #import <UIKit/UIKit.h>
            #define BEGIN { \\
                [x y]
            #pragma mark - Table view
              #if DEBUG
            a
            #else
            b
            #endif
            c # d
            """
        #expect(
            Self.tokens(source)
                == [
                    "preprocessor:#import <UIKit/UIKit.h>", "preprocessor:#define BEGIN { \\\n    [x y]",
                    "mark:#pragma mark - Table view", "preprocessor:#if DEBUG", "identifier:a", "preprocessor:#else",
                    "identifier:b", "preprocessor:#endif", "identifier:c", "punctuation:#", "identifier:d",
                ])
    }

    /// Code kept under `#if 0` is compiled by no build: it is dropped, nested conditionals and
    /// all, and the `#else` branch is read. Any other condition reads every branch.
    @Test func disabledBranchesAreDropped() {
        let source = """
            #if 0
            a
            #if DEBUG
            b
            #else
            c
            #endif
            /* #endif */
            #else
            d
            #endif
            # if false // old
            e
            #elif NEW
            f
            #endif
            #if 0x1
            g
            #endif
            #if 0 || DEBUG
            h
            #endif
            #if FALSE
            i
            """
        #expect(
            Self.tokens(source)
                == [
                    "preprocessor:#else", "identifier:d", "preprocessor:#endif", "preprocessor:#elif NEW", "identifier:f",
                    "preprocessor:#endif", "preprocessor:#if 0x1", "identifier:g", "preprocessor:#endif",
                    "preprocessor:#if 0 || DEBUG", "identifier:h", "preprocessor:#endif",
                ])
    }

    @Test func blocksArrowsAndEllipsis() {
        #expect(
            Self.tokens("^(id x, ...) { self->_y; }")
                == [
                    "punctuation:^", "punctuation:(", "identifier:id", "identifier:x", "punctuation:,", "punctuation:...",
                    "punctuation:)", "punctuation:{", "identifier:self", "punctuation:->", "identifier:_y", "punctuation:;",
                    "punctuation:}",
                ])
    }

    @Test func unterminatedLiteralsEndAtTheLine() {
        #expect(Self.tokens("@\"abc\nx 'q\ny \"z") == [#"atString:@"abc"#, "identifier:x", "character:'q", "identifier:y", #"string:"z"#])
    }

    @Test func markTitle() {
        let bytes = Array("#pragma mark - UITableViewDataSource\n".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let tokens = ObjCTokenizer.tokenize(buffer)
            #expect(tokens.count == 1)
            #expect(ObjCTokenizer.markTitle(buffer, tokens[0]) == "UITableViewDataSource")
        }
    }

    /// Any bytes: tokens stay inside the buffer, in order, and never overlap.
    @Test func randomBytesNeverCrashOrHang() {
        var generator = SystemRandomNumberGenerator()
        let filter = AuditCatalog().eventFilter
        let alphabet = Array("@[]{}()\"'\\/*#\n ^:;-+<>.abcXYZ_0129%".utf8) + [0, 0x80, 0xFF, 0xC3, 0x0D]
        for round in 0..<300 {
            let count = Int.random(in: 0...400, using: &generator)
            let bytes: [UInt8] = (0..<count).map { _ in
                round % 2 == 0 ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator) ?? 0
            }
            bytes.withUnsafeBufferPointer { buffer in
                let tokens = ObjCTokenizer.tokenize(buffer)
                var last: Int32 = 0
                for token in tokens {
                    #expect(token.start >= last && token.end > token.start && Int(token.end) <= buffer.count)
                    last = token.end
                }
                let facts = ObjCFileParser.facts(
                    path: "Random.m", bytes: buffer, scan: SourceScan(buffer), filter: filter)
                #expect(facts.lineCount >= 1)
            }
        }
    }
}
