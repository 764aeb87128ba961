@_spi(RawSyntax) import SwiftSyntax

/// A byte-level Swift tokenizer that produces the tokens ``SourceTokens`` needs, the way
/// SwiftParser's lexer splits them, in a fraction of its time.
///
/// It exists for speed: lexing every file with SwiftParser's lexer cost a quarter of the
/// audit. It yields what the skeleton planner and ``TokenEventReader`` read — names,
/// keywords, brackets, punctuation, operators with their prefix/postfix/binary role, string
/// quotes and interpolations — and skips comments, string text and numbers. Where Swift's
/// lexing depends on more than bytes (a `/` that may open a regex literal, `<#placeholders#>`,
/// conflict markers) it gives up, and the caller lexes with SwiftParser instead.
/// `SwiftTokenizerTests` compares it with SwiftParser's lexer on every test source.
struct SwiftTokenizer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var tokens: [SourceToken] = []
    private var sawNewline = false
    /// Open string literals and interpolations, innermost last.
    private var modes: [Mode] = []

    private enum Mode {
        /// Inside a string literal's text, closed by `quotes` quotes and `pounds` pounds.
        case string(quotes: Int, pounds: Int)
        /// Inside `\( … )` of a string; `depth` counts its open parentheses.
        case interpolation(depth: Int)
    }

    /// The tokens of `bytes`, or `nil` when the file needs SwiftParser's own lexer.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [SourceToken]? {
        var tokenizer = SwiftTokenizer(bytes: bytes)
        return tokenizer.run() ? tokenizer.tokens : nil
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 5)
    }

    private func byte(_ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    private mutating func emit(_ kind: RawTokenKind, from start: Int) {
        tokens.append(SourceToken(kind: kind, isAtStartOfLine: sawNewline, start: Int32(start), length: Int32(position - start)))
        sawNewline = false
    }

    private mutating func run() -> Bool {
        if byte(0) == UInt8(ascii: "#"), byte(1) == UInt8(ascii: "!") {
            skipLine()
            emit(.shebang, from: 0)
        }
        while position < bytes.count {
            if case .string(let quotes, let pounds) = modes.last {
                guard readStringText(quotes: quotes, pounds: pounds) else { return false }
                continue
            }
            guard readToken() else { return false }
        }
        return modes.isEmpty
    }

    // MARK: Trivia

    private mutating func skipLine() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
            position += 1
        }
    }

    /// Skips a `/* … */` comment (they nest); `false` when it never ends.
    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*"), byte(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return true }
            } else {
                if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { sawNewline = true }
                position += 1
            }
        }
        return false
    }

    // MARK: Tokens

    private mutating func readToken() -> Bool {
        let start = position
        let current = bytes[position]
        switch current {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            position += 1
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            sawNewline = true
            position += 1
        case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
            skipLine()
        case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
            return skipBlockComment()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...0xFF:
            readWord()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            readNumber()
        case UInt8(ascii: "$"):
            // `$0` is an anonymous closure parameter; `$name` (a projected value) a plain name.
            position += 1
            var digitsOnly = true
            while position < bytes.count, Self.isWordByte(bytes[position]) || bytes[position] == UInt8(ascii: "$") {
                if !Self.isDigit(bytes[position]) { digitsOnly = false }
                position += 1
            }
            emit(digitsOnly ? .dollarIdentifier : .identifier, from: start)
        case UInt8(ascii: "`"):
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "`") {
                guard bytes[position] != UInt8(ascii: "\n") else { return false }
                position += 1
            }
            position += 1
            emit(.identifier, from: start)
        case UInt8(ascii: "\""):
            return openString(pounds: 0, from: start)
        case UInt8(ascii: "#"):
            return readPound()
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if case .interpolation(let depth) = modes.last, current == UInt8(ascii: "(") {
                modes[modes.count - 1] = .interpolation(depth: depth + 1)
            }
            position += 1
            emit(current == UInt8(ascii: "(") ? .leftParen : current == UInt8(ascii: "[") ? .leftSquare : .leftBrace, from: start)
        case UInt8(ascii: ")"):
            position += 1
            emit(.rightParen, from: start)
            if case .interpolation(let depth) = modes.last {
                modes.removeLast()
                if depth > 1 { modes.append(.interpolation(depth: depth - 1)) }
            }
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "\\"):
            position += 1
            emit(Self.punctuation(current), from: start)
        case UInt8(ascii: ":"):
            position += 1
            if byte(position) == UInt8(ascii: ":") {
                position += 1
                emit(.colonColon, from: start)
            } else {
                emit(.colon, from: start)
            }
        case UInt8(ascii: "."):
            if Self.isOperatorByte(byte(position + 1)) || byte(position + 1) == UInt8(ascii: ".") {
                return readOperator()
            }
            position += 1
            emit(.period, from: start)
        case UInt8(ascii: "'"):
            return false
        default:
            guard Self.isOperatorByte(current) else { return false }
            return readOperator()
        }
        return true
    }

    private mutating func readWord() {
        let start = position
        position += 1
        // `$` may continue a name (`price$`), as Swift's lexer allows.
        while position < bytes.count, Self.isWordByte(bytes[position]) || bytes[position] == UInt8(ascii: "$") { position += 1 }
        let text = SyntaxText(baseAddress: bytes.baseAddress.map { $0 + start }, count: position - start)
        if text == "_" {
            emit(.wildcard, from: start)
        } else {
            emit(Self.isKeyword(text) ? .keyword : .identifier, from: start)
        }
    }

    private mutating func readNumber() {
        let start = position
        let isHex = bytes[position] == UInt8(ascii: "0") && (byte(position + 1) == UInt8(ascii: "x") || byte(position + 1) == UInt8(ascii: "X"))
        let isBinaryOrOctal = bytes[position] == UInt8(ascii: "0") && (byte(position + 1) == UInt8(ascii: "b") || byte(position + 1) == UInt8(ascii: "o"))
        var isFloat = false
        position += 1
        while position < bytes.count {
            let current = bytes[position]
            if Self.isWordByte(current) {
                let isExponent =
                    isHex
                    ? current == UInt8(ascii: "p") || current == UInt8(ascii: "P")
                    : !isBinaryOrOctal && (current == UInt8(ascii: "e") || current == UInt8(ascii: "E"))
                if isExponent {
                    isFloat = true
                    // An exponent's sign belongs to the number: `1e-3`, `0x1p+4`.
                    if byte(position + 1) == UInt8(ascii: "-") || byte(position + 1) == UInt8(ascii: "+") { position += 1 }
                }
                position += 1
            } else if current == UInt8(ascii: "."), !isFloat,
                isHex ? Self.isHexDigit(byte(position + 1)) : Self.isDigit(byte(position + 1))
            {
                // One fraction only: `10.15.4` in `#available` is `10.15`, `.`, `4`.
                isFloat = true
                position += 1
            } else {
                break
            }
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    /// `#if` and friends, `#"raw strings"#`, or `#` before a macro or `#selector`.
    private mutating func readPound() -> Bool {
        let start = position
        var pounds = 0
        while byte(position + pounds) == UInt8(ascii: "#") { pounds += 1 }
        if byte(position + pounds) == UInt8(ascii: "\"") {
            position += pounds
            emit(.rawStringPoundDelimiter, from: start)
            return openString(pounds: pounds, from: position)
        }
        // `#/regex/#` needs SwiftParser.
        guard byte(position + 1) != UInt8(ascii: "/") else { return false }
        position += 1
        var end = position
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        let word = SyntaxText(baseAddress: bytes.baseAddress.map { $0 + position }, count: end - position)
        let kind: RawTokenKind? =
            switch word {
            case "if": .poundIf
            case "else": .poundElse
            case "elseif": .poundElseif
            case "endif": .poundEndif
            case "available": .poundAvailable
            case "unavailable": .poundUnavailable
            case "sourceLocation": .poundSourceLocation
            default: nil
            }
        if let kind {
            position = end
            emit(kind, from: start)
        } else {
            emit(.pound, from: start)
        }
        return true
    }

    private mutating func readOperator() -> Bool {
        let start = position
        let leftBound = isLeftBound(start)
        let first = bytes[start]
        // `?` and `!` stand alone when postfix (`a?.b`, `a!.b`); `.` starts dot operators only.
        if leftBound, first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
            position += 1
            emit(first == UInt8(ascii: "?") ? .postfixQuestionMark : .exclamationMark, from: start)
            return true
        }
        let allowsDot = first == UInt8(ascii: ".")
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"),
                position > start
            {
                break
            }
            guard Self.isOperatorByte(current) || (allowsDot && current == UInt8(ascii: ".")) else { break }
            position += 1
        }
        let length = position - start
        let rightBound = isRightBound(position, leftBound: leftBound)
        if length == 1, first == UInt8(ascii: "/"), !leftBound, rightBound {
            // A `/` that may open a regex literal: only SwiftParser can tell.
            return false
        }
        if first == UInt8(ascii: "<"), byte(start + 1) == UInt8(ascii: "#") { return false }
        let kind: RawTokenKind
        if length == 1, first == UInt8(ascii: "=") {
            kind = .equal
        } else if length == 2, first == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
            kind = .arrow
        } else if length == 1, first == UInt8(ascii: "?") {
            kind = .infixQuestionMark
        } else if leftBound == rightBound {
            kind = .binaryOperator
        } else if leftBound {
            kind = .postfixOperator
        } else if length == 1, first == UInt8(ascii: "&") {
            kind = .prefixAmpersand
        } else {
            kind = .prefixOperator
        }
        emit(kind, from: start)
        return true
    }

    /// Swift's rule: an operator is left-bound unless whitespace or an opening bracket,
    /// `,`, `;` or `:` precedes it.
    private func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch bytes[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C,
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            // The end of a block comment counts as whitespace.
            return !(start >= 2 && bytes[start - 2] == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    /// Right-bound unless whitespace, a closing bracket, `,`, `;` or `:` follows; a `.` after a
    /// left-bound operator makes it postfix (`Array<Int>.Index`).
    private func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < bytes.count else { return false }
        switch bytes[end] {
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C,
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            let next = byte(end + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        default:
            return true
        }
    }

    // MARK: Strings

    private mutating func openString(pounds: Int, from start: Int) -> Bool {
        var isMultiline = byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")
        if isMultiline, pounds > 0 {
            // `#"""#` is a one-line raw string holding `"`: a raw `"""` opens a multi-line
            // literal only when nothing but whitespace follows it on its line.
            var next = position + 3
            while byte(next) == UInt8(ascii: " ") || byte(next) == UInt8(ascii: "\t") { next += 1 }
            isMultiline = next >= bytes.count || byte(next) == UInt8(ascii: "\n") || byte(next) == UInt8(ascii: "\r")
        }
        position += isMultiline ? 3 : 1
        emit(isMultiline ? .multilineStringQuote : .stringQuote, from: start)
        modes.append(.string(quotes: isMultiline ? 3 : 1, pounds: pounds))
        return true
    }

    /// Reads string text up to the closing quote or an interpolation.
    private mutating func readStringText(quotes: Int, pounds: Int) -> Bool {
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\"), hasPounds(pounds, at: position + 1) {
                let escapeStart = position
                position += 1 + pounds
                if byte(position) == UInt8(ascii: "(") {
                    // Interpolation: `\(` (or `\#(`) in the token stream, then ordinary code.
                    tokens.append(
                        SourceToken(kind: .backslash, isAtStartOfLine: false, start: Int32(escapeStart), length: 1))
                    if pounds > 0 {
                        tokens.append(
                            SourceToken(
                                kind: .rawStringPoundDelimiter, isAtStartOfLine: false, start: Int32(escapeStart + 1),
                                length: Int32(pounds)))
                    }
                    modes.append(.interpolation(depth: 0))
                    return true
                }
                position += 1
                continue
            }
            if current == UInt8(ascii: "\"") {
                var count = 0
                while count < quotes, byte(position + count) == UInt8(ascii: "\"") { count += 1 }
                if count == quotes, hasPounds(pounds, at: position + quotes) {
                    let start = position
                    position += quotes
                    emit(quotes == 3 ? .multilineStringQuote : .stringQuote, from: start)
                    modes.removeLast()
                    if pounds > 0 {
                        let poundStart = position
                        position += pounds
                        emit(.rawStringPoundDelimiter, from: poundStart)
                    }
                    return true
                }
                position += 1
                continue
            }
            if (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) && quotes == 1 { return false }
            position += 1
        }
        return false
    }

    private func hasPounds(_ count: Int, at offset: Int) -> Bool {
        var index = 0
        while index < count {
            guard byte(offset + index) == UInt8(ascii: "#") else { return false }
            index += 1
        }
        return true
    }

    // MARK: Bytes

    /// The token of a one-byte punctuation mark that never starts anything longer.
    private static func punctuation(_ byte: UInt8) -> RawTokenKind {
        switch byte {
        case UInt8(ascii: "]"): .rightSquare
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: "@"): .atSign
        default: .backslash
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), 0x80...0xFF:
            true
        default: false
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }

    /// Whether `text` is one of `keywords`: looked up by first letter and length, since
    /// hashing every word of a file cost more than the rest of the tokenizer.
    private static func isKeyword(_ text: SyntaxText) -> Bool {
        guard let first = text.first, first < 128, text.count < 16 else { return false }
        for keyword in keywordBuckets[Int(first) * 16 + text.count] where keyword == text { return true }
        return false
    }

    private static let keywordBuckets: [[SyntaxText]] = {
        var buckets = [[SyntaxText]](repeating: [], count: 128 * 16)
        for keyword in keywords {
            guard let first = keyword.first else { continue }
            buckets[Int(first) * 16 + keyword.count].append(keyword)
        }
        return buckets
    }()

    /// The words SwiftParser's lexer itself classifies as keywords; every other word is an
    /// identifier the parser may treat as a contextual keyword.
    private static let keywords: [SyntaxText] = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private",
        "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
