import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// A file with the insides of its member bodies blanked out, for SwiftParser to parse the
/// declarations alone.
///
/// Bodies hold most of a file's code, and a full syntax tree of them is the audit's largest
/// cost; the evidence the auditor reads from a body (names, calls, member accesses,
/// interpolations) is lexical, so ``TokenEventReader`` takes it from the tokens. The blanked
/// copy keeps every line break, so lines and positions in the skeleton's
/// tree map back to the original file's through ``SkeletonOffsets``.
///
/// The planner only blanks a `{ … }` it is sure opens a function, initializer, deinitializer
/// or accessor body at declaration level; anything else (closures in initializers, property
/// observers after `=`, code it cannot read) stays for the parser. ``FactsExtractor`` then
/// checks that every blanked block is a body in the skeleton's tree; if one is not, the file is
/// parsed again whole, so a planning mistake costs time, never a wrong fact.
struct SkeletonSource {
    /// A blanked body: the token indices of its `{` and `}`.
    struct Body {
        var open: Int
        var close: Int
    }

    let tokens: SourceTokens
    private(set) var bodies: [Body] = []
    /// The byte offset of each body's `{`, to find the body from the skeleton's tree.
    private(set) var bodyIndexByBrace: [Int32: Int] = [:]

    /// Plans the bodies to blank; `nil` when the brackets do not balance, which the parser
    /// handles better than a guess.
    init?(tokens: SourceTokens) {
        self.tokens = tokens
        guard plan() else { return nil }
        bodyIndexByBrace.reserveCapacity(bodies.count)
        for (index, body) in bodies.enumerated() { bodyIndexByBrace[tokens[body.open].start] = index }
    }

    /// The body whose `{` is at `offset`, if it was blanked.
    func body(atBrace offset: Int) -> Int? {
        bodyIndexByBrace[Int32(truncatingIfNeeded: offset)]
    }

    /// Calls `body` with the skeleton: the file with each blanked body's inside reduced to its
    /// line breaks (so lines still count right), and the map from its offsets to the file's.
    ///
    /// Dropping the inside rather than overwriting it with spaces spares the parser from
    /// lexing three quarters of the file again as whitespace.
    func withSkeleton<Result>(_ body: (UnsafeBufferPointer<UInt8>, SkeletonOffsets) -> Result) -> Result {
        let source = tokens.bytes
        guard !bodies.isEmpty else { return body(source, .identity) }
        var skeleton: [UInt8] = []
        skeleton.reserveCapacity(source.count / 3)
        var offsets = SkeletonOffsets()
        var copied = 0
        var removed = 0
        // Most files break lines with `\n` alone: then the breaks inside a body are found with
        // `memchr`, which steps over the bytes between far faster than a loop over each.
        let hasCarriageReturns = source.baseAddress.map { memchr($0, 0x0D, source.count) != nil } ?? false
        for blanked in bodies {
            let inside = Int(tokens[blanked.open].start) + 1
            let closing = Int(tokens[blanked.close].start)
            skeleton.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied..<inside]))
            let breaksStart = skeleton.count
            if !hasCarriageReturns, let base = source.baseAddress {
                var index = inside
                while index < closing, let found = memchr(base + index, 0x0A, closing - index) {
                    skeleton.append(0x0A)
                    index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                }
            } else {
                for byte in source[inside..<closing] where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    skeleton.append(byte)
                }
            }
            removed += closing - inside - (skeleton.count - breaksStart)
            offsets.append(closingBraceAt: skeleton.count, removedSoFar: removed)
            copied = closing
        }
        skeleton.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied...]))
        return skeleton.withUnsafeBufferPointer { body($0, offsets) }
    }

    // MARK: Planning

    private mutating func plan() -> Bool {
        var index = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftBrace, .leftParen, .leftSquare:
                // A block at declaration level that opens no type or member body: a closure
                // initializer, an attribute's arguments, observers after `=`.
                guard let partner = tokens.partner(of: index) else { return false }
                index = partner + 1
            case .keyword:
                let word = tokens.text(index)
                if word == "struct" || word == "enum" || word == "extension" || word == "protocol"
                    || (word == "class" && tokens.kind(index + 1) == .identifier && !Self.isModifier(tokens.text(index + 1)))
                {
                    guard let next = typeBody(after: index) else { return false }
                    index = next
                } else if word == "func" || word == "init" || word == "deinit" {
                    guard let next = functionBody(after: index, isAccessorBlock: false) else { return false }
                    index = next
                } else if word == "subscript" {
                    guard let next = functionBody(after: index, isAccessorBlock: true) else { return false }
                    index = next
                } else if word == "var" {
                    guard let next = variableAccessors(after: index) else { return false }
                    index = next
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        return true
    }

    /// Skips a type's header; returns the index just inside its `{`, where its members start.
    private func typeBody(after keyword: Int) -> Int? {
        var index = keyword + 1
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftBrace: return index + 1
            case .leftParen, .leftSquare:
                guard let partner = tokens.partner(of: index) else { return nil }
                index = partner + 1
            case .rightBrace, .semicolon: return index
            default: index += 1
            }
        }
        return index
    }

    /// Finds the body after a function-like signature and records it; returns where
    /// declarations continue.
    private mutating func functionBody(after keyword: Int, isAccessorBlock: Bool) -> Int? {
        var index = keyword + 1
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftBrace:
                guard let close = tokens.partner(of: index) else { return nil }
                if isAccessorBlock { recordAccessors(open: index, close: close) } else { bodies.append(Body(open: index, close: close)) }
                return close + 1
            case .leftParen, .leftSquare:
                guard let partner = tokens.partner(of: index) else { return nil }
                index = partner + 1
            case .rightBrace, .semicolon, .atSign, .poundIf, .poundElse, .poundElseif, .poundEndif:
                // A requirement without a body: the next declaration starts here.
                return index
            case .keyword, .identifier:
                if Self.startsDeclaration(tokens.text(index), isKeyword: tokens[index].kind == .keyword) { return index }
                index += 1
            default:
                index += 1
            }
        }
        return index
    }

    /// `var name: Type { … }`: a computed property or one with observers and no initial
    /// value. A `var` with `=` is left to the parser, which tells an observer block from a
    /// trailing closure.
    private mutating func variableAccessors(after keyword: Int) -> Int? {
        guard tokens.kind(keyword + 1) == .identifier, tokens.kind(keyword + 2) == .colon else { return keyword + 1 }
        var index = keyword + 3
        while index < tokens.count {
            let token = tokens[index]
            if token.isAtStartOfLine && index > keyword + 3 { return index }
            switch token.kind {
            case .leftBrace:
                guard let close = tokens.partner(of: index) else { return nil }
                recordAccessors(open: index, close: close)
                return close + 1
            case .leftParen, .leftSquare:
                guard let partner = tokens.partner(of: index) else { return nil }
                index = partner + 1
            case .identifier, .period, .postfixQuestionMark, .exclamationMark, .arrow, .atSign,
                .binaryOperator, .postfixOperator, .prefixOperator:
                index += 1
            case .keyword:
                if Self.startsDeclaration(tokens.text(index), isKeyword: true) { return index }
                index += 1
            default:
                return index
            }
        }
        return index
    }

    /// An accessor block: an implicit getter is blanked whole; in a list (`get { } set { }`,
    /// `didSet { }`) each accessor's body is blanked and the accessor names are kept.
    private mutating func recordAccessors(open: Int, close: Int) {
        let first = open + 1
        guard first < close else { return }
        let startsList =
            tokens[first].kind == .atSign
            || ((tokens[first].kind == .identifier || tokens[first].kind == .keyword)
                && Self.accessorWords.contains(tokens.text(first)))
        guard startsList else {
            bodies.append(Body(open: open, close: close))
            return
        }
        var index = first
        while index < close {
            switch tokens[index].kind {
            case .leftBrace:
                guard let partner = tokens.partner(of: index) else { return }
                bodies.append(Body(open: index, close: partner))
                index = partner + 1
            case .leftParen, .leftSquare:
                guard let partner = tokens.partner(of: index) else { return }
                index = partner + 1
            default:
                index += 1
            }
        }
    }

    private static let accessorWords: Set<SyntaxText> = [
        "get", "set", "didSet", "willSet", "_read", "_modify", "read", "modify", "unsafeAddress",
        "unsafeMutableAddress", "mutating", "nonmutating", "borrowing", "consuming",
    ]

    private static let declarationKeywords: Set<SyntaxText> = [
        "func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension",
        "typealias", "associatedtype", "case", "import", "static", "public", "private", "fileprivate", "internal",
        "operator", "precedencegroup",
    ]

    private static let modifiers: Set<SyntaxText> = [
        "open", "override", "final", "mutating", "nonmutating", "convenience", "required", "lazy", "weak",
        "unowned", "dynamic", "optional", "nonisolated", "indirect", "actor", "macro", "package",
    ]

    private static func isModifier(_ word: SyntaxText) -> Bool { modifiers.contains(word) }

    private static func startsDeclaration(_ word: SyntaxText, isKeyword: Bool) -> Bool {
        isKeyword ? declarationKeywords.contains(word) : modifiers.contains(word)
    }
}
