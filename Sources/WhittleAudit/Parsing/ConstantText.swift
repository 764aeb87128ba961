@_spi(RawSyntax) import SwiftSyntax

/// Finds text made of constants: a literal with no interpolation, a localized literal, a global
/// constant, a type's constant or a type's name (`Cell.self`). Attributed text built from one
/// (`NSAttributedString(string: NSLocalizedString("No results", comment: ""), attributes: …)`,
/// `AttributedString(localized: "Empty")`, `NSAttributedString(string: Strings.placeholder)`),
/// and an interpolation or a `String(format:)` filled with them only (`"\(Strings.confirm)?"`),
/// style or join fixed words: they turn no model value into text, so formatting does not count
/// them. Both Swift front-end paths and the Objective-C reader drop these.
enum ConstantText {
    /// The types whose construction ``MemberEvent`` records for attributed text.
    static let attributedTextTypes: Set<String> = ["NSAttributedString", "NSMutableAttributedString", "AttributedString"]

    /// Whether the construction whose type name starts at byte offset `nameOffset` takes a
    /// constant as its first argument, labelled or not, or no argument.
    static func buildsFromConstant(nameAt nameOffset: Int, in tokens: SourceTokens) -> Bool {
        guard let name = AddressValues.tokenIndex(at: nameOffset, in: tokens), tokens.kind(name + 1) == .leftParen else {
            return false
        }
        var index = name + 2
        // Empty text (`NSAttributedString()`): a placeholder where there is none to show.
        if tokens.kind(index) == .rightParen { return true }
        if tokens.kind(index) == .identifier, tokens.kind(index + 1) == .colon { index += 2 }
        guard let end = end(ofConstantAt: index, in: tokens) else { return false }
        return tokens.kind(end) == .comma || tokens.kind(end) == .rightParen
    }

    /// Whether the interpolated literal whose quote starts at byte offset `offset` fills in only
    /// constants (`"\(Strings.title) – \(kAppName)"`, `"\(NSLocalizedString("Delete", comment: ""))?"`):
    /// fixed words put together, no value turned into text.
    static func interpolatesOnlyConstants(quoteAt offset: Int, in tokens: SourceTokens) -> Bool {
        guard let quote = AddressValues.tokenIndex(at: offset, in: tokens), let close = tokens.partner(of: quote), close > quote
        else { return false }
        var index = quote + 1
        var segments = 0
        while index < close {
            guard tokens.kind(index) == .backslash else {
                index += 1
                continue
            }
            guard tokens.kind(index + 1) == .leftParen, let end = tokens.partner(of: index + 1),
                self.end(ofConstantAt: index + 2, in: tokens) == end
            else { return false }
            segments += 1
            index = end + 1
        }
        return segments > 0
    }

    /// Whether the `String(format:…)` or `NSString(format:…)` whose name starts at byte offset
    /// `nameOffset` is a constant format filled with constants only, or with nothing
    /// (`String(format: "%@?", NSLocalizedString("Delete", comment: ""))`,
    /// `String(format: NSLocalizedString("Your clock is off", comment: ""))`).
    static func formatsOnlyConstants(nameAt nameOffset: Int, in tokens: SourceTokens) -> Bool {
        guard let name = AddressValues.tokenIndex(at: nameOffset, in: tokens), tokens.kind(name + 1) == .leftParen,
            tokens.text(name + 2) == "format", tokens.kind(name + 3) == .colon, let close = tokens.partner(of: name + 1),
            var index = end(ofConstantAt: name + 4, in: tokens)
        else { return false }
        while index < close {
            guard tokens.kind(index) == .comma, let end = end(ofConstantAt: index + 1, in: tokens) else { return false }
            index = end
        }
        return index == close
    }

    /// Whether `name` is a constant's by convention: `k` and a capital (`kLoadingMessage`).
    static func isConstantName(_ name: some StringProtocol) -> Bool {
        let bytes = Array(name.utf8.prefix(2))
        return bytes.count == 2 && bytes[0] == UInt8(ascii: "k") && bytes[1] >= UInt8(ascii: "A") && bytes[1] <= UInt8(ascii: "Z")
    }

    /// The index just past the constant text starting at token `index`, or `nil` when none does.
    private static func end(ofConstantAt index: Int, in tokens: SourceTokens) -> Int? {
        var index = index
        switch tokens.kind(index) {
        case .stringQuote:
            // Only a literal with one segment or none: `"\(name)"` has more tokens between its quotes.
            guard let close = tokens.partner(of: index), close > index, close <= index + 2 else { return nil }
            index = close + 1
        case .identifier:
            let text = String(syntaxText: tokens.text(index))
            if text == "NSLocalizedString" || text == "String", tokens.kind(index + 1) == .leftParen,
                text == "NSLocalizedString" || tokens.text(index + 2) == "localized",
                let close = tokens.partner(of: index + 1), close > index
            {
                index = close + 1
            } else if isConstantName(text), tokens.kind(index + 1) == .comma || tokens.kind(index + 1) == .rightParen {
                // A global constant by its conventional name (`kLoadingMessage`).
                return index + 1
            } else if text.first?.isUppercase == true, tokens.kind(index + 1) == .period {
                // A type's constant, `Strings.placeholder`, `L10n.Empty.title`: types down to the
                // last name, not a call, not a shared instance's state (`User.current.name`).
                index += 1
                while tokens.kind(index) == .period, tokens.kind(index + 1) == .identifier {
                    if tokens.kind(index + 2) == .period,
                        String(syntaxText: tokens.text(index + 1)).first?.isUppercase != true
                    {
                        return nil
                    }
                    index += 2
                }
                // A type's name (`\(CertificateCell.self)`): a nib's or a reuse identifier's.
                if tokens.kind(index) == .period, tokens.text(index + 1) == "self" { return index + 2 }
                return tokens.kind(index) == .leftParen ? nil : index
            } else {
                return nil
            }
        case .keyword:
            // The type's own name (`\(Self.self)`), as a deinitializer's trace line holds it.
            guard tokens.text(index) == "Self", tokens.kind(index + 1) == .period, tokens.text(index + 2) == "self" else {
                return nil
            }
            return index + 3
        default:
            return nil
        }
        // `"empty".localized`, `"done".localized()`.
        while tokens.kind(index) == .period, tokens.kind(index + 1) == .identifier {
            index += 2
            if tokens.kind(index) == .leftParen, tokens.kind(index + 1) == .rightParen { index += 2 }
        }
        return index
    }
}
