import Foundation
import Testing
@testable import WhittleAudit

/// ``SwiftTokenizer`` must split code exactly as SwiftParser's lexer does (string text aside),
/// or bodies would be read wrongly.
struct SwiftTokenizerTests {
    private static func compare(_ source: String, _ label: String) {
        let bytes = Array(source.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let fast = SwiftTokenizer.tokenize(buffer) else {
                Issue.record("tokenizer gave up on \(label)")
                return
            }
            let reference = SourceTokens(lexing: buffer)
            let count = min(fast.count, reference.count)
            for index in 0..<count {
                let mine = fast[index]
                let theirs = reference[index]
                if mine.kind != theirs.kind || mine.start != theirs.start || mine.length != theirs.length
                    || mine.isAtStartOfLine != theirs.isAtStartOfLine
                {
                    let text = String(decoding: bytes[Int(theirs.start)..<Int(theirs.start + theirs.length)], as: UTF8.self)
                    Issue.record(
                        "\(label): token \(index) `\(text)` is \(mine.kind) at \(mine.start)+\(mine.length) line-start \(mine.isAtStartOfLine); SwiftParser: \(theirs.kind) at \(theirs.start)+\(theirs.length) line-start \(theirs.isAtStartOfLine)"
                    )
                    return
                }
            }
            #expect(fast.count == reference.count, "\(label): \(fast.count) tokens vs \(reference.count)")
        }
    }

    @Test func catalogExamplesLexLikeSwiftParser() {
        let examples =
            AuditCatalog().detectors.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
            + AuditCatalog().rules.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
        for example in examples { Self.compare(example.code, "\(example.file):\(example.line)") }
    }

    @Test func bundledExamplesLexLikeSwiftParser() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for folder in ["Examples", "Sources"] {
            let base = root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }
            #expect(files.count > 10)
            for file in files {
                Self.compare(try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8), file)
            }
        }
    }

    @Test func trickyLexemesLexLikeSwiftParser() {
        let source = ##"""
            #!/usr/bin/env swift
            let a = b?.c ?? d!.e, f = !g, h = &i, j = k...l, m = n..<o, p = -q
            let r = "x \(s.t("u \(v)")) w", raw = #"a \#(b) "c" d"#, multi = """
                line \(x) "quoted"
                """
            /* block /* nested */ comment */ let y = 1.5e-3 + 0x1F + 1_000
            let z: Array<Array<Int>> = [[1]], `default` = $0, w = a ? b : c
            #if DEBUG
            @available(iOS 15, *) func f() -> Int { #selector(foo(_:)); return x/y }
            #elseif os(macOS)
            #endif
            if #available(iOS 16, *) { a = b as? C ?? D() }
            if #available(macOS 10.15.4, iOS 13.4, *), let quote = #"""#, hex = 0x1F.8p+1 { }
            let generic = Array<Int>.Index(), projected = $state, shorthand = $0
            """##
        Self.compare(source, "tricky")
    }

    @Test func regexLiteralsAreLeftToSwiftParser() {
        let bytes = Array("let pattern = /ab+c/\nlet other = #/x/#\n".utf8)
        #expect(bytes.withUnsafeBufferPointer { SwiftTokenizer.tokenize($0) } == nil)
        // The audit still reads such a file, through SwiftParser's lexer.
        let tokens = bytes.withUnsafeBufferPointer { SourceTokens($0).count }
        #expect(tokens > 5)
    }
}
