import Foundation

/// The header and compression every cache file shares (``FactsPack``, ``ResultsPack``):
///
/// ```
/// magic (8 bytes) · format u32 · reserved u32 · context 16 bytes · checksum u64
/// · compressed body length u64 · body length u64 · compressed body
/// ```
///
/// The checksum (XXH64 of the compressed body) and both lengths are checked before anything
/// is used, so a truncated or damaged file is rejected whole; the body's own reader checks
/// every value again as it reads it.
enum PackEnvelope {
    static let headerSize = 8 + 4 + 4 + 16 + 8 + 8 + 8
    /// A body larger than this many times its compressed size is not believed.
    private static let maximumRatio: UInt64 = 256

    /// The body of the cache file `bytes`, after checking its header against `magic`,
    /// `version` and `context`, and its checksum.
    static func open(
        _ bytes: UnsafeRawBufferPointer, magic: [UInt8], version: UInt32, context: ContentHash
    ) throws(CacheCorruption) -> (body: [UInt8], checksum: UInt64) {
        var reader = BinaryReader(bytes)
        guard bytes.count >= magic.count, try reader.slice(magic.count).elementsEqual(magic) else { throw .foreign }
        guard try reader.fixed32() == version else { throw .foreign }
        _ = try reader.fixed32()
        guard try reader.hash() == context else { throw .stale }
        let checksum = try reader.fixed64()
        let compressedLength = try reader.fixed64()
        let bodyLength = try reader.fixed64()
        guard compressedLength == UInt64(reader.remaining) else { throw .truncated }
        guard bodyLength <= compressedLength * maximumRatio + 64 else { throw .invalidValue }
        let compressed = UnsafeRawBufferPointer(rebasing: bytes[reader.offset...])
        guard ContentHash.xxh64(compressed, seed: 0) == checksum else { throw .checksumMismatch }
        return (try Deflate.decompress(compressed, size: Int(bodyLength)), checksum)
    }

    /// A cache file holding `body`, compressed, under `magic`, `version` and `context`.
    static func seal(_ body: [UInt8], magic: [UInt8], version: UInt32, context: ContentHash) -> [UInt8] {
        let compressed = body.withUnsafeBytes { Deflate.compress($0) }
        var file = BinaryWriter(capacity: headerSize + compressed.count)
        file.append(magic)
        file.fixed32(version)
        file.fixed32(0)
        file.hash(context)
        file.fixed64(compressed.withUnsafeBytes { ContentHash.xxh64($0, seed: 0) })
        file.fixed64(UInt64(compressed.count))
        file.fixed64(UInt64(body.count))
        file.append(compressed)
        return file.bytes
    }

    /// The checksum the header of the file at `path` declares, read without the body: enough
    /// to tell whether another audit replaced the file since this one read it (files are
    /// replaced by atomic renames, so a header always belongs to its body). `nil` when there
    /// is no such file or its header is not one of `magic`, `version` and `context`.
    static func checksum(atPath path: String, magic: [UInt8], version: UInt32, context: ContentHash) -> UInt64? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: headerSize), header.count == headerSize else { return nil }
        return header.withUnsafeBytes { checksum(inHeaderOf: $0, magic: magic, version: version, context: context) }
    }

    /// The checksum the header of `file` (a whole file, or its first ``headerSize`` bytes)
    /// declares, when it is one of `magic`, `version` and `context`: what a writer names the
    /// file it just sealed by.
    static func checksum(inHeaderOf file: UnsafeRawBufferPointer, magic: [UInt8], version: UInt32, context: ContentHash) -> UInt64? {
        var reader = BinaryReader(file)
        guard let found = try? reader.slice(magic.count), found.elementsEqual(magic),
            (try? reader.fixed32()) == version, (try? reader.fixed32()) != nil, (try? reader.hash()) == context
        else { return nil }
        return try? reader.fixed64()
    }
}
