import Foundation

/// What lets an unchanged audit skip reading the sources: the run key of the last audit
/// (``ResultsCache/runKey(context:files:reads:diagnostics:)``) with a digest of every file's
/// ``FileStatus`` as that audit found them. When the files' statuses digest the same now, the
/// run key is the same without reading a byte, and the report comes from the results file.
///
/// Written only when no file was modified in the two seconds before the audit read it (see
/// ``FileStatus/isRecent(before:window:)``); otherwise the next audit reads and hashes as usual.
///
/// ```
/// magic "WHTLSTMP" · format u32 · context 16 bytes · run key 16 · status digest 16 · checksum u64
/// ```
struct RunStamp: Equatable {
    static let magic: [UInt8] = Array("WHTLSTMP".utf8)
    static let formatVersion: UInt32 = 1

    var runKey: ContentHash
    var statusDigest: ContentHash

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
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { bytes -> RunStamp? in
            var reader = BinaryReader(bytes)
            guard bytes.count == 8 + 4 + 16 * 3 + 8,
                let magic = try? reader.slice(8), magic.elementsEqual(Self.magic),
                (try? reader.fixed32()) == formatVersion, (try? reader.hash()) == context,
                let runKey = try? reader.hash(), let statusDigest = try? reader.hash(),
                let checksum = try? reader.fixed64(),
                checksum == ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)]), seed: 0)
            else { return nil }
            return RunStamp(runKey: runKey, statusDigest: statusDigest)
        }
    }

    /// Writes the stamp to `path` under `context` (replacing the file whole); a failure is ignored.
    func write(path: String, context: ContentHash) {
        var writer = BinaryWriter(capacity: 80)
        writer.append(Self.magic)
        writer.fixed32(Self.formatVersion)
        writer.hash(context)
        writer.hash(runKey)
        writer.hash(statusDigest)
        writer.fixed64(writer.bytes.withUnsafeBytes { ContentHash.xxh64($0, seed: 0) })
        _ = try? FileLock.writeAtomically(writer.bytes, to: path)
    }

    /// Removes the stamp at `path`, so the next audit reads the sources.
    static func remove(path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
