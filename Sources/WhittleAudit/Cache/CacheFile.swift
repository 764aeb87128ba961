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

    /// Where each part of the file `bytes` is in it, after checking its header against
    /// `magic`, `version` and `key`, its length and its checksum.
    static func parts(
        of bytes: UnsafeRawBufferPointer, magic: String, version: UInt32, key: ContentHash
    ) throws(CacheCorruption) -> [Range<Int>] {
        var body = BinaryReader(try body(of: bytes, magic: magic, version: version, key: key))
        var parts: [Range<Int>] = []
        while !body.isAtEnd {
            let size = try body.count()
            parts.append(headerSize + body.offset..<headerSize + body.offset + size)
            _ = try body.slice(size)
        }
        return parts
    }

    /// The body of the file `bytes`, after checking its header against `magic`, `version` and
    /// `key`, its length and its checksum.
    static func body(
        of bytes: UnsafeRawBufferPointer, magic: String, version: UInt32, key: ContentHash
    ) throws(CacheCorruption) -> UnsafeRawBufferPointer {
        var header = BinaryReader(bytes)
        guard bytes.count >= headerSize, try header.slice(8).elementsEqual(magic.utf8), try header.fixed(UInt32.self) == version
        else { throw .foreign }
        guard try header.hash() == key else { throw .stale }
        let checksum = try header.fixed(UInt64.self)
        guard try header.fixed(UInt64.self) == UInt64(header.remaining) else { throw .truncated }
        let body = try header.slice(header.remaining)
        guard ContentHash.xxh64(body, seed: 0) == checksum else { throw .checksumMismatch }
        return body
    }

    /// Writes a file under `magic`, `version` and `key` to `path`, its body streamed by
    /// `write` (a large report is never whole in memory), through a temporary file beside it
    /// and a rename, so a reader sees the old file or the new one, never part of one (of two
    /// audits writing at once, the last rename wins). Returns the file, open and positioned
    /// at its body, or `nil` when it was not written: a read-only folder is no error.
    static func write(
        to path: String, magic: String, version: UInt32, key: ContentHash, body write: (inout Sink) -> Void
    ) -> FileHandle? {
        var header = BinaryWriter(capacity: headerSize)
        header.append(magic.utf8)
        header.fixed(version)
        header.hash(key)
        header.append(repeatElement(0, count: 16))  // the checksum and length, set below
        return replace(path) { handle in
            try handle.write(contentsOf: header.bytes)
            var sink = Sink(handle: handle)
            write(&sink)
            try sink.finish()
            header.set(sink.checksum, at: 28)
            header.set(UInt64(sink.written), at: 36)
            try handle.seek(toOffset: 0)
            try handle.write(contentsOf: header.bytes)
            try handle.seek(toOffset: UInt64(headerSize))
        }
    }

    /// Bytes written to a cache file 1 MiB at a time, hashed as they go.
    struct Sink {
        let handle: FileHandle
        private var buffer: [UInt8] = []
        private var hash = ContentHash.XXH64(seed: 0)
        private(set) var written = 0
        private(set) var checksum: UInt64 = 0
        private var failed = false

        init(handle: FileHandle) { self.handle = handle }

        mutating func append(_ bytes: [UInt8]) {
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 20 { flush(keeping: buffer.count % 32) }
        }

        /// Writes the buffer but its last `kept` bytes: the hash takes whole stripes.
        private mutating func flush(keeping kept: Int) {
            let count = buffer.count - kept
            buffer.withUnsafeBytes { hash.stripes(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            failed = failed || (try? handle.write(contentsOf: buffer[..<count])) == nil
            written += count
            buffer.removeFirst(count)
        }

        mutating func finish() throws {
            flush(keeping: buffer.count % 32)
            checksum = buffer.withUnsafeBytes { hash.finish(tail: $0) }
            flush(keeping: 0)
            if failed { throw CacheCorruption.truncated }
        }
    }

    /// Writes a temporary file beside `path` with `write` and renames it over `path`; the file
    /// stays open for reading (whatever later replaces `path`), `nil` when it was not written.
    private static func replace(_ path: String, _ write: (FileHandle) throws -> Void) -> FileHandle? {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forUpdatingAtPath: temporary)
        else { return nil }
        guard (try? write(handle)) != nil, rename(temporary, path) == 0 else {
            try? handle.close()
            try? FileManager.default.removeItem(atPath: temporary)
            return nil
        }
        return handle
    }
}
