/// Names whose value is an address, a key, a query or a hash, not display text: a format or
/// an interpolation assigned to one (`NSString *url = [NSString stringWithFormat:…]`,
/// `let cacheKey = "\(user)-\(page)"`) builds a value the code uses, not text it shows.
enum AddressNames {
    /// Words of a name that say its value is an address, a key or a query (`url`,
    /// `mobileLoginURLString`, `cacheKey`, `sqlQuery`). Not `path`: a file browser shows its
    /// paths (`cell.detailTextLabel.text = fullPath`).
    static let addressWords: Set<String> = [
        "url", "urls", "uri", "endpoint", "query", "predicate", "sql", "key", "keys", "identifier", "id", "ids",
        // A hash or a hex code (`sha1()`, `hexString`) is a value the code compares or stores.
        "hex", "hash", "digest", "checksum", "sha", "sha1", "sha256", "md5",
    ]
    /// Words that say a value is shown after all (`urlLabel`, `pathText`).
    static let displayWords: Set<String> = ["label", "text", "title", "message", "caption", "placeholder", "description"]

    /// Words that end the part of a member's name saying what it returns
    /// (`defaultKey` in `defaultKeyForIdentifier:`, `url` in `urlForItem(_:)`).
    static let prepositions: Set<String> = ["for", "with", "from", "of", "in", "at", "by", "to", "using", "matching"]

    /// Whether the variable or property `name` holds an address, a key or a query, by
    /// its camel-case (or snake-case) words.
    static func namesAddress(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            let words = NameWords.ranges(of: bytes).map { bytes[$0] }
            return words.contains { word in addressWords.contains { NameWords.equals(word, $0) } }
                && !words.contains { word in displayWords.contains { NameWords.equals(word, $0) } }
        }
    }

    /// Whether `member` builds an address, a key or a query, by the noun its name ends
    /// with before any preposition: `cacheKey(for:)`, `-defaultKeyForIdentifier:`,
    /// `makeURL()`, `var feedURLString`; not `configureCellForIdentifier:`, `titleForKey:`, or
    /// `setKeyFile(_:)` and `makeKeySlotCellRegistration()`, where the key is the app's
    /// subject. Such a member formats no display text.
    ///
    /// Read from the name's bytes: asked of every member that formats.
    static func buildsAddress(_ member: MemberFacts) -> Bool {
        var name = member.baseName
        return name.withUTF8 { bytes in
            let words = NameWords.ranges(of: bytes)
            var head = words.firstIndex { word in prepositions.contains { NameWords.equals(bytes[word], $0) } } ?? words.count
            if head > 1, NameWords.equals(bytes[words[head - 1]], "string") { head -= 1 }
            guard head > 0 else { return false }
            let noun = bytes[words[head - 1]]
            return addressWords.contains { NameWords.equals(noun, $0) }
        }
    }
}
