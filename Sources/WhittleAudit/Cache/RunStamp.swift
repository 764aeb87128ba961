import Foundation

/// What lets an unchanged audit skip reading the sources: the run key of the last audit
/// (``ResultsCache/runKey(context:files:reads:diagnostics:)``) with a digest of every file's
/// ``FileStatus`` as that audit found them. When the files' statuses digest the same now, the
/// run key is the same without reading a byte, and the report comes from the results file.
///
/// When something did change, ``files`` tells which files can have: those of the groups
/// whose statuses changed. The others' facts are where the stamp says, unread.
///
/// A file modified in the two seconds before the audit read it (see
/// ``FileStatus/isRecent(before:window:)``) could change again without its status changing,
/// so its status vouches for nothing: the stamp then has no status digest (the next audit
/// cannot skip reading), and that file no place (the next audit reads it, whatever its status).
///
/// ```
/// magic "WHTLSTMP" · format u32 · context 16 bytes · run key 16 · has status digest u8
/// · status digest 16 · has files u8 · files (StampedFiles) · outline size (0: none)
/// · outline (ProjectOutline, deflated) · checksum u64
/// ```
struct RunStamp: Equatable {
    static let magic: [UInt8] = Array("WHTLSTMP".utf8)
    static let formatVersion: UInt32 = 3

    var runKey: ContentHash
    /// ``digest(context:files:statuses:diagnostics:)`` of the run; `nil` when a file was
    /// written too recently for the statuses to vouch for the contents.
    var statusDigest: ContentHash?
    /// Each file's status group and facts entry; `nil` when the facts file could not say
    /// where each file's facts are (it was not written, or another audit's won).
    var files: StampedFiles?
    /// The run's ``ProjectOutline``, encoded (decoded only by an audit that patches the
    /// last report); `nil` when the run made none.
    var outline: [UInt8]?

    /// The digest of `files`' statuses (`nil` for a file that has none) and the discovery
    /// `diagnostics`, under `context`.
    static func digest(context: ContentHash, files: [String], statuses: [FileStatus?], diagnostics: [FileDiagnostic]) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("status")
        builder.add(context)
        FileStatus.add(files, statuses: statuses, to: &builder)
        builder.add(diagnostics)
        return builder.hash
    }

    /// The stamp in the file at `path`, when it is one written under `context`.
    static func read(path: String, context: ContentHash) -> RunStamp? {
        guard let data = FileManager.default.contents(atPath: path), data.count > magic.count + 8 else { return nil }
        return data.withUnsafeBytes { bytes -> RunStamp? in
            let content = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)])
            var trailer = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[(bytes.count - 8)...]))
            guard (try? trailer.fixed64()) == ContentHash.xxh64(content, seed: 0) else { return nil }
            var reader = BinaryReader(content)
            guard let magic = try? reader.slice(8), magic.elementsEqual(Self.magic),
                (try? reader.fixed32()) == formatVersion, (try? reader.hash()) == context,
                let runKey = try? reader.hash(), let hasDigest = try? reader.byte(), hasDigest <= 1
            else { return nil }
            var statusDigest: ContentHash?
            if hasDigest == 1 {
                guard let digest = try? reader.hash() else { return nil }
                statusDigest = digest
            }
            guard let hasFiles = try? reader.byte() else { return nil }
            var files: StampedFiles?
            if hasFiles == 1 {
                guard let decoded = try? StampedFiles.decode(&reader) else { return nil }
                files = decoded
            }
            guard hasFiles <= 1, let outlineSize = try? reader.count(minimumSize: 1),
                let outline = try? reader.slice(outlineSize), reader.isAtEnd
            else { return nil }
            return RunStamp(
                runKey: runKey, statusDigest: statusDigest, files: files, outline: outlineSize == 0 ? nil : Array(outline))
        }
    }

    /// Writes the stamp to `path` under `context` (replacing the file whole); a failure is ignored.
    func write(path: String, context: ContentHash) {
        var writer = BinaryWriter(capacity: 96 + (files?.groupDigests.count ?? 0) * 8 + (outline?.count ?? 0))
        writer.append(Self.magic)
        writer.fixed32(Self.formatVersion)
        writer.hash(context)
        writer.hash(runKey)
        writer.byte(statusDigest == nil ? 0 : 1)
        if let statusDigest { writer.hash(statusDigest) }
        writer.byte(files == nil ? 0 : 1)
        files?.encode(to: &writer)
        writer.varint(UInt64(outline?.count ?? 0))
        if let outline { writer.append(outline) }
        writer.fixed64(writer.bytes.withUnsafeBytes { ContentHash.xxh64($0, seed: 0) })
        _ = try? FileLock.writeAtomically(writer.bytes, to: path)
    }

    /// Removes the stamp at `path`, so the next audit reads the sources.
    static func remove(path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
