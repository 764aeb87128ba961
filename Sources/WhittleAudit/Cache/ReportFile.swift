import Foundation

/// The last audit's whole report, replayed when nothing it depends on changed: stored under
/// its run key (``runKey(context:configuration:files:keys:diagnostics:)``) through the
/// report's `Codable` conformance (``BinaryCoding``).
enum ReportFile {
    static let magic = "WHTLRPRT"
    /// The version of this file's format: bumped when it or the report's types change.
    static let version: UInt32 = 1

    /// The report stored at `path` under `runKey`; `nil` when there is none, it is of another
    /// run, or it does not check out.
    static func read(path: String, runKey: ContentHash) -> AuditReport? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { bytes in
            guard let body = try? CacheFile.open(bytes, magic: magic, version: version, key: runKey) else { return nil }
            return try? BinaryCoding.decode(AuditReport.self, from: body)
        }
    }

    /// Stores `report` at `path` under `runKey`. Returns whether it was written.
    @discardableResult
    static func write(_ report: AuditReport, runKey: ContentHash, to path: String) -> Bool {
        guard let body = try? BinaryCoding.encode(report) else { return false }
        return CacheFile.write(CacheFile.seal(body, magic: magic, version: version, key: runKey), to: path)
    }

    /// Everything a report depends on: the facts' `context` (format, build, event filter),
    /// this format, every setting of `configuration`, the files in discovery order with each
    /// one's content key (or why it could not be read), and discovery's diagnostics. The same
    /// run key means the same report.
    static func runKey(
        context: ContentHash, configuration: AuditConfiguration, files: [String], keys: [Result<FactsKey, FileParser.ReadFailure>],
        diagnostics: [FileDiagnostic]
    ) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("whittle-run")
        builder.add(Int(version))
        builder.add(context)
        builder.add(configuration.fingerprint)
        builder.add(files.count)
        for (file, key) in zip(files, keys) {
            builder.add(file)
            switch key {
            case .success(let key):
                builder.add(0)
                builder.add(key.content)
                builder.add(key.length)
            case .failure(let failure):
                builder.add(1)
                builder.add([failure.diagnostic])
            }
        }
        builder.add(diagnostics)
        return builder.hash
    }
}
