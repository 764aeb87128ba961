import Foundation
import Testing

/// Every Swift snippet of the DocC articles compiles: each one that Linux can compile stands,
/// paragraph by paragraph and line for line (indentation aside), in a test source that a test
/// target compiles, with the names it leaves to the reader declared around it. Snippets that need UIKit, AppKit or SwiftUI are
/// compiled by the Apple-platform workflow's examples instead; this test names how many.
struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Snippet: CustomStringConvertible {
        var article: String
        var line: Int
        var lines: [String]
        var description: String { "\(article):\(line)" }
    }

    /// Words that only compile where UIKit or AppKit exist; a snippet marks a call into the
    /// UIKit adapter with a `// WhittleUIKit` comment.
    static let platformMarkers = [
        "import UIKit", "import AppKit", "override func", "@objc", "viewDidLoad", "tableView.", "collectionView.",
        "NSDiffableDataSourceSnapshot", "UIViewController", "UITableView", "UICollectionView", "UIView", "UIAlert",
        "NSViewController", "NSTableView", "NSCollectionView", "pinBottomToKeyboard",
        "// WhittleUIKit",
        // SwiftUI: views and the module's adapters.
        ": View", "NavigatorStack(", "ViewStateView(", ".confirmations(",
    ]

    static func snippets() throws -> [Snippet] {
        var found: [Snippet] = []
        for folder in ["Sources/Whittle/Whittle.docc", "Sources/WhittleGRDB/WhittleGRDB.docc", "Sources/WhittleSwiftUI/WhittleSwiftUI.docc"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".md") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                var current: (line: Int, lines: [String])?
                for (index, line) in text.components(separatedBy: "\n").enumerated() {
                    if current == nil, line.hasPrefix("```swift") {
                        current = (index + 1, [])
                    } else if let open = current, line.hasPrefix("```") {
                        found.append(Snippet(article: name, line: open.line, lines: open.lines))
                        current = nil
                    } else if current != nil {
                        current?.lines.append(line)
                    }
                }
            }
        }
        return found
    }

    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func compiledTestLines() throws -> [[String]] {
        var files: [[String]] = []
        let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.lastPathComponent != "DocSnippetTests.swift" else { continue }
            files.append(normalized(try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")))
        }
        return files
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    @Test func everyLinuxCompilableSnippetIsCompiledByATest() throws {
        let snippets = try Self.snippets()
        #expect(snippets.count > 30, "found \(snippets.count) snippets; is the root right?")
        let sources = try Self.compiledTestLines()
        let portable = snippets.filter { snippet in
            !snippet.lines.contains { line in Self.platformMarkers.contains { line.contains($0) } }
        }
        // Each paragraph (lines between blank lines) must stand whole in one compiled file:
        // declarations may sit at file scope and statements in a function around them.
        let missing = portable.filter { snippet in
            let paragraphs = snippet.lines.split(whereSeparator: { $0.trimmingCharacters(in: .whitespaces).isEmpty })
            return paragraphs.contains { paragraph in
                let lines = Self.normalized(Array(paragraph))
                return !sources.contains { Self.contains($0, lines) }
            }
        }
        #expect(missing.isEmpty, "snippets no test compiles: \(missing)")
        #expect(portable.count >= 15, "\(portable.count) of \(snippets.count) snippets are checked here")
    }
}
