/// The type aliases a Swift file declares at the start of a line, each with the types it names:
/// `typealias BaseViewController = UIViewController` names one, `public typealias Dependencies =
/// HasNetwork & HasAnalytics` a composition of two.
///
/// Code written for UIKit and AppKit at once names its controllers' superclass through an
/// alias chosen by `#if os(iOS)` (`class GameInfoViewController: BaseViewController`); the
/// index reads the alias's first type to find those controllers. Code that injects its services
/// as a composition of protocols (`let environment: Environment`, `environment.networkManager
/// .send(…)`) reaches them through the types that adopt every one of them. Like ``ImportScanner``
/// it looks only at line starts (which ``SourceScan`` already found) and never parses; both
/// branches of an `#if` are read, and the first alias of a name is the one kept.
enum TypeAliasScanner {
    static func aliases(in bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) -> [String: [String]] {
        var aliases: [String: [String]] = [:]
        for start in lineStarts {
            var index = start
            SourceWords.skipSpaces(bytes, &index)
            // Only `typealias` or a modifier can start the line: `t`, `p`, `i`, `f` or `o`.
            guard index < bytes.count, Self.firstBytes.contains(bytes[index]) else { continue }
            // Words are compared as bytes: most lines start with none of these, and a string
            // made for each would cost more than the scan.
            var end = SourceWords.wordEnd(bytes, from: index)
            while end > index, modifiers.contains(where: { matches(bytes, index, end, $0) }) {
                index = end
                SourceWords.skipSpaces(bytes, &index)
                end = SourceWords.wordEnd(bytes, from: index)
            }
            guard matches(bytes, index, end, keyword) else { continue }
            index = end
            SourceWords.skipSpaces(bytes, &index)
            guard let name = SourceWords.word(bytes, at: index) else { continue }
            index = name.end
            SourceWords.skipSpaces(bytes, &index)
            // A generic alias (`typealias Handler<T> = …`) names no one class.
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            var types: [String] = []
            while true {
                // A composition may go on over lines (`typealias Manager =⏎ Starting &⏎ Stopping`).
                skipWhitespace(bytes, &index)
                guard var target = SourceWords.word(bytes, at: index) else { break }
                // `UIKit.UIViewController`: the last component is the class.
                while target.end + 1 < bytes.count, bytes[target.end] == UInt8(ascii: "."),
                    let next = SourceWords.word(bytes, at: target.end + 1)
                {
                    target = next
                }
                guard target.text.first?.isUppercase == true else { break }
                types.append(target.text)
                index = target.end
                skipWhitespace(bytes, &index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "&") else { break }
                index += 1
            }
            guard let first = types.first, first != name.text, aliases[name.text] == nil else { continue }
            aliases[name.text] = types
        }
        return aliases
    }

    /// The names `@objc(…)` at line starts give the file's classes, protocols and enums, each
    /// to the Swift name: Objective-C files send to `EZQueryService`, which `@objc(EZQueryService)
    /// public class QueryService` answers. The first of a name is kept.
    static func objectiveCNames(in bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) -> [String: String] {
        var names: [String: String] = [:]
        for start in lineStarts {
            var index = start
            SourceWords.skipSpaces(bytes, &index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "@"), let (name, type) = objectiveCName(bytes, at: index),
                names[name] == nil
            else { continue }
            names[name] = type
        }
        return names
    }

    /// The name Objective-C knows a class, protocol or enum by where an `@objc(Name)` at
    /// `start` gives it one (`@objc(EZQueryService)⏎public class QueryService`), with the
    /// Swift name: Objective-C files send to `EZQueryService`, the Swift type's code answers.
    /// Other attributes and modifiers may sit between; a member's selector (`@objc(resetAlert)
    /// final class func reset()`) names no type.
    private static func objectiveCName(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (String, String)? {
        var index = start
        guard index + objc.count < bytes.count, matches(bytes, index, index + objc.count, objc) else { return nil }
        index += objc.count
        guard let name = SourceWords.word(bytes, at: index), name.end < bytes.count, bytes[name.end] == UInt8(ascii: ")")
        else { return nil }
        index = name.end + 1
        while true {
            skipWhitespace(bytes, &index)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "@") {
                // Another attribute (`@objcMembers`, `@MainActor`), without arguments.
                index = SourceWords.wordEnd(bytes, from: index + 1)
                continue
            }
            let end = SourceWords.wordEnd(bytes, from: index)
            if modifiers.contains(where: { matches(bytes, index, end, $0) }) || matches(bytes, index, end, final) {
                index = end
                continue
            }
            guard typeKeywords.contains(where: { matches(bytes, index, end, $0) }) else { return nil }
            index = end
            SourceWords.skipSpaces(bytes, &index)
            guard let type = SourceWords.word(bytes, at: index), type.text.first?.isUppercase == true, type.text != name.text
            else { return nil }
            return (name.text, type.text)
        }
    }

    private static let keyword = Array("typealias".utf8)
    private static let objc = Array("@objc(".utf8)
    private static let final = Array("final".utf8)
    private static let typeKeywords = ["class", "protocol", "enum"].map { Array($0.utf8) }
    private static let firstBytes: [UInt8] = Array("tpifo".utf8)
    private static let modifiers = ["public", "internal", "fileprivate", "private", "package", "open"].map { Array($0.utf8) }

    /// Moves `index` past spaces, tabs and line breaks.
    private static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
            || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
        {
            index += 1
        }
    }

    /// Whether the bytes from `start` to `end` spell `word`.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: [UInt8]) -> Bool {
        guard end - start == word.count else { return false }
        for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
        return true
    }
}
