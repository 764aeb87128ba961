import Foundation

/// The envelope of both cache files (``FactsFile``, ``ReportFile``): a header that says what
/// the body is and vouches for all of it, then the body, a run of parts.
///
/// ```
/// magic (8 bytes) · format version u32 · key (16 bytes) · checksum u64 · body length u64
/// · parts, each its length then its bytes
/// ```
///
/// The key says what the file is valid for (the facts' context, the report's run key), the
/// checksum (XXH64 of the body) that no byte of it changed. A file that fails any check is
/// not used, and the audit does the work it would have saved.
enum CacheFile {
    static let headerSize = 8 + 4 + 16 + 8 + 8

    /// A file under `magic`, `version` and `key`, whose parts `write` adds (with
    /// ``BinaryWriter/part(_:)``) to the file's own buffer: a large report is not copied.
    static func seal(magic: String, version: UInt32, key: ContentHash, capacity: Int, _ write: (inout BinaryWriter) -> Void) -> [UInt8] {
        var file = BinaryWriter(capacity: headerSize + capacity)
        file.append(magic.utf8)
        file.fixed(version)
        file.hash(key)
        file.append(repeatElement(0, count: 16))  // the checksum and length, set below
        write(&file)
        file.set(file.bytes.withUnsafeBytes { ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: $0[headerSize...]), seed: 0) }, at: 28)
        file.set(UInt64(file.bytes.count - headerSize), at: 36)
        return file.bytes
    }

    /// Where each part of the file `bytes` is in it, after checking its header against
    /// `magic`, `version` and `key`, its length and its checksum.
    static func parts(
        of bytes: UnsafeRawBufferPointer, magic: String, version: UInt32, key: ContentHash
    ) throws(CacheCorruption) -> [Range<Int>] {
        var header = BinaryReader(bytes)
        guard bytes.count >= headerSize, try header.slice(8).elementsEqual(magic.utf8), try header.fixed(UInt32.self) == version
        else { throw .foreign }
        guard try header.hash() == key else { throw .stale }
        let checksum = try header.fixed(UInt64.self)
        guard try header.fixed(UInt64.self) == UInt64(header.remaining) else { throw .truncated }
        var body = BinaryReader(try header.slice(header.remaining))
        guard ContentHash.xxh64(body.bytes, seed: 0) == checksum else { throw .checksumMismatch }
        var parts: [Range<Int>] = []
        while !body.isAtEnd {
            let size = try body.count()
            parts.append(headerSize + body.offset..<headerSize + body.offset + size)
            _ = try body.slice(size)
        }
        return parts
    }

    /// Writes `bytes` to `path` through a temporary file beside it and a rename, so a reader
    /// sees the old file or the new one, never part of one (of two audits writing at once,
    /// the last rename wins). Returns whether it wrote: a read-only folder is no error.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary)
        else { return false }
        let written = (try? handle.write(contentsOf: bytes)) != nil && (try? handle.close()) != nil
        guard written, rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            return false
        }
        return true
    }
}
