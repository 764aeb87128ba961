@_spi(RawSyntax) import SwiftSyntax

/// Finds the formats a Swift member assigns to an address's name (``AddressNames``) from the
/// file's tokens, so both front-end paths drop the same events: `let url = "https://\(host)/feed"`,
/// `cacheKey = String(format: "%@-%d", user, page)` build a value the code uses, no display
/// text (the Objective-C reader decides this as it reads).
enum AddressValues {
    /// Whether an event builds a string from a format: an interpolation, `String(format:…)` or
    /// `NSString(format:…)`.
    static func isFormat(kind: MemberEvent.Kind, name: String, labels: String?) -> Bool {
        switch kind {
        case .interpolation: true
        case .call: (name == "String" || name == "NSString") && labels?.hasPrefix("format:") == true
        case .access, .reference: false
        }
    }

    /// Whether the expression starting at byte offset `offset` is the whole value assigned to
    /// a name for an address, a key or a query (`let url = …`, `let url: String = …`,
    /// `self.urlString = …`, `url += …`), or passed under an argument label that names one
    /// (`defaults.set(value, forKey: "\(prefix)_sort")`, `Item(id: "category-\(id)")`), or
    /// passed first to a call named for an address or identifier
    /// (`.accessibilityIdentifier("row-\(index)")`) or as the script a web view runs
    /// (``AddressNames/scriptCalls``), or a request header's value.
    static func isAddressValue(startingAt offset: Int, in tokens: SourceTokens) -> Bool {
        guard let low = tokenIndex(at: offset, in: tokens) else { return false }
        if let literal = formatLiteral(at: low, in: tokens), AddressNames.isMachineText(literal) { return true }
        guard low >= 2 else { return false }
        // The first argument of a call named for what it takes: the script a web view runs, or
        // a request header's value (`setValue("Bearer \(token)", forHTTPHeaderField: …)`).
        if tokens.kind(low - 1) == .leftParen, tokens.kind(low - 2) == .identifier {
            if AddressNames.scriptCalls.contains(String(syntaxText: tokens.text(low - 2))) { return true }
            if let close = tokens.partner(of: low - 1),
                (low..<close).contains(where: { tokens.kind($0) == .identifier && tokens.text($0) == "forHTTPHeaderField" })
            {
                return true
            }
        }
        // Any argument of a method (not a type: `LocalizedStringKey(…)` makes display text) named
        // for an address, key or identifier, or a selection's tag or a scroll target:
        // `.accessibilityIdentifier(isEditing ? nil : "row-\(id)")`, `.id("section-\(day)")`,
        // `.tag("local\(name)")`, `proxy.scrollTo("\(second)")`.
        if let callee = enclosingCallee(of: low, in: tokens), callee.first?.isLowercase == true,
            AddressNames.namesAddress(callee) || AddressNames.identityCalls.contains(callee)
        {
            return true
        }
        // A request header's value in a dictionary of headers: `["Authorization": "Bearer \(token)"]`;
        // a bare value under any key of a dictionary literal is a parameter
        // (`["uid": "\(userID)"]`, ``AddressNames/isBareValue(_:)``).
        if tokens.kind(low - 1) == .colon, tokens.kind(low - 2) == .stringQuote, let open = tokens.partner(of: low - 2), open < low - 2 {
            let key = tokens.bytes[Int(tokens[open].start + tokens[open].length)..<Int(tokens[low - 2].start)]
            if AddressNames.namesHTTPHeader(key) { return true }
            if tokens.kind(open - 1) == .leftSquare || tokens.kind(open - 1) == .comma,
                let literal = formatLiteral(at: low, in: tokens), AddressNames.isBareValue(literal)
            {
                return true
            }
        }
        if tokens.kind(low - 1) == .colon, low >= 3, tokens.kind(low - 2) == .identifier,
            tokens.kind(low - 3) == .leftParen || tokens.kind(low - 3) == .comma
        {
            return AddressNames.namesAddress(String(syntaxText: tokens.text(low - 2)))
        }
        // `url += "&page=\(page)"`, `javascript += ", location: '\(key)'"`: what is appended
        // to an address is part of it.
        let appends = tokens.kind(low - 1) == .binaryOperator && tokens.text(low - 1) == "+="
        guard tokens.kind(low - 1) == .equal || appends else { return false }
        var name = low - 2
        // `let url: String = …`: the name before the annotation; not a case's colon
        // (`case .html(let offset): javascript += …`).
        if !appends, tokens.kind(name) == .identifier, name >= 3, tokens.kind(name - 1) == .colon,
            tokens.text(name - 3) == "let" || tokens.text(name - 3) == "var"
        {
            name -= 2
        }
        guard tokens.kind(name) == .identifier else { return false }
        return AddressNames.namesAddress(String(syntaxText: tokens.text(name)))
    }

    /// Whether the `joined(separator:)` call whose name starts at byte offset `offset` joins
    /// values into display text: its separator is a literal that reads as one
    /// (``AddressNames/isDisplaySeparator(_:)``), not one the code computes.
    static func joinsForDisplay(nameAt offset: Int, in tokens: SourceTokens) -> Bool {
        guard let name = tokenIndex(at: offset, in: tokens), tokens.kind(name + 1) == .leftParen,
            tokens.kind(name + 4) == .stringQuote, let close = tokens.partner(of: name + 4), close > name + 4,
            tokens.kind(close + 1) == .rightParen
        else { return false }
        return AddressNames.isDisplaySeparator(tokens.bytes[Int(tokens[name + 4].start + tokens[name + 4].length)..<Int(tokens[close].start)])
    }

    /// The name of the call whose parentheses hold token `index` directly, among its other
    /// arguments (`label` in `label(x ?? "…")`); `nil` when an unclosed bracket or brace (a
    /// collection literal, a closure, the member's body) comes first. Looks back a few dozen
    /// tokens at most: arguments are short.
    static func enclosingCallee(of index: Int, in tokens: SourceTokens) -> String? {
        var position = index - 1
        var steps = 0
        while position > 0, steps < 64 {
            steps += 1
            guard let kind = tokens.kind(position) else { return nil }
            switch kind {
            case .leftParen:
                guard tokens.kind(position - 1) == .identifier else { return nil }
                return String(syntaxText: tokens.text(position - 1))
            case .leftSquare, .leftBrace, .semicolon:
                return nil
            case .rightParen, .rightSquare, .rightBrace, .stringQuote, .multilineStringQuote:
                // A closed group or literal before the token: skip it whole.
                guard let opener = tokens.partner(of: position), opener < position else { return nil }
                position = opener - 1
            default:
                position -= 1
            }
        }
        return nil
    }

    /// The index of the token starting at byte offset `offset`, if one does.
    static func tokenIndex(at offset: Int, in tokens: SourceTokens) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].start) < offset { low = mid + 1 } else { high = mid }
        }
        return low < tokens.count && Int(tokens[low].start) == offset ? low : nil
    }

    /// The text of the literal a format starting at token `index` fills: the interpolated
    /// literal itself, or the first argument of `String(format: "…", …)`; each
    /// interpolation as a 0 byte (``AddressNames/isMachineText(_:)``).
    private static func formatLiteral(at index: Int, in tokens: SourceTokens) -> [UInt8]? {
        var quote = index
        if tokens.kind(index) == .identifier {
            guard tokens.kind(index + 1) == .leftParen, tokens.kind(index + 2) == .identifier,
                tokens.text(index + 2) == "format", tokens.kind(index + 3) == .colon
            else { return nil }
            quote = index + 4
        }
        guard tokens.kind(quote) == .stringQuote, let close = tokens.partner(of: quote) else { return nil }
        // The literal's text lies between its tokens: the quotes and each `\(…)`.
        var text: [UInt8] = []
        var cursor = Int(tokens[quote].start + tokens[quote].length)
        var position = quote + 1
        while position < close {
            guard tokens.kind(position) == .backslash, tokens.kind(position + 1) == .leftParen,
                let end = tokens.partner(of: position + 1), end < close
            else {
                position += 1
                continue
            }
            text.append(contentsOf: tokens.bytes[cursor..<max(cursor, Int(tokens[position].start))])
            text.append(0)
            cursor = Int(tokens[end].start + tokens[end].length)
            position = end + 1
        }
        text.append(contentsOf: tokens.bytes[cursor..<max(cursor, Int(tokens[close].start))])
        return text
    }
}
