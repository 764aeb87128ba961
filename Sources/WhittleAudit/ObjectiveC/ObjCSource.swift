@_spi(RawSyntax) import SwiftSyntax

/// A file's bytes with its tokens, and the questions the scanner and the body reader ask of a
/// token. Valid only while the bytes are.
struct ObjCSource {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [ObjCToken]

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens = ObjCTokenizer.tokenize(bytes)
    }

    var count: Int { tokens.count }

    /// The token's bytes, for the event filter's lookups (no `String` made).
    func syntaxText(_ index: Int) -> SyntaxText {
        let token = tokens[index]
        return SyntaxText(baseAddress: bytes.baseAddress.map { $0 + Int(token.start) }, count: token.length)
    }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    func text(from first: Int, through last: Int) -> String {
        guard first <= last, first >= 0, last < count else { return "" }
        var result = ""
        for index in first...last {
            if index > first, tokens[index].start > tokens[index - 1].end { result += " " }
            result += text(index)
        }
        return result
    }

    func kind(_ index: Int) -> ObjCToken.Kind? {
        index >= 0 && index < count ? tokens[index].kind : nil
    }

    /// Whether the token is the one-byte punctuation `byte`.
    func isPunctuation(_ index: Int, _ byte: Character) -> Bool {
        guard index >= 0, index < count, tokens[index].kind == .punctuation, tokens[index].length == 1,
            let ascii = byte.asciiValue
        else { return false }
        return bytes[Int(tokens[index].start)] == ascii
    }

    /// Whether the token opens like `byte` (`[`, `{`, `(`), counting `@[`, `@{`, `@(`.
    func opens(_ index: Int, _ byte: Character) -> Bool {
        if isPunctuation(index, byte) { return true }
        guard index >= 0, index < count, tokens[index].kind == .literalOpen, let ascii = byte.asciiValue else { return false }
        return bytes[Int(tokens[index].start) + 1] == ascii
    }

    func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }

    /// Whether the token is the identifier or `@`-keyword spelled `word`.
    func `is`(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < count else { return false }
        let token = tokens[index]
        guard token.length == word.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let utf8 = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for offset in 0..<utf8.count where bytes[start + offset] != utf8[offset] { return false }
        return true
    }

    /// Whether the token is an identifier naming `self` by convention (``MemberEvent/selfAliases``).
    func isSelfAlias(_ index: Int) -> Bool {
        guard isIdentifier(index) else { return false }
        let token = tokens[index]
        return MemberEvent.isSelfAlias(bytes[Int(token.start)..<Int(token.end)])
    }

    /// Whether an identifier starts with an uppercase ASCII letter (a class or a constant).
    func isUppercase(_ index: Int) -> Bool {
        guard isIdentifier(index) else { return false }
        let first = bytes[Int(tokens[index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// The index of the token closing the bracket opened at `open`, or the last token before
    /// `limit` when it never closes. `@end` ends any bracket: a body never spans it, so a
    /// missing `}` costs one member, not the rest of the file.
    func closing(_ open: Int, limit: Int? = nil) -> Int {
        let end = limit ?? count
        var depth = 0
        var index = open
        while index < end {
            let token = tokens[index]
            if token.kind == .punctuation && token.length == 1 {
                switch bytes[Int(token.start)] {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            } else if token.kind == .literalOpen {
                depth += 1
            } else if token.kind == .atKeyword, index > open, isEndOfDeclarations(index) {
                return index - 1
            }
            index += 1
        }
        return max(open, end - 1)
    }

    /// `@end`, `@implementation`, `@interface`: where a container ends or begins.
    func isEndOfDeclarations(_ index: Int) -> Bool {
        `is`(index, "@end") || `is`(index, "@implementation") || `is`(index, "@interface")
    }
}
