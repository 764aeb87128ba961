import Foundation

/// The second level of the cache: the whole report of the last audit of a path set, reused
/// when nothing it depends on changed.
///
/// The key is a hash of every input of the project-wide stages: each audited file's path and
/// content key (or why it could not be read) in discovery order, discovery's diagnostics, the
/// facts context (format, version, build, event filter) and the whole configuration
/// (``CanonicalDescription``). Any difference misses, and the report is rebuilt from the
/// facts; so a reused report is the report those inputs give.
///
/// ```
/// magic "WHTLRPRT" · format u32 · reserved u32 · key 16 bytes · checksum u64 · body length u64 · body (the report as JSON)
/// ```
enum ReportCache {
    static let magic: [UInt8] = Array("WHTLRPRT".utf8)

    /// The key of a report over `files` (path and content key, or the diagnostic of a file
    /// that could not be read).
    static func key(
        context: ContentHash, configuration: AuditConfiguration, files: [(path: String, scan: FactsStore.Scan)],
        diagnostics: [FileDiagnostic]
    ) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("whittle-report")
        builder.add(context)
        builder.add(CanonicalDescription.of(configuration))
        builder.add(files.count)
        for file in files {
            builder.add(file.path)
            switch file.scan {
            case .read(let key):
                builder.add(0)
                builder.add(key.content)
                builder.add(key.length)
                builder.add(Int(key.language))
            case .failed(let diagnostic):
                builder.add(1)
                builder.add(CanonicalDescription.of(diagnostic))
            }
        }
        builder.add(diagnostics.map(CanonicalDescription.of))
        return builder.hash
    }

    /// The report at `path` if its header, checksum and key check out and it decodes.
    static func load(path: String, key: ContentHash) -> AuditReport? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let body = data.withUnsafeBytes { bytes -> Range<Int>? in
            var reader = BinaryReader(bytes)
            guard bytes.count >= FactsPack.headerSize, (try? reader.slice(magic.count))?.elementsEqual(magic) == true,
                (try? reader.fixed32()) == FactsCache.formatVersion, (try? reader.fixed32()) != nil,
                (try? reader.hash()) == key, let checksum = try? reader.fixed64(), let length = try? reader.fixed64(),
                length == UInt64(reader.remaining)
            else { return nil }
            let range = reader.offset..<bytes.count
            guard ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: bytes[range]), seed: 0) == checksum else { return nil }
            return range
        }
        guard let body else { return nil }
        return try? JSONDecoder().decode(AuditReport.self, from: data[body])
    }

    /// Writes `report` under `key`, atomically; a failure leaves no cached report.
    static func save(_ report: AuditReport, key: ContentHash, path: String) {
        guard let json = try? JSONEncoder().encode(report) else {
            try? FileManager.default.removeItem(atPath: path)
            return
        }
        var file = BinaryWriter(capacity: FactsPack.headerSize + json.count)
        file.append(magic)
        file.fixed32(FactsCache.formatVersion)
        file.fixed32(0)
        file.hash(key)
        file.fixed64(json.withUnsafeBytes { ContentHash.xxh64($0, seed: 0) })
        file.fixed64(UInt64(json.count))
        json.withUnsafeBytes { file.append($0) }
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileLock.writeAtomically(file.bytes, to: path)
    }
}
