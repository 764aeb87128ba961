import Foundation

/// The envelope of both cache files (``FactsFile``, ``ReportFile``): a header that says what
/// the body is and vouches for all of it, then the body.
///
/// ```
/// magic (8 bytes) · format version u32 · key (16 bytes) · checksum u64 · body length u64 · body
/// ```
///
/// The magic names the kind of file, the key what it is valid for (the facts' context, the
/// report's run key), the checksum (XXH64 of the body) that no byte of it changed. A file
/// that fails any check is not used, and the audit does the work it would have saved.
enum CacheFile {
    static let headerSize = 8 + 4 + 16 + 8 + 8

    /// `body` under a header of `magic`, `version` and `key`.
    static func seal(_ body: [UInt8], magic: String, version: UInt32, key: ContentHash) -> [UInt8] {
        var file = BinaryWriter(capacity: headerSize + body.count)
        file.append(Array(magic.utf8))
        file.fixed32(version)
        file.hash(key)
        file.fixed64(body.withUnsafeBytes { ContentHash.xxh64($0, seed: 0) })
        file.fixed64(UInt64(body.count))
        file.append(body)
        return file.bytes
    }

    /// The body of the cache file `bytes`, after checking its header against `magic`,
    /// `version` and `key`, its length and its checksum.
    static func open(
        _ bytes: UnsafeRawBufferPointer, magic: String, version: UInt32, key: ContentHash
    ) throws(CacheCorruption) -> UnsafeRawBufferPointer {
        var reader = BinaryReader(bytes)
        guard bytes.count >= headerSize, try reader.slice(8).elementsEqual(magic.utf8), try reader.fixed32() == version
        else { throw .foreign }
        guard try reader.hash() == key else { throw .stale }
        let checksum = try reader.fixed64()
        guard try reader.fixed64() == UInt64(reader.remaining) else { throw .truncated }
        let body = try reader.slice(reader.remaining)
        guard ContentHash.xxh64(body, seed: 0) == checksum else { throw .checksumMismatch }
        return body
    }

    /// Writes `bytes` to `path` through a temporary file beside it and a rename, so a reader
    /// (another audit) sees the old file or the new one, never part of one. Two audits
    /// writing at once each write a whole file; the last rename wins. Returns whether the
    /// file was written: a read-only folder leaves the audit as it is.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            (try? Data(bytes).write(to: URL(fileURLWithPath: temporary))) != nil
        else { return false }
        guard rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            return false
        }
        return true
    }
}
