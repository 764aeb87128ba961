/// How Objective-C names are written for the rest of the auditor.
enum ObjCNames {
    /// A selector in Swift's call form, for name lists written the Swift way (list callbacks:
    /// `tableView(`, `numberOf`): `-tableView:cellForRowAtIndexPath:` gives
    /// `tableView(_:cellForRowAtIndexPath:)`, `-viewDidLoad` gives `viewDidLoad`.
    static func swiftStyle(_ selector: String) -> String {
        var body = Substring(selector)
        if body.first == "-" || body.first == "+" { body.removeFirst() }
        guard body.last == ":" else { return String(body) }
        let pieces = body.dropLast().split(separator: ":", omittingEmptySubsequences: false)
        guard let first = pieces.first else { return String(body) }
        return first + "(_:" + pieces.dropFirst().map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
    }

    /// The base name the other language calls a member by, where it differs: Swift imports
    /// `-placesMatching:handler:` as `places(matching:handler:)`, splitting the selector's first
    /// piece before its last preposition, and Objective-C sends Swift's `fetchUser(withID:)` as
    /// `-fetchUserWithID:` and `showAlert(owner:)` as `-showAlertWithOwner:`, its first label
    /// joined to the base name. `nil` for a unary selector,
    /// an initializer, a first piece with no preposition after its first word, a Swift member
    /// whose first argument has no label, and anything but a method.
    static func otherLanguageBaseName(of member: MemberFacts) -> String? {
        guard member.kind == .method else { return nil }
        let name = member.name
        if member.isObjectiveCMethod {
            // An initializer is called by its type's name in Swift.
            guard name.utf8.last == UInt8(ascii: ":"), !member.baseName.hasPrefix("init") else { return nil }
            if let base = baseBeforeLastPreposition(member.baseName) { return String(base) }
            return member.parameterTypes.first.flatMap { droppingTypeName(of: $0, from: member.baseName) }
        }
        guard let open = name.utf8.firstIndex(of: UInt8(ascii: "(")) else { return nil }
        let label = name[name.utf8.index(after: open)...].prefix { $0 != ":" && $0 != ")" }
        guard let initial = label.first, initial != "_", initial.isLetter else { return nil }
        // Swift joins the label with "With" unless the label starts, or the base name ends, with
        // a preposition: `showAlert(owner:)` is `-showAlertWithOwner:`, `fetchUser(withID:)`
        // `-fetchUserWithID:`, `move(to:)` `-moveTo:`.
        let base = name[..<open]
        let labelFirstWord = label.prefix { !$0.isUppercase }.lowercased()
        let baseLastWord = (base.lastIndex(where: \.isUppercase).map { base[$0...] } ?? base).lowercased()
        let joiner = prepositions.contains(labelFirstWord) || prepositions.contains(baseLastWord) ? "" : "With"
        return base + joiner + initial.uppercased() + String(label.dropFirst())
    }

    /// A selector's first piece up to its last preposition, where Swift's import ends the base
    /// name (`places` of `placesMatching`, `removeCache` of `removeCacheForConversationId`), or
    /// `nil` when no word after the first is one.
    static func baseBeforeLastPreposition(_ piece: String) -> Substring? {
        var piece = piece
        let split: Int? = piece.withUTF8 { bytes in
            func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
            var split: Int?
            var index = 1
            while index < bytes.count {
                guard isUpper(bytes[index]) else {
                    index += 1
                    continue
                }
                var end = index + 1
                while end < bytes.count, isLower(bytes[end]) { end += 1 }
                let word = bytes[index..<end]
                let isPreposition = prepositionBytes.contains { $0.count == word.count && zip($0, word).allSatisfy { $0 == $1 | 0x20 } }
                if word.count > 1, isPreposition { split = index }
                index = end
            }
            return split
        }
        return split.map { Substring(piece.utf8.prefix($0)) }
    }

    /// The first piece less the words that repeat its parameter's class, as Swift imports it:
    /// `-startRegion:(CLRegion *)` is `start(_:)`, `-sendData:(NSData *)data topic:` is
    /// `send(_:topic:)`; `nil` when no word repeats it or none would be left. A setter keeps
    /// its name: Swift assigns the property.
    static func droppingTypeName(of parameterType: String, from piece: String) -> String? {
        guard !piece.hasPrefix("set") else { return nil }
        var piece = piece
        var className = String(parameterType.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return piece.withUTF8 { pieceBytes in
            className.withUTF8 { classBytes in
                let pieceWords = NameWords.ranges(of: pieceBytes)
                let classWords = NameWords.ranges(of: classBytes)
                var kept = pieceWords.count
                var classIndex = classWords.count
                while kept > 1, classIndex > 0 {
                    let word = pieceBytes[pieceWords[kept - 1]]
                    let classWord = classBytes[classWords[classIndex - 1]]
                    guard word.count == classWord.count, zip(word, classWord).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) else { break }
                    kept -= 1
                    classIndex -= 1
                }
                return kept < pieceWords.count ? String(decoding: pieceBytes[..<pieceWords[kept].lowerBound], as: UTF8.self) : nil
            }
        }
    }

    /// The prepositions before which Swift splits an imported selector's first piece.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given",
        "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until", "using",
        "via", "when", "with", "within",
    ]

    /// ``prepositions``' bytes, for comparing a name's words without making strings of them.
    private static let prepositionBytes: [[UInt8]] = prepositions.map { Array($0.utf8) }

    /// Swift argument labels for a message's selector pieces after the first: `animated:completion:`
    /// for `presentViewController:animated:completion:` gives `_:animated:completion:`.
    static func labels(_ pieces: [String]) -> String {
        pieces.isEmpty ? "" : "_:" + pieces.dropFirst().map { ($0.isEmpty ? "_" : $0) + ":" }.joined()
    }
}
