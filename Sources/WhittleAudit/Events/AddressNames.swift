/// Names whose value is an address, a key, a query or a hash, not display text: a format or
/// an interpolation assigned to one (`NSString *url = [NSString stringWithFormat:…]`,
/// `let cacheKey = "\(user)-\(page)"`) builds a value the code uses, not text it shows.
enum AddressNames {
    /// Words of a name that say its value is an address, a key or a query (`url`,
    /// `mobileLoginURLString`, `cacheKey`, `sqlQuery`). Not `path`: a file browser shows its
    /// paths (`cell.detailTextLabel.text = fullPath`).
    static let addressWords: Set<String> = [
        "url", "urls", "uri", "endpoint", "query", "predicate", "pred", "xpath", "sql", "key", "keys", "identifier", "id", "ids",
        // A hash or a hex code (`sha1()`, `hexString`) is a value the code compares or stores.
        "hex", "hash", "digest", "checksum", "sha", "sha1", "sha256", "md5",
        // Code a web view runs (`let jsCode = "window.navigate('\(path)')"`, `call(javascript:)`).
        "script", "js", "javascript",
    ]

    /// Calls whose first argument is code a web view runs: its formats are no display text
    /// (`webView.evaluateJavaScript("setZoom(\(level))")`).
    static let scriptCalls: Set<String> = [
        "evaluateJavaScript", "callAsyncJavaScript", "stringByEvaluatingJavaScript", "evaluateJavascript",
    ]
    /// Calls whose arguments name a view or a value for SwiftUI, never shown: a selection's
    /// tag (`.tag("local\(name)")`) and a scroll target (`proxy.scrollTo("\(second)")`).
    static let identityCalls: Set<String> = ["tag", "scrollTo"]

    /// Words that say a value is shown after all (`urlLabel`, `pathText`).
    static let displayWords: Set<String> = ["label", "text", "title", "message", "caption", "placeholder", "description"]

    /// Words that end the part of a member's name saying what it returns
    /// (`defaultKey` in `defaultKeyForIdentifier:`, `url` in `urlForItem(_:)`).
    static let prepositions: Set<String> = ["for", "with", "from", "of", "in", "at", "by", "to", "using", "matching"]

    /// Whether the variable or property `name` holds an address, a key or a query, by
    /// its camel-case (or snake-case) words: a word names one, and no word after the last such
    /// says the value is shown, since a name's last words say what it is: `urlLabel` is shown,
    /// `titleKeyPath` (the key path of a title, for a binding) is not.
    static func namesAddress(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            let words = NameWords.ranges(of: bytes).map { bytes[$0] }
            // A user agent (`let userAgent = "\(app)/\(version)"`, `applicationNameForUserAgent`)
            // is a header the code sends; an agent alone may be a person shown (`agentName`).
            let noun = words.indices.last { index in
                addressWords.contains { NameWords.equals(words[index], $0) }
                    || (index > 0 && NameWords.equals(words[index - 1], "user") && NameWords.equals(words[index], "agent"))
            }
            guard let noun else { return false }
            return !words[(noun + 1)...].contains { word in displayWords.contains { NameWords.equals(word, $0) } }
        }
    }

    /// Whether a format's literal text reads as an address, a path or a name the code uses,
    /// not display text: `api/user/%@/project`, `https://\(host)`, `%@_selected`,
    /// `Pass_%.f.pkpass`. `text` is the literal's characters with each interpolation as a 0
    /// byte, or with its `%` conversions (`%@`, `%lu`, `%.2f`) still written.
    ///
    /// It is when it fills at least one value, holds no space, escape or letter outside ASCII
    /// (display text has words; a Chinese label has no spaces but is no address), and has a
    /// path step or scheme (`/` before a letter), a file extension or domain at its end
    /// (`.gif`, `.com`), a snake-case join (`_` between values or letters) or a query's pair
    /// (`%@=%@`, `page=%d`), or a predicate's comparison (`resourceId == %ld`); or it writes out
    /// JSON (`{\"id\":\"\(id)\"}`) or Auto Layout's visual format (`V:|-%f-[label]`), whatever
    /// its spaces; or it fills only hexadecimal conversions (`%02lx`). A fraction
    /// (`%d/%d`), a version (`%@.%@`), a time (`%@:%@`), a tag (`#%@`) or a localization key
    /// (`status.post-from-\(name)`, `add-package.\(name).had-errors.title`) is still display text.
    static func isMachineText(_ text: [UInt8]) -> Bool {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = 0
        var conversions = 0
        var hexConversions = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "%") else {
                bytes.append(text[index])
                index += 1
                continue
            }
            var end = index + 1
            if end < text.count, text[end] == UInt8(ascii: "%") {
                bytes.append(UInt8(ascii: "%"))
                index = end + 1
                continue
            }
            // Flags, width, precision and length, then the conversion.
            while end < text.count, Self.conversionModifiers.contains(text[end]) { end += 1 }
            conversions += 1
            if end < text.count, text[end] | 0x20 == UInt8(ascii: "x") { hexConversions += 1 }
            bytes.append(0)
            index = end + 1
        }
        guard bytes.contains(0) else { return false }
        if Self.comparesToValue(bytes) || Self.writesJSON(bytes) || Self.isVisualFormat(bytes) { return true }
        if bytes.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\\") || $0 < 0x20 && $0 != 0 || $0 >= 0x80 }) {
            return false
        }
        // Only hexadecimal conversions (`%02lx`, `#%02X%02X%02X`): bytes encoded, no text to read.
        if conversions > 0, hexConversions == conversions, bytes.count(where: { $0 == 0 }) == conversions { return true }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        if Self.startsWithReverseDomain(bytes) { return true }
        // Dotted steps of kebab-case words are a localization key (`add-package.\(name).had-errors.title`).
        let isLocalizationKey = bytes.contains(UInt8(ascii: "-")) && bytes.count(where: { $0 == UInt8(ascii: ".") }) >= 2
        for position in bytes.indices {
            let next = position + 1 < bytes.count ? bytes[position + 1] : nil
            let previous = position > 0 ? bytes[position - 1] : nil
            switch bytes[position] {
            case UInt8(ascii: "/"):
                if let next, isLetter(next) { return true }
            case UInt8(ascii: "."):
                // Only a last step: `a.b.\(count)` and `add-tap.complete-\(name)` are
                // localization keys, which name display text.
                let rest = bytes[(position + 1)...]
                if !isLocalizationKey, previous != nil, let first = rest.first, isLetter(first), rest.count <= 6,
                    rest.allSatisfy({ isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) })
                {
                    return true
                }
            case UInt8(ascii: "_"):
                if let previous, let next, previous == 0 || isLetter(previous), next == 0 || isLetter(next) { return true }
            case UInt8(ascii: "="):
                // A query's pair (`%@=%@`, `&page=%d`): display text spaces its equals signs.
                if let previous, let next, previous == 0 || isLetter(previous), next == 0 { return true }
            default:
                break
            }
        }
        return false
    }

    /// Whether a format's text is Auto Layout's visual format (`H:|-%f-[field]-|`,
    /// `V:|-(%f)-[image]`): constraints described, not display text.
    private static func isVisualFormat(_ bytes: [UInt8]) -> Bool {
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "H") || bytes[0] == UInt8(ascii: "V"), bytes[1] == UInt8(ascii: ":")
        else { return false }
        return [UInt8(ascii: "|"), UInt8(ascii: "["), UInt8(ascii: "(")].contains(bytes[2])
    }

    /// Whether a format's text, as written, is a JSON object or array whose first member or
    /// element is a string (`{\"topic\":\"\(tag)\"}`, `[\"%@\"]`): a payload sent or
    /// stored, which display text never starts like.
    private static func writesJSON(_ bytes: [UInt8]) -> Bool {
        let space = UInt8(ascii: " ")
        let start = bytes.drop { $0 == space }
        guard let first = start.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return false }
        let member = start.dropFirst().drop { $0 == space }
        if member.first == UInt8(ascii: "\"") { return true }
        return member.first == UInt8(ascii: "\\") && member.dropFirst().first == UInt8(ascii: "\"")
    }

    /// Whether a format's text, put in a dictionary as a value, is a bare value written out
    /// for the code (`%d`, `\(userID)`, `%@,%@`): no space and no letter outside ASCII, where
    /// display text has words.
    static func isBareValue(_ text: some Collection<UInt8>) -> Bool {
        text.allSatisfy { $0 != UInt8(ascii: " ") && $0 < 0x80 }
    }

    /// Whether a literal names an HTTP request header (`Authorization`, `X-Api-Key`): what a
    /// format fills under it is the request's, no display text.
    static func namesHTTPHeader(_ literal: some Collection<UInt8>) -> Bool {
        let name = String(decoding: literal, as: UTF8.self).lowercased()
        return httpHeaders.contains(name) || name.hasPrefix("x-")
    }

    /// Request headers whose values a client fills from its state.
    private static let httpHeaders: Set<String> = [
        "authorization", "cookie", "user-agent", "content-type", "accept", "accept-language", "content-length", "range",
        "referer", "origin", "if-none-match", "if-modified-since", "proxy-authorization",
    ]

    /// Whether a join's separator, as its literal is written (escapes unread), joins values into
    /// display text: spaces, line breaks and list punctuation (`", "`, `"\n"`, `" • "`, `"、"`).
    /// A path's `"/"`, a query's `"&"`, a comma without a space, a tab, a `\r\n` line end or an
    /// SQL fragment (`" = ?, "`, `" AND "`) joins values the code uses; so, as often as not, does
    /// a lone space (the words of a query, a recovery phrase or a command line).
    static func isDisplaySeparator(_ literal: some Collection<UInt8>) -> Bool {
        if literal.count == 1, literal.first == UInt8(ascii: " ") { return false }
        var spaced = false
        var afterBackslash = false
        for byte in literal {
            if afterBackslash {
                guard byte == UInt8(ascii: "n") else { return false }
                spaced = true
                afterBackslash = false
                continue
            }
            switch byte {
            case UInt8(ascii: "\\"): afterBackslash = true
            case UInt8(ascii: " "): spaced = true
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "|"),
                UInt8(ascii: ":"):
                continue
            // A bullet, a dash or an ideographic comma.
            case 0x80...: spaced = true
            default: return false
            }
        }
        return spaced && !afterBackslash
    }

    /// Whether `bytes` (values as 0 bytes) compare a value the way a predicate does:
    /// `resourceId == %ld`, `name != %@`; display text writes no `==` before a value.
    private static func comparesToValue(_ bytes: [UInt8]) -> Bool {
        for position in bytes.indices where bytes[position] == 0 && position >= 3 {
            let before = bytes[(position - 3)..<position]
            guard before.last == UInt8(ascii: " "), before[position - 2] == UInt8(ascii: "=") else { continue }
            if [UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(before[position - 3]) { return true }
        }
        return false
    }

    /// Whether `bytes` start as a reverse-DNS identifier does, a top-level domain and then a
    /// name and a dot (`io.wwdc.sessiontable.lock\(id)`, `com.sap.Person.%@`): a queue's label,
    /// a logger's subsystem or a bundle's identifier, never shown.
    private static func startsWithReverseDomain(_ bytes: [UInt8]) -> Bool {
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), topLevelDomains.contains(bytes[..<dot]) else { return false }
        let name = bytes[(dot + 1)...].prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || $0 == UInt8(ascii: "-") }
        return !name.isEmpty && bytes.dropFirst(dot + 1 + name.count).first == UInt8(ascii: ".")
    }

    /// The top-level domains reverse-DNS identifiers of apps start with.
    private static let topLevelDomains: Set<ArraySlice<UInt8>> = Set(
        ["com", "org", "net", "io", "eu", "de", "co", "me", "app", "dev", "fr", "uk", "ch", "nl", "se", "at", "it", "jp", "info"]
            .map { ArraySlice($0.utf8) })

    /// What may stand between a format's `%` and its conversion letter.
    private static let conversionModifiers: Set<UInt8> = Set("0123456789.-+#'lhqLzjt".utf8)

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
