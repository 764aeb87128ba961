/// Accumulates the values a cache key depends on and hashes them: each value is written
/// with its length, so `["ab", "c"]` and `["a", "bc"]` differ.
struct FingerprintBuilder {
    private var writer = BinaryWriter()

    mutating func add(_ value: String) { writer.rawString(value) }
    mutating func add(_ values: [String]) { writer.stringTable(values) }
    mutating func add(_ value: Int) { writer.int(value) }
    mutating func add(_ value: ContentHash) { writer.hash(value) }

    mutating func add(_ diagnostics: [FileDiagnostic]) {
        add(diagnostics.count)
        for diagnostic in diagnostics {
            add([diagnostic.file, diagnostic.kind.rawValue, diagnostic.message])
            add(diagnostic.line ?? -1)
        }
    }

    var hash: ContentHash { ContentHash(writer.bytes) }
}
