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
        var name = name
        return name.withUTF8 { bytes in
            let words = asciiWords(bytes).map { bytes[$0] }
            return words.contains { word in addressWords.contains { equals(word, $0) } }
                && !words.contains { word in displayWords.contains { equals(word, $0) } }
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
            let words = asciiWords(bytes)
            var head = words.firstIndex { word in prepositions.contains { equals(bytes[word], $0) } } ?? words.count
            if head > 1, equals(bytes[words[head - 1]], "string") { head -= 1 }
            guard head > 0 else { return false }
            let noun = bytes[words[head - 1]]
            return addressWords.contains { equals(noun, $0) }
        }
    }

    /// The byte ranges of `name`'s camel-case or snake-case words: a word starts at a capital
    /// after a small letter or a digit, or at the last capital of a run a small letter follows
    /// (`URLString`: `URL`, `String`); underscores and digits separate words.
    private static func asciiWords(_ name: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var words: [Range<Int>] = []
        var start: Int?
        for index in name.indices {
            let byte = name[index]
            if byte == UInt8(ascii: "_") || isDigit(byte) {
                if let first = start { words.append(first..<index) }
                start = nil
                continue
            }
            if isUpper(byte), let first = start, index > first {
                let previous = name[index - 1]
                let next = index + 1 < name.count ? name[index + 1] : 0
                if isLower(previous) || (isUpper(previous) && isLower(next)) {
                    words.append(first..<index)
                    start = index
                    continue
                }
            }
            if start == nil { start = index }
        }
        if let first = start { words.append(first..<name.count) }
        return words
    }

    /// Whether `word` spells `lowercased` in any case.
    private static func equals(_ word: Slice<UnsafeBufferPointer<UInt8>>, _ lowercased: String) -> Bool {
        word.count == lowercased.utf8.count && zip(word, lowercased.utf8).allSatisfy { $0 | 0x20 == $1 }
    }
}
