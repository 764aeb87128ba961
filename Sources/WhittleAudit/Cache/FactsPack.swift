/// The facts file of one audited path set: a header, then every file's encoded facts.
///
/// ```
/// magic "WHTLPACK" · format u32 · reserved u32 · context 16 bytes · checksum u64 · body length u64
/// body: entry count, then per entry: content hash (16 bytes), length, language, payload length, payload
/// ```
///
/// The checksum (XXH64 of the body) and the body length are checked before anything is
/// used, so a truncated or damaged file is rejected whole; ``FactsDecoder`` checks each
/// payload again as it reads it.
enum FactsPack {
    static let magic: [UInt8] = Array("WHTLPACK".utf8)
    static let headerSize = 8 + 4 + 4 + 16 + 8 + 8

    /// Where each entry's payload is in `bytes`, after checking the header against `context`.
    static func index(
        _ bytes: UnsafeRawBufferPointer, context: ContentHash
    ) throws(CacheCorruption) -> (entries: [FactsKey: Range<Int>], checksum: UInt64) {
        var reader = BinaryReader(bytes)
        guard bytes.count >= magic.count, try reader.slice(magic.count).elementsEqual(magic) else { throw .foreign }
        guard try reader.fixed32() == FactsCache.formatVersion else { throw .foreign }
        _ = try reader.fixed32()
        guard try reader.hash() == context else { throw .stale }
        let checksum = try reader.fixed64()
        let length = try reader.fixed64()
        guard length == UInt64(reader.remaining) else { throw .truncated }
        let body = UnsafeRawBufferPointer(rebasing: bytes[reader.offset...])
        guard ContentHash.xxh64(body, seed: 0) == checksum else { throw .checksumMismatch }
        let count = try reader.count(minimumSize: 20)
        var entries: [FactsKey: Range<Int>] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let content = try reader.hash()
            let length = try reader.int()
            let language = try reader.byte()
            let size = try reader.count()
            let start = reader.offset
            _ = try reader.slice(size)
            entries[FactsKey(content: content, length: length, language: language)] = start..<start + size
        }
        guard reader.isAtEnd else { throw .invalidValue }
        return (entries, checksum)
    }

    /// A facts file holding `entries` (in the order given), valid under `context`.
    static func encode(
        _ entries: [(key: FactsKey, payload: UnsafeRawBufferPointer)], context: ContentHash
    ) -> [UInt8] {
        var body = BinaryWriter(capacity: entries.reduce(16) { $0 + $1.payload.count + 24 })
        body.varint(UInt64(entries.count))
        for entry in entries {
            body.hash(entry.key.content)
            body.int(entry.key.length)
            body.byte(entry.key.language)
            body.varint(UInt64(entry.payload.count))
            body.append(entry.payload)
        }
        var file = BinaryWriter(capacity: headerSize + body.bytes.count)
        file.append(magic)
        file.fixed32(FactsCache.formatVersion)
        file.fixed32(0)
        file.hash(context)
        file.fixed64(body.bytes.withUnsafeBytes { ContentHash.xxh64($0, seed: 0) })
        file.fixed64(UInt64(body.bytes.count))
        file.append(body.bytes)
        return file.bytes
    }
}
