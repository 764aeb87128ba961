@_spi(RawSyntax) import SwiftSyntax

/// A file's bytes with its tokens, and the questions the scanner and the body reader ask of a
/// token. Valid only while the bytes are.
struct ObjCSource {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [ObjCToken]
    /// Per token, whether it names a class spelled with a lowercase prefix (iTerm2's
    /// `iTermController`) that this file imports, forward-declares or declares; empty when the
    /// file names none, as nearly every file does.
    private let lowercaseClassTokens: [Bool]

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens = ObjCTokenizer.tokenize(bytes)
        lowercaseClassTokens = Self.lowercaseClassTokens(tokens, bytes)
    }

    /// The tokens naming a class spelled with a lowercase prefix. Each file is read alone, and
    /// a lowercase name is a variable to it; the file's own `#import "iTermController.h"`,
    /// `@class iTermController;` or `@interface iTermController` say it is a class here.
    private static func lowercaseClassTokens(_ tokens: [ObjCToken], _ bytes: UnsafeBufferPointer<UInt8>) -> [Bool] {
        func text(_ start: Int, _ end: Int) -> SyntaxText {
            SyntaxText(baseAddress: bytes.baseAddress.map { $0 + start }, count: end - start)
        }
        func isLowercaseClassName(_ start: Int, _ end: Int) -> Bool {
            end > start && String.isLowercasePrefixedClassName(bytes[start..<end])
        }
        var names: Set<SyntaxText> = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let start = Int(token.start), end = Int(token.end)
            switch token.kind {
            case .preprocessor:
                // `#import "iTermController.h"`: the header's name, before `.h`.
                guard let open = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "\"") }),
                    let close = (open + 1..<end).first(where: { bytes[$0] == UInt8(ascii: "\"") }),
                    close - open > 3, bytes[close - 2] == UInt8(ascii: "."), bytes[close - 1] == UInt8(ascii: "h")
                else { break }
                var nameStart = close - 2
                while nameStart > open + 1, bytes[nameStart - 1] != UInt8(ascii: "/") { nameStart -= 1 }
                if isLowercaseClassName(nameStart, close - 2) { names.insert(text(nameStart, close - 2)) }
            case .atKeyword:
                // `@class iTermA, iTermB;`, `@interface iTermA`, `@implementation iTermA`.
                let keyword = text(start, end)
                if keyword == "@class" {
                    var next = index + 1
                    while next < tokens.count, tokens[next].kind == .identifier || tokens[next].length == 1 && bytes[Int(tokens[next].start)] == UInt8(ascii: ",") {
                        let name = tokens[next]
                        if name.kind == .identifier, isLowercaseClassName(Int(name.start), Int(name.end)) {
                            names.insert(text(Int(name.start), Int(name.end)))
                        }
                        next += 1
                    }
                } else if keyword == "@interface" || keyword == "@implementation", index + 1 < tokens.count,
                    tokens[index + 1].kind == .identifier
                {
                    let name = tokens[index + 1]
                    if isLowercaseClassName(Int(name.start), Int(name.end)) { names.insert(text(Int(name.start), Int(name.end))) }
                }
            default:
                break
            }
            index += 1
        }
        guard !names.isEmpty else { return [] }
        return tokens.map { token in
            token.kind == .identifier && bytes[Int(token.start)] >= UInt8(ascii: "a") && bytes[Int(token.start)] <= UInt8(ascii: "z")
                && names.contains(text(Int(token.start), Int(token.end)))
        }
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

    /// Whether an identifier starts with an uppercase ASCII letter (a class or a constant), or
    /// names a class this file knows by a lowercase prefix (``lowercaseClassTokens``).
    func isUppercase(_ index: Int) -> Bool {
        guard isIdentifier(index) else { return false }
        let first = bytes[Int(tokens[index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
            || (!lowercaseClassTokens.isEmpty && lowercaseClassTokens[index])
    }

    /// The index of the token closing the bracket opened at `open`, or the last token before
    /// `limit` when it never closes. `@end` ends any bracket: a body never spans it, so a
    /// missing `}` costs one member, not the rest of the file.
    ///
    /// Both branches of an `#if` are tokens, so brackets are counted as the first branch has
    /// them: each `#else`/`#elif` branch starts at the depth its `#if` had
    /// (`#ifdef X if (a || b) { #else if (a) { #endif` opens one bracket, not two).
    func closing(_ open: Int, limit: Int? = nil) -> Int {
        let end = limit ?? count
        var depth = 0
        var index = open
        var conditionals: [(depthAtIf: Int, depthAfterFirstBranch: Int?)] = []
        while index < end {
            let token = tokens[index]
            if token.kind == .preprocessor {
                switch conditionalDirective(index) {
                case .opening: conditionals.append((depth, nil))
                case .branch:
                    if let top = conditionals.last {
                        if top.depthAfterFirstBranch == nil { conditionals[conditionals.count - 1].depthAfterFirstBranch = depth }
                        depth = top.depthAtIf
                    }
                case .closing:
                    if let top = conditionals.popLast(), let first = top.depthAfterFirstBranch { depth = first }
                case nil: break
                }
            } else if token.kind == .punctuation && token.length == 1 {
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

    private enum ConditionalDirective { case opening, branch, closing }

    /// What the preprocessor line at `index` does to a conditional: `#if`/`#ifdef`/`#ifndef`
    /// open one, `#else`/`#elif` start another branch, `#endif` closes it.
    private func conditionalDirective(_ index: Int) -> ConditionalDirective? {
        let token = tokens[index]
        var position = Int(token.start) + 1
        let end = Int(token.end)
        while position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        var wordEnd = position
        while wordEnd < end, bytes[wordEnd] >= UInt8(ascii: "a"), bytes[wordEnd] <= UInt8(ascii: "z") { wordEnd += 1 }
        switch SyntaxText(baseAddress: bytes.baseAddress.map { $0 + position }, count: wordEnd - position) {
        case "if", "ifdef", "ifndef": return .opening
        case "else", "elif": return .branch
        case "endif": return .closing
        default: return nil
        }
    }

    /// `@end`, `@implementation`, `@interface`: where a container ends or begins.
    func isEndOfDeclarations(_ index: Int) -> Bool {
        `is`(index, "@end") || `is`(index, "@implementation") || `is`(index, "@interface")
    }
}
