/// The words of a camel-case or snake-case name, read from its bytes: names are identifiers,
/// and the questions asked of them are asked of every member.
enum NameWords {
    /// Verbs that read, keep or clear what the word after them names (`hasCachedSplit`,
    /// `loadCachedFilterLists`, `clearCachedFiles`), unlike those that only use it
    /// (`openCachedFile`, `selectCachedIndex`).
    static let keepingVerbs: Set<String> = [
        "has", "get", "load", "restore", "clear", "remove", "purge", "invalidate", "evict", "reset", "flush", "fill",
    ]

    /// First words of a callback's name: it reports an event (`didPressDeleteCache`).
    static let eventPrefixes: Set<String> = ["did", "will", "should"]

    /// Whether `name` asks a yes-or-no question (`isDestroyable`, `canEdit`,
    /// `shouldShowTranslateButton`, `hasAlertBeforeIntegrityCheck`): a first word of
    /// ``questionWords`` followed by a capital.
    static func asksYesOrNo(_ name: String) -> Bool {
        questionWords.contains { prefix in
            name.hasPrefix(prefix) && name.utf8.dropFirst(prefix.utf8.count).first.map { $0 >= 65 && $0 <= 90 } == true
        }
    }

    /// First words of a name that asks a yes-or-no question.
    private static let questionWords = ["is", "can", "should", "has", "allows", "needs"]

    /// Whether the name `name` does `word` or acts on it: the word, or its `-s`, `-d` or `-ed`
    /// form, comes first (`cacheSplitPages`, `cachedResource`, `_cachedImageForURL:`), last
    /// (`clearShaderCache`, `clearCaches`), after `and` (`parseAndCacheIfNeeded…`) or after a
    /// verb that keeps or clears (``keepingVerbs``). Not where it only qualifies another noun
    /// (`openCachedFile`, `updateCacheFormat`, `refreshCacheSize`).
    static func namesAction(_ name: String, word: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            let words = ranges(of: bytes).map { bytes[$0] }
            func isWord(_ index: Int) -> Bool {
                guard words.indices.contains(index) else { return false }
                let candidate = words[index]
                return equals(candidate, word) || equals(candidate, word + "s") || equals(candidate, word + "d")
                    || equals(candidate, word + "ed")
            }
            guard let last = words.indices.last else { return false }
            // A callback named for what happened (`didPressDeleteCache(in:)`,
            // `willClearCache`) tells of the work; whoever it tells does it.
            if last > 0, eventPrefixes.contains(where: { equals(words[0], $0) }) { return false }
            if isWord(0) || isWord(last) { return true }
            for index in words.indices.dropFirst() where isWord(index) {
                let before = words[index - 1]
                if equals(before, "and") || (index == 1 && keepingVerbs.contains { equals(before, $0) }) { return true }
            }
            return false
        }
    }

    /// Whether the stored property `name` keeps what `word` says it has done: its first word
    /// is the word's `-d` or `-ed` form (`cachedCellSize`, `cachedEpisodes`). Not a property
    /// named for what it holds (`imageCache`, a collaborator whose use says what it does) nor
    /// one where the word qualifies another noun (`cacheKey`, `cacheDirectoryURL`).
    static func namesKeptValue(_ name: String, word: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let first = ranges(of: bytes).first else { return false }
            return equals(bytes[first], word + "d") || equals(bytes[first], word + "ed")
        }
    }

    /// The byte ranges of `name`'s camel-case or snake-case words: a word starts at a capital
    /// after a small letter or a digit, or at the last capital of a run a small letter follows
    /// (`URLString`: `URL`, `String`); underscores and digits separate words.
    static func ranges(of name: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
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
    static func equals(_ word: Slice<UnsafeBufferPointer<UInt8>>, _ lowercased: String) -> Bool {
        word.count == lowercased.utf8.count && zip(word, lowercased.utf8).allSatisfy { $0 | 0x20 == $1 }
    }
}
