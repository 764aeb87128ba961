import Foundation

/// What a file's facts are keyed by in the facts file: the content's hash and length, and
/// the language its name says it is in (a `.h` and a `.swift` file with the same bytes are
/// read by different front ends). The settings that shape parsing are the facts file's
/// ``FactsFile/context(filter:)``; the path is not part of it, so the same content has the
/// same facts wherever it is.
struct FactsKey: Hashable, Sendable {
    var content: ContentHash
    var length: Int
    var language: UInt8
}

extension FactsKey {
    /// The key of `data` read from `path`.
    init(data: Data, path: String) {
        content = data.withUnsafeBytes { ContentHash($0) }
        length = data.count
        language = SourceLanguage(path: path) == .objectiveC ? 1 : 0
    }
}
