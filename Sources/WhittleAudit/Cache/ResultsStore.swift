import Foundation

/// One audit's use of the results cache (``ResultsCache``): the results file read at the
/// start, the last audit's whole report when nothing changed, a lookup per controller, and the
/// file written back with this audit's reports.
///
/// Like the facts, stored reports are never trusted: the file is checked whole
/// (``PackEnvelope``) and each payload is decoded with every value checked; anything wrong
/// and the controller is analysed again.
final class ResultsStore: Sendable {
    /// One controller's report as this audit made or reused it, with what to write back.
    struct Analysed: Sendable {
        var report: ViewControllerReport
        var key: ContentHash
        var stored: Stored

        enum Stored: Sendable {
            /// Reused from the results file read at the start.
            case cached(ResultsPack.Entry)
            /// Analysed now: the reads digest, and the payload's strings and body (``ResultsEncoder``).
            case new(digest: UInt64, strings: [String], body: [UInt8])
        }
    }

    let path: String
    let context: ContentHash
    private let contents: ResultsPack.Contents?
    let rejected: CacheCorruption?

    /// Reads the results file of an audit of `paths` from `cache` under `context`, if there is a usable one.
    init(cache: AuditCache, paths: [String], context: ContentHash) {
        path = ResultsCache.packPath(in: cache, paths: paths)
        self.context = context
        (contents, rejected) = Self.load(path: path, context: context)
    }

    private static func load(path: String, context: ContentHash) -> (ResultsPack.Contents?, CacheCorruption?) {
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, nil) }
        let opened = data.withUnsafeBytes { bytes in
            Result { () throws(CacheCorruption) in try ResultsPack.open(bytes, context: context) }
        }
        switch opened {
        case .success(let contents): return (contents, nil)
        case .failure(let error): return (nil, error)
        }
    }

    /// The last audit's report, when its run key was `runKey` (nothing it depends on changed)
    /// and every part of it decodes; `nil` otherwise.
    func report(forRun runKey: ContentHash, jobs: Int) -> AuditReport? {
        guard let contents, contents.run.key == runKey else { return nil }
        let run = contents.run
        let diagnostics = contents.body.withUnsafeBytes { body in
            try? ResultsDecoder.diagnostics(UnsafeRawBufferPointer(rebasing: body[run.diagnostics]))
        }
        guard let diagnostics else { return nil }
        let controllers = ParallelMap.map(run.controllers, jobs: jobs) { key -> ViewControllerReport? in
            guard let entry = contents.entries[key] else { return nil }
            return contents.body.withUnsafeBytes { body in
                Self.decode(UnsafeRawBufferPointer(rebasing: body[entry.payload]), strings: contents.strings, digest: nil)
            }
        }
        var reports: [ViewControllerReport] = []
        reports.reserveCapacity(controllers.count)
        for report in controllers {
            guard let report else { return nil }
            reports.append(report)
        }
        return AuditReport(
            filesScanned: run.filesScanned, linesScanned: run.linesScanned, viewControllers: reports, diagnostics: diagnostics)
    }

    /// The stored report of the controller keyed `key`, when what its analysis read of the
    /// project still answers the same under `fingerprints`.
    func report(for key: ContentHash, fingerprints: ProjectFingerprints) -> Analysed? {
        guard let contents, let entry = contents.entries[key] else { return nil }
        let decoded = contents.body.withUnsafeBytes { body in
            Self.decode(UnsafeRawBufferPointer(rebasing: body[entry.payload]), strings: contents.strings, digest: (entry.digest, fingerprints))
        }
        return decoded.map { Analysed(report: $0, key: key, stored: .cached(entry)) }
    }

    /// The report in `payload`; with `digest`, only when the stored reads fingerprint to it
    /// now. `nil` when they do not, or the payload does not decode.
    private static func decode(
        _ payload: UnsafeRawBufferPointer, strings: [String], digest: (UInt64, ProjectFingerprints)?
    ) -> ViewControllerReport? {
        guard var decoder = try? ResultsDecoder(payload, shared: strings), let reads = try? decoder.reads() else { return nil }
        if let (expected, fingerprints) = digest, fingerprints.digest(of: reads) != expected { return nil }
        return try? decoder.finalReport()
    }

    /// Writes the results file: this audit's run (`runKey`, its totals and diagnostics) and
    /// its controllers in report order. Nothing is written when the run is the one read at
    /// the start. A write that fails (a read-only folder) leaves the audit as it is.
    @discardableResult
    func save(runKey: ContentHash, report: AuditReport, controllers: [Analysed]) -> Bool {
        if let contents, contents.run.key == runKey { return false }
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            let lock = FileLock(path: path + ".lock")
        else { return false }
        return withExtendedLifetime(lock) {
            // Another audit wrote the file since this one read it: keep its reports too.
            let (current, _) = Self.load(path: path, context: context)
            let other = current.flatMap { $0.checksum != contents?.checksum ? $0 : nil }
            guard let bytes = encode(runKey: runKey, report: report, controllers: controllers, other: other) else { return false }
            return (try? FileLock.writeAtomically(bytes, to: path)) != nil
        }
    }

    /// The results file to write; `nil` if a reused payload no longer maps (it was checked
    /// when read, so this does not happen), since the run must hold every controller.
    private func encode(
        runKey: ContentHash, report: AuditReport, controllers: [Analysed], other: ResultsPack.Contents?
    ) -> [UInt8]? {
        var table = SharedStrings()
        var list: [(key: ContentHash, digest: UInt64, payload: [UInt8])] = []
        list.reserveCapacity(controllers.count)
        var seen = Set<ContentHash>()
        let old = contents?.body ?? []
        let complete = old.withUnsafeBytes { old in
            for controller in controllers {
                seen.insert(controller.key)
                switch controller.stored {
                case .cached(let entry):
                    let payload = UnsafeRawBufferPointer(rebasing: old[entry.payload])
                    guard let mapped = table.payload(payload, source: contents?.strings ?? [], sourceID: 0) else { return false }
                    list.append((controller.key, entry.digest, mapped))
                case .new(let digest, let strings, let body):
                    list.append((controller.key, digest, table.payload(local: strings, body: body)))
                }
            }
            return true
        }
        guard complete else { return nil }
        let inRun = list.count
        if let other {
            other.body.withUnsafeBytes { bytes in
                for (key, entry) in other.entries.sorted(by: { $0.value.payload.lowerBound < $1.value.payload.lowerBound })
                where seen.insert(key).inserted {
                    let payload = UnsafeRawBufferPointer(rebasing: bytes[entry.payload])
                    if let mapped = table.payload(payload, source: other.strings, sourceID: 1) {
                        list.append((key, entry.digest, mapped))
                    }
                }
            }
        }
        return ResultsPack.encode(
            runKey: runKey, filesScanned: report.filesScanned, linesScanned: report.linesScanned,
            diagnostics: ResultsEncoder.encode(report.diagnostics), strings: table.strings, inRun: inRun, entries: list,
            context: context)
    }
}
