/// What a cached file's facts are keyed by within a facts file: the content's hash and
/// length, and the language its name says it is in (a `.h` and a `.swift` file with the same
/// bytes are read by different front ends). The build and the event filter are the facts
/// file's ``FactsCache/context(filter:)``.
struct FactsKey: Hashable, Sendable {
    var content: ContentHash
    var length: Int
    var language: UInt8

    init(content: ContentHash, length: Int, language: UInt8) {
        self.content = content
        self.length = length
        self.language = language
    }

    /// The key of `bytes` read from `path`.
    init(bytes: UnsafeRawBufferPointer, path: String) {
        content = ContentHash(bytes)
        length = bytes.count
        language = SourceLanguage(path: path) == .objectiveC ? 1 : 0
    }
}
