import Foundation

/// The last audit's whole report, replayed when nothing it depends on changed: stored under
/// its run key (``runKey(context:configuration:files:keys:diagnostics:)``) through the
/// report's `Codable` conformance (``BinaryCoding``). The first part of the file
/// (``CacheFile``) is the report without its controllers, each other part a controller:
/// they are encoded and decoded apart, on every core, since most of a replayed audit is
/// reading them.
enum ReportFile {
    static let magic = "WHTLRPRT"
    /// The version of this file's format: bumped when it or the report's types change.
    static let version: UInt32 = 2

    /// The report stored at `path` under `runKey`; `nil` when there is none, it is of another
    /// run, or it does not check out.
    static func read(path: String, runKey: ContentHash, jobs: Int) -> AuditReport? {
        guard let data = FileManager.default.contents(atPath: path),
            let parts = data.withUnsafeBytes({ try? CacheFile.parts(of: $0, magic: magic, version: version, key: runKey) }),
            let first = parts.first, var report = decode(AuditReport.self, data, first)
        else { return nil }
        let controllers = ParallelMap.map(Array(parts.dropFirst()), jobs: jobs) { decode(ViewControllerReport.self, data, $0) }
        report.viewControllers = controllers.compactMap { $0 }
        return report.viewControllers.count == controllers.count ? report : nil
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ data: Data, _ part: Range<Int>) -> Value? {
        data.withUnsafeBytes { bytes in try? BinaryCoding.decode(type, from: UnsafeRawBufferPointer(rebasing: bytes[part])) }
    }

    /// Stores `report` at `path` under `runKey`. Returns whether it was written.
    @discardableResult
    static func write(_ report: AuditReport, runKey: ContentHash, to path: String, jobs: Int) -> Bool {
        var rest = report
        rest.viewControllers = []
        let encoded = [try? BinaryCoding.encode(rest)] + ParallelMap.map(report.viewControllers, jobs: jobs) { try? BinaryCoding.encode($0) }
        let parts = encoded.compactMap { $0 }
        guard parts.count == encoded.count else { return false }
        let file = CacheFile.seal(magic: magic, version: version, key: runKey, capacity: parts.reduce(0) { $0 + $1.count + 4 }) {
            for part in parts { $0.part(part) }
        }
        return CacheFile.write(file, to: path)
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
                builder.add([key.content.description, String(key.length)])
            case .failure(let failure):
                builder.add([failure.diagnostic])
            }
        }
        builder.add(diagnostics)
        return builder.hash
    }
}
