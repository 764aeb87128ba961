@_spi(RawSyntax) import SwiftSyntax

/// Finds the `filter` calls that apply no rule to model data: keeping the characters of a text
/// by a `Character` property (`text.filter(\.isNumber)`, `query.filter { !$0.isWhitespace }`),
/// which cleans typed or read text, and GRDB's query filters (`Entry.filter(Column("id") == id)`),
/// which ask the database, as its fetch does. Both Swift front-end paths drop these events.
enum NonModelFilters {
    /// `Character`'s properties that sort characters into kinds.
    static let characterProperties: Set<String> = [
        "isNumber", "isWholeNumber", "isLetter", "isWhitespace", "isNewline", "isHexDigit", "isASCII", "isPunctuation",
        "isSymbol", "isUppercase", "isLowercase", "isCased", "isMathSymbol", "isCurrencySymbol",
    ]

    /// Whether the `filter` call whose name starts at byte offset `nameOffset` keeps characters
    /// by kind or filters a database query.
    static func filtersNoModel(nameAt nameOffset: Int, in tokens: SourceTokens) -> Bool {
        guard let name = AddressValues.tokenIndex(at: nameOffset, in: tokens) else { return false }
        var open = name + 1
        switch tokens.kind(open) {
        case .leftParen:
            // `filter(Column(…) == …)`, `filter(\.isNumber)`.
            if tokens.kind(open + 1) == .identifier, tokens.text(open + 1) == "Column", tokens.kind(open + 2) == .leftParen {
                return true
            }
            if tokens.kind(open + 1) == .backslash, tokens.kind(open + 2) == .period, tokens.kind(open + 3) == .identifier,
                tokens.kind(open + 4) == .rightParen
            {
                return characterProperties.contains(String(syntaxText: tokens.text(open + 3)))
            }
            // `filter({ $0.isNumber })`: the closure inside.
            guard tokens.kind(open + 1) == .leftBrace else { return false }
            open += 1
        case .leftBrace:
            break
        default:
            return false
        }
        // A closure that reads only the character's kinds: `{ $0.isNumber || $0 == "." }`.
        guard let close = tokens.partner(of: open), close > open else { return false }
        var readsKind = false
        for index in (open + 1)..<close where tokens.kind(index) == .identifier {
            let text = String(syntaxText: tokens.text(index))
            if characterProperties.contains(text), tokens.kind(index - 1) == .period {
                readsKind = true
            } else if tokens.kind(index - 1) == .period {
                return false
            }
        }
        return readsKind
    }
}
