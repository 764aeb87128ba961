/// The facts parsed since the facts file was written, beside it (`<hash>.journal`), so an
/// audit that parsed a few files writes those instead of re-encoding and compressing the
/// facts of every file (75 ms of a one-file re-audit of the benchmark corpus).
///
/// It names the facts file it extends by that file's checksum, and is ignored if the facts
/// file was replaced since. When it would hold more than an eighth of the entries (or more
/// than 16), or the facts file holds too many entries no audit uses any more, the audit
/// writes a new facts file instead and removes the journal (``FactsStore/save(_:paths:withoutMembers:)``).
///
/// ```
/// body: facts file checksum u64 · entries as in the facts file (FactsPack)
/// ```
enum FactsJournal {
    static let magic: [UInt8] = Array("WHTLFJNL".utf8)

    /// The journal of the facts file at `packPath`.
    static func path(forPack packPath: String) -> String {
        (packPath.hasSuffix(".facts") ? String(packPath.dropLast(".facts".count)) : packPath) + ".journal"
    }

    /// The body of the journal `bytes` over the facts file whose checksum is `base`, where each
    /// entry's payload is in it, and its own checksum.
    static func open(
        _ bytes: UnsafeRawBufferPointer, base: UInt64, context: ContentHash
    ) throws(CacheCorruption) -> (body: [UInt8], entries: [FactsKey: Range<Int>], checksum: UInt64) {
        let (body, checksum) = try PackEnvelope.open(bytes, magic: magic, version: FactsCache.formatVersion, context: context)
        let entries = try body.withUnsafeBytes { body in
            Swift.Result { () throws(CacheCorruption) in
                var reader = BinaryReader(body)
                guard try reader.fixed64() == base else { throw .stale }
                let entries = try FactsPack.readEntries(&reader)
                guard reader.isAtEnd else { throw .invalidValue }
                return entries
            }
        }.get()
        return (body, entries, checksum)
    }

    /// The journal of `entries` over the facts file whose checksum is `base`.
    static func encode(_ entries: [(key: FactsKey, payload: UnsafeRawBufferPointer)], base: UInt64, context: ContentHash) -> [UInt8] {
        var body = BinaryWriter(capacity: entries.reduce(24) { $0 + $1.payload.count + 24 })
        body.fixed64(base)
        FactsPack.writeEntries(entries, to: &body)
        return PackEnvelope.seal(body.bytes, magic: magic, version: FactsCache.formatVersion, context: context)
    }
}
