@_spi(RawSyntax) import SwiftSyntax

/// Object-like macros that stand for an object a class message hands out: iSub's `#define
/// settingsS ((SavedSettings *)[SavedSettings sharedInstance])`, a `#define kDefaults
/// [NSUserDefaults standardUserDefaults]`; or any value cast to a class, `#define APP_DELEGATE
/// ((AppDelegate *)[NSApp delegate])`.
///
/// Projects name their singletons this way and message the macro (`settingsS.isJukeboxEnabled`,
/// `[databaseS.songCacheDbQueue inDatabase:…]`); each file is read alone, and the readers take
/// the name for a property the controller does not have. A file keeps the macros it defines
/// (``macros(in:filter:)``), mostly in headers; once every file is read, ``resolve(_:)`` makes
/// the events rooted at one read as the macro's own spelling does: on the class, through the
/// message unless it hands out a shared instance (``CatalogNames/singletonAccessors``).
enum ObjCInstanceMacros {
    /// The instance macros the file's `#define` lines declare, by name, each to its class, or
    /// to the class and the message, joined by a period, when that is no shared instance's
    /// accessor (`NSUserDefaults.standardUserDefaults`).
    static func macros(in source: ObjCSource, filter: EventFilter) -> [String: String] {
        var macros: [String: String] = [:]
        for token in source.tokens where token.kind == .preprocessor {
            let start = Int(token.start), end = Int(token.end)
            // Short lines only: a singleton's macro is one send.
            guard end - start < 200, let (name, type) = macro(source.bytes, start, end, filter: filter) else { continue }
            macros[name] = type
        }
        return macros
    }

    /// `name` and the class (and message) of `#define name [Class message]` between `start` and
    /// `end`, the send wrapped in parentheses or a cast to a pointer or not; nil for any other
    /// line, a message with arguments among them.
    private static func macro(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, filter: EventFilter
    ) -> (String, String)? {
        var index = start + 1
        func skipSpaces() { while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        skipSpaces()
        let keyword = Array("define".utf8)
        guard end - index > keyword.count, bytes[index..<index + keyword.count].elementsEqual(keyword) else { return nil }
        index += keyword.count
        guard index < end, bytes[index] == 0x20 || bytes[index] == 0x09 else { return nil }
        skipSpaces()
        guard index < end, ObjCTokenizer.isIdentifierStart(bytes[index]) else { return nil }
        let name = index
        while index < end, ObjCTokenizer.isIdentifierStart(bytes[index]) || ObjCTokenizer.isDigit(bytes[index]) { index += 1 }
        // `#define name(x) …` takes arguments: no instance.
        guard index < end, bytes[index] == 0x20 || bytes[index] == 0x09 else { return nil }
        let nameText = String(decoding: UnsafeBufferPointer(rebasing: bytes[name..<index]), as: UTF8.self)
        let body = UnsafeBufferPointer(rebasing: bytes[index..<end])
        let tokens = ObjCTokenizer.tokenize(body)
        func text(_ token: ObjCToken) -> SyntaxText {
            SyntaxText(baseAddress: body.baseAddress.map { $0 + Int(token.start) }, count: token.length)
        }
        func isPunctuation(_ position: Int, _ character: Unicode.Scalar) -> Bool {
            position < tokens.count && tokens[position].kind == .punctuation && tokens[position].length == 1
                && body[Int(tokens[position].start)] == UInt8(ascii: character)
        }
        func isIdentifier(_ position: Int) -> Bool { position < tokens.count && tokens[position].kind == .identifier }
        var first = 0
        var last = tokens.count - 1
        // Outer parentheses and a cast, `((Type *)[Type shared])`, in any order.
        var cast: Int?
        while last - first >= 3 {
            if isPunctuation(first, "("), isPunctuation(last, ")") {
                first += 1
                last -= 1
            } else if isPunctuation(first, "("), isIdentifier(first + 1), isPunctuation(first + 2, "*"), isPunctuation(first + 3, ")") {
                cast = first + 1
                first += 4
            } else {
                break
            }
        }
        guard last - first == 3, isPunctuation(first, "["), isIdentifier(first + 1), isIdentifier(first + 2), isPunctuation(last, "]"),
            let initial = text(tokens[first + 1]).first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z")
        else {
            // Any other value cast to a class (`((AppDelegate *)[NSApp delegate])`, the app
            // delegate's macro) is an object of that class.
            guard let cast, let initial = text(tokens[cast]).first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z"),
                first <= last, isPunctuation(first, "[") || isIdentifier(first)
            else { return nil }
            return (nameText, String(syntaxText: text(tokens[cast])))
        }
        let type = String(syntaxText: text(tokens[first + 1]))
        let message = text(tokens[first + 2])
        guard message != "alloc" else { return nil }
        return (nameText, filter.isSingletonAccessor(message) ? type : type + "." + String(syntaxText: message))
    }

    /// Rewrites every event of an Objective-C file rooted at an instance macro the project
    /// defines to have the macro's class as its receiver, through the macro's message where it
    /// is one (as `[[NSUserDefaults standardUserDefaults] setBool:…]` is read), unless the
    /// member's type has a member of that name or the member a local or parameter of that name.
    /// The class is named where it is used, as the spelled-out send names it, when `filter`
    /// keeps its name (`NSUserDefaults` reads or writes the defaults).
    static func resolve(_ files: inout [FileFacts], filter: EventFilter) {
        var macros: [String: (type: String, message: String?)] = [:]
        for file in files {
            for (name, value) in file.instanceMacros where macros[name] == nil {
                let parts = value.split(separator: ".", maxSplits: 1).map(String.init)
                macros[name] = (parts[0], parts.count > 1 ? parts[1] : nil)
            }
        }
        // Most projects define none: nothing to walk.
        guard !macros.isEmpty else { return }
        // A type's members in every part of it (its `@interface` and its `@implementation`), for
        // the names that shadow a macro.
        var memberNames: [String: Set<String>] = [:]
        for file in files where ObjCFileParser.isObjectiveC(file.path) {
            for type in file.types { memberNames[type.simpleName, default: []].formUnion(type.members.lazy.map(\.name)) }
        }
        for fileIndex in files.indices where ObjCFileParser.isObjectiveC(files[fileIndex].path) {
            for typeIndex in files[fileIndex].types.indices {
                let shadowing = memberNames[files[fileIndex].types[typeIndex].simpleName] ?? []
                for memberIndex in files[fileIndex].types[typeIndex].members.indices {
                    var rewrites: [(index: Int, type: String, path: String?)] = []
                    do {
                        // By index, reading each receiver in place: a closure would copy every event.
                        let member = files[fileIndex].types[typeIndex].members[memberIndex]
                        for index in member.events.indices {
                            // A macro spelled in capitals (`[FILEMGR fileExistsAtPath:…]`) reads as a class.
                            let name: String
                            switch member.events[index].receiver {
                            case .property(let property): name = property
                            case .type(let type): name = type
                            case .own, .expression: continue
                            }
                            guard let macro = macros[name], member.localTypes[name] == nil, !shadowing.contains(name) else { continue }
                            var path = member.events[index].receiverMember
                            if let message = macro.message {
                                // A path of the message and at most one more property, as the readers keep one.
                                if let through = path { path = through.contains(".") ? nil : message + "." + through } else { path = message }
                            }
                            rewrites.append((index, macro.type, path))
                        }
                    }
                    guard !rewrites.isEmpty else { continue }
                    var named: [MemberEvent] = []
                    for rewrite in rewrites {
                        files[fileIndex].types[typeIndex].members[memberIndex].events[rewrite.index].receiver = .type(rewrite.type)
                        files[fileIndex].types[typeIndex].members[memberIndex].events[rewrite.index].receiverMember = rewrite.path
                        let event = files[fileIndex].types[typeIndex].members[memberIndex].events[rewrite.index]
                        guard wants(rewrite.type, filter),
                            !files[fileIndex].types[typeIndex].members[memberIndex].events.contains(where: {
                                $0.kind == .reference && $0.name == rewrite.type && $0.receiver == .own
                            }) && !named.contains(where: { $0.name == rewrite.type })
                        else { continue }
                        named.append(
                            MemberEvent(
                                kind: .reference, name: rewrite.type, labels: nil, receiver: .own, position: event.position,
                                namePosition: event.position))
                    }
                    guard !named.isEmpty else { continue }
                    files[fileIndex].types[typeIndex].members[memberIndex].events += named
                    files[fileIndex].types[typeIndex].members[memberIndex].events.sort(by: MemberEvent.sourceOrder)
                }
            }
        }
    }

    private static func wants(_ type: String, _ filter: EventFilter) -> Bool {
        var type = type
        return type.withUTF8 { filter.wants(SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
    }
}
