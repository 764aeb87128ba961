import Foundation

/// The last audit's whole report, replayed when nothing it depends on changed: stored under its
/// run key as the text `--format json` prints (``JSONTextWriter``), so printing it is copying the
/// file. A replay that needs the report itself makes it again from the facts, twice as fast as
/// decoding the text. The body (``CacheFile``) is a part holding what the command reads without
/// the report (files scanned, highest severity), then the JSON to its end.
enum ReportFile {
    static let magic = "WHTLRPRT"
    /// The version of this file's format: bumped when it or the report's types change.
    static let version: UInt32 = 5

    /// The report stored at `path` under `runKey`; `nil` when there is none, it is of another
    /// run, or it does not check out.
    static func read(path: String, runKey: ContentHash) -> AuditResult? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped),
            let (filesScanned, severity, json) = data.withUnsafeBytes({ bytes -> (Int, Severity?, Range<Int>)? in
                guard let body = try? CacheFile.body(of: bytes, magic: magic, version: version, key: runKey) else { return nil }
                var reader = BinaryReader(body)
                guard let summary = try? reader.slice(reader.count()) else { return nil }
                var fields = BinaryReader(summary)
                guard let files = try? fields.varint(), let rank = try? fields.byte(), Int(rank) <= Severity.allCases.count
                else { return nil }
                let start = CacheFile.headerSize + reader.offset
                return (Int(files), rank == 0 ? nil : Severity.allCases[Int(rank) - 1], start..<bytes.count)
            })
        else { return nil }
        return AuditResult(report: nil, json: ReportText(bytes: data[json]), filesScanned: filesScanned, highestSeverity: severity)
    }

    /// Stores `report` at `path` under `runKey`. Returns its JSON text as stored, or `nil`
    /// when it was not written.
    static func write(_ report: AuditReport, runKey: ContentHash, to path: String) -> ReportText? {
        var summary = BinaryWriter()
        summary.varint(UInt64(report.filesScanned))
        summary.byte(report.highestSeverity.flatMap { Severity.allCases.firstIndex(of: $0) }.map { UInt8($0 + 1) } ?? 0)
        var part = BinaryWriter()
        part.part(summary.bytes)
        guard let file = CacheFile.write(to: path, magic: magic, version: version, key: runKey, body: { sink in
                sink.append(part.bytes)
                report.writeJSON({ $0 }) { sink.append($0) }
            }),
            let end = try? file.seekToEnd()
        else { return nil }
        let start = UInt64(CacheFile.headerSize + part.bytes.count)
        return ReportText(file: file, offset: start, count: Int(end - start))
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
        builder.add(["whittle-run", String(version)])
        builder.add(context)
        builder.add(configuration.fingerprint)
        builder.add(files.count)
        for (file, key) in zip(files, keys) {
            builder.add(file)
            switch key {
            case .success(let key):
                builder.add(key.content)
                builder.add(key.length)
            case .failure(let failure):
                builder.add([failure.diagnostic])
            }
        }
        builder.add(diagnostics)
        return builder.hash
    }
}
