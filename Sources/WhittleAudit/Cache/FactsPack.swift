/// The facts file of one audited path set: a header, then every file's encoded facts,
/// compressed (``LZCompression``).
///
/// ```
/// magic "WHTLPACK" · format u32 · reserved u32 · context 16 bytes · checksum u64
/// · compressed body length u64 · body length u64 · compressed body
/// body: entry count, then per entry: content hash (16 bytes), length, language, payload length, payload
/// ```
///
/// The checksum (XXH64 of the compressed body) and both lengths are checked before anything
/// is used, so a truncated or damaged file is rejected whole; ``FactsDecoder`` checks each
/// payload again as it reads it.
enum FactsPack {
    static let magic: [UInt8] = Array("WHTLPACK".utf8)
    static let headerSize = 8 + 4 + 4 + 16 + 8 + 8 + 8
    /// A body larger than this many times its compressed size is not believed.
    private static let maximumRatio: UInt64 = 256

    /// The body of the facts file `bytes` and where each entry's payload is in it, after
    /// checking the header against `context`.
    static func index(
        _ bytes: UnsafeRawBufferPointer, context: ContentHash
    ) throws(CacheCorruption) -> (body: [UInt8], entries: [FactsKey: Range<Int>], checksum: UInt64) {
        var reader = BinaryReader(bytes)
        guard bytes.count >= magic.count, try reader.slice(magic.count).elementsEqual(magic) else { throw .foreign }
        guard try reader.fixed32() == FactsCache.formatVersion else { throw .foreign }
        _ = try reader.fixed32()
        guard try reader.hash() == context else { throw .stale }
        let checksum = try reader.fixed64()
        let compressedLength = try reader.fixed64()
        let bodyLength = try reader.fixed64()
        guard compressedLength == UInt64(reader.remaining) else { throw .truncated }
        guard bodyLength <= compressedLength * maximumRatio + 64 else { throw .invalidValue }
        let compressed = UnsafeRawBufferPointer(rebasing: bytes[reader.offset...])
        guard ContentHash.xxh64(compressed, seed: 0) == checksum else { throw .checksumMismatch }
        let body = try LZCompression.decompress(compressed, size: Int(bodyLength))
        let entries = try body.withUnsafeBytes { body in
            Swift.Result { () throws(CacheCorruption) in try index(body: body) }
        }.get()
        return (body, entries, checksum)
    }

    private static func index(body: UnsafeRawBufferPointer) throws(CacheCorruption) -> [FactsKey: Range<Int>] {
        var reader = BinaryReader(body)
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
        return entries
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
        let compressed = body.bytes.withUnsafeBytes { LZCompression.compress($0) }
        var file = BinaryWriter(capacity: headerSize + compressed.count)
        file.append(magic)
        file.fixed32(FactsCache.formatVersion)
        file.fixed32(0)
        file.hash(context)
        file.fixed64(compressed.withUnsafeBytes { ContentHash.xxh64($0, seed: 0) })
        file.fixed64(UInt64(compressed.count))
        file.fixed64(UInt64(body.bytes.count))
        file.append(compressed)
        return file.bytes
    }
}
