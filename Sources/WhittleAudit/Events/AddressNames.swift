/// Names whose value is an address, a key or a query, not display text: a format or
/// an interpolation assigned to one (`NSString *url = [NSString stringWithFormat:…]`,
/// `let cacheKey = "\(user)-\(page)"`) builds a value the code uses, not text it shows.
enum AddressNames {
    /// Words of a name that say its value is an address, a key or a query (`url`,
    /// `mobileLoginURLString`, `cacheKey`, `sqlQuery`). Not `path`: a file browser shows its
    /// paths (`cell.detailTextLabel.text = fullPath`).
    static let addressWords: Set<String> = [
        "url", "urls", "uri", "endpoint", "query", "predicate", "sql", "key", "keys", "identifier",
    ]
    /// Words that say a value is shown after all (`urlLabel`, `pathText`).
    static let displayWords: Set<String> = ["label", "text", "title", "message", "caption", "placeholder", "description"]

    /// Words that end the part of a member's name saying what it returns
    /// (`defaultKey` in `defaultKeyForIdentifier:`, `url` in `urlForItem(_:)`).
    static let prepositions: Set<String> = ["for", "with", "from", "of", "in", "at", "by", "to", "using", "matching"]

    /// Whether the variable or property `name` holds an address, a key or a query, by
    /// its camel-case (or snake-case) words.
    static func namesAddress(_ name: String) -> Bool {
        let words = words(of: name)
        return words.contains(where: addressWords.contains) && !words.contains(where: displayWords.contains)
    }

    /// Whether `member` builds an address, a key or a query, by the noun its name ends
    /// with before any preposition: `cacheKey(for:)`, `-defaultKeyForIdentifier:`,
    /// `makeURL()`, `var feedURLString`; not `configureCellForIdentifier:`, `titleForKey:`, or
    /// `setKeyFile(_:)` and `makeKeySlotCellRegistration()`, where the key is the app's
    /// subject. Such a member formats no display text.
    static func buildsAddress(_ member: MemberFacts) -> Bool {
        var head = words(of: member.baseName).prefix { !prepositions.contains($0) }
        if head.last == "string", head.count > 1 { head = head.dropLast() }
        guard let noun = head.last else { return false }
        return addressWords.contains(noun)
    }

    /// The lowercased camel-case (or snake-case) words of `name`.
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        let characters = Array(name)
        for (offset, character) in characters.enumerated() {
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            // A word starts at a capital after a small letter or a digit, or at the last capital
            // of a run that a small letter follows (`URLString`: `URL`, `String`).
            let startsWord =
                character.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            // Underscores and digits separate words (`file_url`, `url2`).
            let separates = character == "_" || character.isNumber
            if startsWord || separates, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if !separates { current.append(character) }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
