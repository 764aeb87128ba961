import Testing
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
}
