/// The facts file of one audited path set: every file's encoded facts in a
/// ``PackEnvelope`` (checked header, compressed body).
///
/// ```
/// body: entry count, then per entry: content hash (16 bytes), length, language, payload length, payload
/// ```
///
/// ``FactsDecoder`` checks each payload again as it reads it.
enum FactsPack {
    static let magic: [UInt8] = Array("WHTLPACK".utf8)

    /// The body of the facts file `bytes` and where each entry's payload is in it, after
    /// checking the header against `context`.
    static func index(
        _ bytes: UnsafeRawBufferPointer, context: ContentHash
    ) throws(CacheCorruption) -> (body: [UInt8], entries: [FactsKey: Range<Int>], checksum: UInt64) {
        let (body, checksum) = try PackEnvelope.open(bytes, magic: magic, version: FactsCache.formatVersion, context: context)
        let entries = try body.withUnsafeBytes { body in
            Swift.Result { () throws(CacheCorruption) in try index(body: body) }
        }.get()
        return (body, entries, checksum)
    }

    private static func index(body: UnsafeRawBufferPointer) throws(CacheCorruption) -> [FactsKey: Range<Int>] {
        var reader = BinaryReader(body)
        let entries = try readEntries(&reader)
        guard reader.isAtEnd else { throw .invalidValue }
        return entries
    }

    /// The entry count and the entries ``writeEntries(_:to:)`` wrote, each as where its
    /// payload is in the body `reader` reads.
    static func readEntries(_ reader: inout BinaryReader) throws(CacheCorruption) -> [FactsKey: Range<Int>] {
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
        return entries
    }

    /// A facts file holding `entries` (in the order given), valid under `context`.
    static func encode(
        _ entries: [(key: FactsKey, payload: UnsafeRawBufferPointer)], context: ContentHash
    ) -> [UInt8] {
        var body = BinaryWriter(capacity: entries.reduce(16) { $0 + $1.payload.count + 24 })
        writeEntries(entries, to: &body)
        return PackEnvelope.seal(body.bytes, magic: magic, version: FactsCache.formatVersion, context: context)
    }

    /// The entry count, then per entry its key, payload length and payload.
    static func writeEntries(_ entries: [(key: FactsKey, payload: UnsafeRawBufferPointer)], to body: inout BinaryWriter) {
        body.varint(UInt64(entries.count))
        for entry in entries {
            body.hash(entry.key.content)
            body.int(entry.key.length)
            body.byte(entry.key.language)
            body.varint(UInt64(entry.payload.count))
            body.append(entry.payload)
        }
    }
}
