/// The modules a file imports, read line by line: `import Kingfisher`, `@testable import App`,
/// `import struct GRDB.DatabaseQueue`; in Objective-C, `@import Firebase;` and
/// `#import <SDWebImage/UIImageView+WebCache.h>`.
///
/// Library signals count only where their module is imported (``Signal/modules``), so
/// `Connection` is SQLite.swift's only in a file that imports `SQLite`. An import is a line of
/// its own at the top level, so the scan looks only at line starts (which ``SourceScan``
/// already found) and never parses.
enum ImportScanner {
    static func modules(in bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) -> Set<String> {
        var modules: Set<String> = []
        for start in lineStarts {
            var index = start
            SourceWords.skipSpaces(bytes, &index)
            guard index < bytes.count else { continue }
            switch bytes[index] {
            case UInt8(ascii: "@"):
                // `@import Module;`, or attributes before a Swift import (`@testable import X`).
                if let name = SourceWords.word(bytes, at: index + 1), name.text == "import" {
                    index = name.end
                    SourceWords.skipSpaces(bytes, &index)
                    if let module = SourceWords.word(bytes, at: index) { modules.insert(module.text) }
                    continue
                }
                while index < bytes.count, bytes[index] == UInt8(ascii: "@") {
                    guard let attribute = SourceWords.word(bytes, at: index + 1) else { break }
                    index = attribute.end
                    SourceWords.skipSpaces(bytes, &index)
                }
                if let module = swiftImport(bytes, at: index) { modules.insert(module) }
            case UInt8(ascii: "#"):
                // `#import <Module/Header.h>` or `#include <Module/Header.h>`.
                guard let directive = SourceWords.word(bytes, at: index + 1), directive.text == "import" || directive.text == "include"
                else { continue }
                index = directive.end
                SourceWords.skipSpaces(bytes, &index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "<"), let module = SourceWords.word(bytes, at: index + 1),
                    module.end < bytes.count, bytes[module.end] == UInt8(ascii: "/")
                else { continue }
                modules.insert(module.text)
            case UInt8(ascii: "i"):
                if let module = swiftImport(bytes, at: index) { modules.insert(module) }
            default:
                continue
            }
        }
        return modules
    }

    /// The module of `import [kind] Module[.Symbol]` at `index`.
    private static func swiftImport(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> String? {
        guard let keyword = SourceWords.word(bytes, at: start), keyword.text == "import" else { return nil }
        var index = keyword.end
        SourceWords.skipSpaces(bytes, &index)
        guard var module = SourceWords.word(bytes, at: index) else { return nil }
        if importKinds.contains(module.text) {
            index = module.end
            SourceWords.skipSpaces(bytes, &index)
            guard let next = SourceWords.word(bytes, at: index) else { return nil }
            module = next
        }
        return module.text
    }

    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]
}
