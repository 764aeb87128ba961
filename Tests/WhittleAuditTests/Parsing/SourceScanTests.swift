import Testing
import WhittleTesting
@testable import WhittleAudit

/// `SourceScan` reads `// MARK:` and `// whittle:` comments only where they are comments.
struct SourceScanTests {
    static func marks(_ source: String) -> [String] {
        Array(source.utf8).withUnsafeBufferPointer { SourceScan($0).marks.map(\.text) }
    }

    @Test(arguments: [
        #"let template = "// MARK: - Hidden""#,
        "let template = \"\"\"\n    // MARK: - Hidden\n    \"\"\"",
        ##"let template = #"say "hi" // MARK: - Hidden"#"##,
        "let template = #\"\"\"\n    \"\"\" // MARK: - Hidden\n    \"\"\"#",
        "/* a 5\" screen\n// MARK: - Hidden\n*/",
        "/* outer /* inner */ // MARK: - Hidden\n*/",
        "//    // MARK: - Hidden",
    ])
    func markInsideAStringOrBlockCommentIsNoMark(_ source: String) {
        #expect(Self.marks(source + "\n// MARK: - Shown") == ["Shown"], "\(source)")
    }

    @Test func stringsAroundAMarkEndWhereTheyEnd() {
        let source = ##"""
            let url = "https://example.com" // MARK: - After a URL
            let quote = "say \"hi\" \\" // MARK: - After escapes
            let empty = "" // MARK: - After an empty string
            let raw = #"a "quoted" \ word"# // MARK: - After a raw string
            let quote = #"""# // MARK: - After a raw quote
            """##
        #expect(
            Self.marks(source) == [
                "After a URL", "After escapes", "After an empty string", "After a raw string", "After a raw quote",
            ])
    }

    @Test func directiveInsideAStringIsNoDirective() {
        let source = "let help = \"// whittle:disable all\"\n// whittle:disable mark-sections\n"
        let directives = Array(source.utf8).withUnsafeBufferPointer { SourceScan($0).directives }
        #expect(directives.map(\.line) == [2])
    }

    /// A `//` inside a string starts no comment, so the brackets after it still close: twenty
    /// lines of `["https://…"]` nest one deep, not twenty (which skipped the file).
    @Test func bracketsAfterAURLInAStringClose() {
        let source = String(repeating: #"let link = ["https://example.com"]"# + "\n", count: 20)
        let depth = Array(source.utf8).withUnsafeBufferPointer { SourceScan($0).maximumSquareBracketDepth }
        #expect(depth == 1)
    }

    /// The scan decides whether a file is UTF-8 exactly as the standard library does, in code,
    /// strings and comments alike: an ill-formed file is reported, never parsed.
    @Test func validatesUTF8AsTheStandardLibraryDoes() {
        let pieces: [[UInt8]] = [
            Array("let a = 1\n".utf8), Array("// © 2024 Zoë\n".utf8), Array("let s = \"🙂 naïve\"\n".utf8),
            Array("/* ü */".utf8), [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF5, 0x80, 0x80, 0x80],
            [0xF0, 0x9F, 0x99], Array("//".utf8), [0x0A], Array("\"".utf8),
        ]
        var generator = SplitMix64(seed: 2026)
        for _ in 0..<400 {
            let bytes = (0..<Int.random(in: 1...6, using: &generator)).flatMap { _ in
                pieces.randomElement(using: &generator) ?? []
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            let scanned = bytes.withUnsafeBufferPointer { SourceScan($0).isValidUTF8 }
            #expect(scanned == expected, "\(bytes)")
        }
    }
}
