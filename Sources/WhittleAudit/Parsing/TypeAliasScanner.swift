/// The type aliases a Swift file declares at the start of a line, each with the first type it
/// names: `typealias BaseViewController = UIViewController`, `public typealias
/// PlatformPageController = UIPageViewController & UIPageViewControllerDataSource`.
///
/// Code written for UIKit and AppKit at once names its controllers' superclass through an
/// alias chosen by `#if os(iOS)` (`class GameInfoViewController: BaseViewController`); the
/// index reads the alias to find those controllers. Like ``ImportScanner`` it looks only at
/// line starts (which ``SourceScan`` already found) and never parses; both branches of an `#if`
/// are read, and the first alias of a name is the one kept.
enum TypeAliasScanner {
    static func aliases(in bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) -> [String: String] {
        var aliases: [String: String] = [:]
        for start in lineStarts {
            var index = start
            skipSpaces(bytes, &index)
            // Most lines start with none of `typealias` or an access modifier: told by one byte.
            guard index < bytes.count, firstBytes.contains(bytes[index]) else { continue }
            guard var keyword = word(bytes, at: index) else { continue }
            while modifiers.contains(keyword.text) {
                index = keyword.end
                skipSpaces(bytes, &index)
                guard let next = word(bytes, at: index) else { break }
                keyword = next
            }
            guard keyword.text == "typealias" else { continue }
            index = keyword.end
            skipSpaces(bytes, &index)
            guard let name = word(bytes, at: index) else { continue }
            index = name.end
            skipSpaces(bytes, &index)
            // A generic alias (`typealias Handler<T> = …`) names no one class.
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            skipSpaces(bytes, &index)
            guard var target = word(bytes, at: index) else { continue }
            // `UIKit.UIViewController`: the last component is the class.
            while target.end + 1 < bytes.count, bytes[target.end] == UInt8(ascii: "."),
                let next = word(bytes, at: target.end + 1)
            {
                target = next
            }
            guard target.text.first?.isUppercase == true, target.text != name.text, aliases[name.text] == nil else { continue }
            aliases[name.text] = target.text
        }
        return aliases
    }

    private static let modifiers: Set<String> = ["public", "internal", "fileprivate", "private", "package", "open"]
    private static let firstBytes: Set<UInt8> = [
        UInt8(ascii: "t"), UInt8(ascii: "p"), UInt8(ascii: "i"), UInt8(ascii: "f"), UInt8(ascii: "o"),
    ]

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    }

    /// The identifier starting at `start` (letters, digits, `_`), and where it ends.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (text: String, end: Int)? {
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            let isWordByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            guard isWordByte else { break }
            end += 1
        }
        guard end > start else { return nil }
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), end)
    }
}
