@testable import WhittleAudit

/// Runs a token-level check of the parsing layer on a snippet, at the first occurrence of a word.
enum TokenProbe {
    /// `check` given the byte offset of `word`'s first occurrence in `source` and the snippet's
    /// tokens; `false` when `word` does not occur.
    static func check(_ source: String, at word: String, _ check: (Int, SourceTokens) -> Bool) -> Bool {
        guard let range = source.range(of: word) else { return false }
        let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound)
        return Array(source.utf8).withUnsafeBufferPointer { check(offset, SourceTokens($0)) }
    }
}
