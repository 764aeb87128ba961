@_spi(RawSyntax) import SwiftSyntax
@_spi(Testing) import SwiftParser

/// One lexeme of a file: its kind and where its text (without trivia) lies.
struct SourceToken {
    var kind: RawTokenKind
    /// Whether a newline precedes the token: Swift reads `(` and `[` on a new line as a new
    /// expression, not as a call or subscript.
    var isAtStartOfLine: Bool
    var start: Int32
    var length: Int32
}

/// A file's tokens, with each bracket's partner and each string literal's other quote.
///
/// Member bodies are read from these tokens instead of from a syntax tree (see
/// ``SkeletonSource``). ``SwiftTokenizer`` makes them; where it cannot be sure of Swift's
/// lexing (regex literals), SwiftParser's own lexer does, through `@_spi(Testing)`, which ties
/// this file to swift-syntax's lexer API: Package.swift pins swift-syntax to an exact version.
struct SourceTokens {
    private(set) var tokens: [SourceToken]
    /// For each `(`, `[`, `{` and its closer: the index of the other one, or -1 when unmatched.
    private(set) var partners: [Int32] = []
    let bytes: UnsafeBufferPointer<UInt8>

    /// Tokenizes with ``SwiftTokenizer``, or with SwiftParser's lexer where that one gives up.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens = SwiftTokenizer.tokenize(bytes) ?? Self.lex(bytes)
        matchBrackets()
    }

    /// Tokenizes with SwiftParser's lexer only: the reference ``SwiftTokenizer`` is tested against.
    init(lexing bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens = Self.lex(bytes)
        matchBrackets()
    }

    private static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> [SourceToken] {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
        var tokens: [SourceToken] = []
        tokens.reserveCapacity(bytes.count / 5)
        let tracker = UnsafeMutablePointer<LookaheadTracker>.allocate(capacity: 1)
        tracker.initialize(to: LookaheadTracker())
        defer {
            tracker.deinitialize(count: 1)
            tracker.deallocate()
        }
        var lexemes = Lexer.tokenize(bytes, lookaheadTracker: tracker, experimentalFeatures: [])
        while let lexeme = lexemes.next() {
            let kind = lexeme.rawTokenKind
            if kind == .endOfFile { break }
            // String text is never evidence; dropping it keeps both tokenizers' output alike.
            if kind == .stringSegment { continue }
            let text = lexeme.tokenText
            let start = text.baseAddress.map { base.distance(to: $0) } ?? 0
            tokens.append(
                SourceToken(
                    kind: kind, isAtStartOfLine: lexeme.flags.contains(.isAtStartOfLine), start: Int32(start),
                    length: Int32(text.count)))
        }
        return tokens
    }

    private mutating func matchBrackets() {
        partners = [Int32](repeating: -1, count: tokens.count)
        var openers: [Int32] = []
        for index in tokens.indices {
            let kind = tokens[index].kind
            switch kind {
            case .leftParen, .leftSquare, .leftBrace:
                openers.append(Int32(index))
            case .rightParen, .rightSquare, .rightBrace:
                // A quote left open here never closed (the lexer's recovery): it pairs with nothing.
                while let last = openers.last, Self.isQuote(tokens[Int(last)].kind) { openers.removeLast() }
                guard let last = openers.last, Self.closer(of: tokens[Int(last)].kind) == kind else { continue }
                openers.removeLast()
                partners[Int(last)] = Int32(index)
                partners[index] = last
            case .stringQuote, .multilineStringQuote, .singleQuote:
                // A literal's quotes pair like brackets; an interpolation's parentheses nest inside.
                if let last = openers.last, tokens[Int(last)].kind == kind {
                    openers.removeLast()
                    partners[Int(last)] = Int32(index)
                    partners[index] = last
                } else {
                    openers.append(Int32(index))
                }
            default:
                break
            }
        }
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> SourceToken { tokens[index] }

    func partner(of index: Int) -> Int? {
        let partner = partners[index]
        return partner < 0 ? nil : Int(partner)
    }

    /// The token's text, pointing into the file's bytes.
    func text(_ index: Int) -> SyntaxText {
        let token = tokens[index]
        return SyntaxText(baseAddress: bytes.baseAddress.map { $0 + Int(token.start) }, count: Int(token.length))
    }

    /// The kind of token `index`, or `nil` past either end (lookaround needs no bounds checks).
    func kind(_ index: Int) -> RawTokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    private static func isQuote(_ kind: RawTokenKind) -> Bool {
        kind == .stringQuote || kind == .multilineStringQuote || kind == .singleQuote
    }

    private static func closer(of opener: RawTokenKind) -> RawTokenKind {
        switch opener {
        case .leftParen: .rightParen
        case .leftSquare: .rightSquare
        default: .rightBrace
        }
    }
}
