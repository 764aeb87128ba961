import Foundation

/// One audit's use of the results cache (``ResultsCache``): the results file and its journal
/// (``ResultsDelta``) read at the start, the last audit's whole report when nothing changed, a
/// lookup per controller, and what changed written back: to the journal when a few
/// controllers changed, else as a new results file.
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
            /// Reused from the journal read at the start (its payload carries its strings).
            case journaled(ResultsPack.Entry)
            /// Analysed now: the reads digest, and the payload's strings and body (``ResultsEncoder``).
            case new(digest: UInt64, strings: [String], body: [UInt8])
        }
    }

    let path: String
    let journalPath: String
    let context: ContentHash
    private let contents: ResultsPack.Contents?
    /// The journal, when it extends `contents`.
    private let journal: ResultsDelta.Contents?
    let rejected: CacheCorruption?
    /// The last run's reports, being decoded since the file was read.
    private let lastRun: LastRunReports?

    /// The last audit's run record: the journal's, else the results file's.
    private var run: (record: ResultsPack.Run, body: [UInt8])? {
        if let journal { return (journal.run, journal.body) }
        return contents.map { ($0.run, $0.body) }
    }

    /// A journal holding more than this share of the controllers is folded into a new results file.
    static let journalShare = 8

    /// Reads the results file of an audit of `paths` from `cache` under `context`, if there is a usable one.
    init(cache: AuditCache, paths: [String], context: ContentHash) {
        path = ResultsCache.packPath(in: cache, paths: paths)
        journalPath = (path as NSString).deletingPathExtension + ".journal"
        self.context = context
        let (contents, rejected) = Self.load(path: path, context: context)
        self.contents = contents
        self.rejected = rejected
        let journalPath = journalPath
        let journal = contents.flatMap { Self.loadJournal(path: journalPath, base: $0, context: context) }
        self.journal = journal
        if let run = journal?.run ?? contents?.run {
            lastRun = LastRunReports(keys: run.controllers) { key in Self.stored(key, contents: contents, journal: journal) }
            lastRun?.start()
        } else {
            lastRun = nil
        }
    }

    private static func loadJournal(path: String, base: ResultsPack.Contents, context: ContentHash) -> ResultsDelta.Contents? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { bytes in try? ResultsDelta.open(bytes, base: base, context: context) }
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
    func report(forRun runKey: ContentHash) -> AuditReport? {
        guard lastRunKey == runKey, let (run, diagnostics) = lastRunRecord() else { return nil }
        lastRun?.finish()
        var reports: [ViewControllerReport] = []
        reports.reserveCapacity(run.controllers.count)
        for key in run.controllers {
            guard let report = lookUp(key, digest: nil)?.report else { return nil }
            reports.append(report)
        }
        return AuditReport(
            filesScanned: run.filesScanned, linesScanned: run.linesScanned, viewControllers: reports, diagnostics: diagnostics)
    }

    /// The last audit's run key; `nil` when there is no usable results file.
    var lastRunKey: ContentHash? { run?.record.key }

    /// The last audit's run record and diagnostics; `nil` when there is none or its
    /// diagnostics do not decode.
    func lastRunRecord() -> (record: ResultsPack.Run, diagnostics: [FileDiagnostic])? {
        guard let (run, runBody) = run else { return nil }
        let diagnostics = runBody.withUnsafeBytes { body in
            try? ResultsDecoder.diagnostics(UnsafeRawBufferPointer(rebasing: body[run.diagnostics]))
        }
        return diagnostics.map { (run, $0) }
    }

    /// Waits until the last run's reports are decoded, helping: call before looking them up
    /// from many threads, so none decodes one a second time.
    func finishDecodingLastRun() {
        lastRun?.finish()
    }

    /// The stored report of the controller keyed `key`, when what its analysis read of the
    /// project still answers the same under `fingerprints`; unchecked when `trusted` (it was
    /// in the last run, whose project had the same shape).
    func report(for key: ContentHash, fingerprints: ProjectFingerprints, trusted: Bool) -> Analysed? {
        lookUp(key, digest: trusted ? nil : fingerprints)
    }

    /// The stored report keyed `key`, unchecked: for an audit that knows it is still valid.
    func storedReport(_ key: ContentHash) -> Analysed? {
        lookUp(key, digest: nil)
    }

    /// The keys of the last run's controllers when its project had `shape`: each of their
    /// stored reports was valid then, and is now (``ControllerMemo/shape(of:controllerOnly:)``).
    func trustedKeys(shape: ContentHash) -> Set<ContentHash> {
        guard let run, run.record.shape == shape else { return [] }
        return Set(run.record.controllers)
    }

    /// The stored report keyed `key`, from the journal first; with `digest`, only when its
    /// reads fingerprint as they did.
    private func lookUp(_ key: ContentHash, digest: ProjectFingerprints?) -> Analysed? {
        if let digest {
            let matches = Self.withPayload(of: key, contents: contents, journal: journal) { payload, strings, entry, _ in
                guard var decoder = Self.decoder(payload, strings: strings), let reads = try? decoder.reads() else { return false }
                return digest.digest(of: reads) == entry.digest
            }
            guard matches == true else { return nil }
        }
        return lastRun?.take(key) ?? Self.stored(key, contents: contents, journal: journal)
    }

    /// The stored report keyed `key`, from the journal first, its reads not checked; `nil`
    /// when there is none or its payload does not decode.
    ///
    /// Its evidence stays encoded in the file's (or journal's) buffer until read (``StoredEvidence``).
    private static func stored(_ key: ContentHash, contents: ResultsPack.Contents?, journal: ResultsDelta.Contents?) -> Analysed? {
        if let journal, let entry = journal.entries[key] {
            return report(key, entry: entry, in: journal.body, strings: nil, journaled: true)
        }
        guard let contents, let entry = contents.entries[key] else { return nil }
        return report(key, entry: entry, in: contents.body, strings: contents.strings, journaled: false)
    }

    private static func report(
        _ key: ContentHash, entry: ResultsPack.Entry, in buffer: [UInt8], strings: [String]?, journaled: Bool
    ) -> Analysed? {
        buffer.withUnsafeBytes { bytes -> Analysed? in
            guard var decoder = decoder(UnsafeRawBufferPointer(rebasing: bytes[entry.payload]), strings: strings) else { return nil }
            decoder.keepingEvidenceEncoded(in: buffer, at: entry.payload.lowerBound)
            guard (try? decoder.skipReads()) != nil, let report = try? decoder.finalReport() else { return nil }
            return Analysed(report: report, key: key, stored: journaled ? .journaled(entry) : .cached(entry))
        }
    }

    /// `body` applied to the payload of `key` (in the journal first), with the shared strings
    /// it indexes (`nil`: it carries its own) and whether it is the journal's; `nil` when
    /// neither file holds `key`.
    private static func withPayload<Value>(
        of key: ContentHash, contents: ResultsPack.Contents?, journal: ResultsDelta.Contents?,
        _ body: (UnsafeRawBufferPointer, [String]?, ResultsPack.Entry, Bool) -> Value
    ) -> Value? {
        if let journal, let entry = journal.entries[key] {
            return journal.body.withUnsafeBytes { bytes in body(UnsafeRawBufferPointer(rebasing: bytes[entry.payload]), nil, entry, true) }
        }
        guard let contents, let entry = contents.entries[key] else { return nil }
        return contents.body.withUnsafeBytes { bytes in
            body(UnsafeRawBufferPointer(rebasing: bytes[entry.payload]), contents.strings, entry, false)
        }
    }

    /// A decoder of `payload`, indexing `strings` or carrying its own when `nil`.
    private static func decoder(_ payload: UnsafeRawBufferPointer, strings: [String]?) -> ResultsDecoder? {
        strings.map { try? ResultsDecoder(payload, shared: $0) } ?? (try? ResultsDecoder(selfContained: payload))
    }

    /// Writes the results file: this audit's run (`runKey`, its totals and diagnostics) and
    /// its controllers in report order. Nothing is written when the run is the one read at
    /// the start. A write that fails (a read-only folder) leaves the audit as it is.
    @discardableResult
    func save(runKey: ContentHash, shape: ContentHash, report: AuditReport, controllers: [Analysed]) -> Bool {
        if let run, run.record.key == runKey { return false }
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            let lock = FileLock(path: path + ".lock")
        else { return false }
        return withExtendedLifetime(lock) {
            // The headers tell whether another audit replaced either file since this one read
            // them, without inflating the results file again.
            let unchanged = contents != nil
                && PackEnvelope.checksum(atPath: path, magic: ResultsPack.magic, version: ResultsCache.formatVersion, context: context)
                    == contents?.checksum
                && PackEnvelope.checksum(atPath: journalPath, magic: ResultsDelta.magic, version: ResultsCache.formatVersion, context: context)
                    == journal?.checksum
            let changed = controllers.count { if case .cached = $0.stored { false } else { true } }
            if unchanged, let contents, changed <= max(16, controllers.count / Self.journalShare) {
                let bytes = encodeJournal(runKey: runKey, shape: shape, report: report, controllers: controllers, base: contents)
                return (try? FileLock.writeAtomically(bytes, to: journalPath)) != nil
            }
            // Another audit wrote the file since this one read it: keep its reports too.
            let current = unchanged ? contents : Self.load(path: path, context: context).0
            let other = current.flatMap { $0.checksum != contents?.checksum ? $0 : nil }
            guard let bytes = encode(runKey: runKey, shape: shape, report: report, controllers: controllers, other: other) else { return false }
            guard (try? FileLock.writeAtomically(bytes, to: path)) != nil else { return false }
            try? FileManager.default.removeItem(atPath: journalPath)
            return true
        }
    }

    /// The journal of this run over the results file `base`: the run
    /// record, and every report the results file does not hold.
    private func encodeJournal(
        runKey: ContentHash, shape: ContentHash, report: AuditReport, controllers: [Analysed], base: ResultsPack.Contents
    ) -> [UInt8] {
        var entries: [(key: ContentHash, digest: UInt64, payload: [UInt8])] = []
        for controller in controllers {
            switch controller.stored {
            case .cached: continue
            case .journaled(let entry):
                entries.append((controller.key, entry.digest, Array(journal?.body[entry.payload] ?? [])))
            case .new(let digest, let strings, let body):
                var payload = ResultsEncoder()
                payload.strings = strings
                payload.body = BinaryWriter(capacity: body.count)
                payload.body.append(body)
                entries.append((controller.key, digest, payload.tableThenBody()))
            }
        }
        return ResultsDelta.encode(
            base: base, runKey: runKey, shape: shape, filesScanned: report.filesScanned, linesScanned: report.linesScanned,
            diagnostics: ResultsEncoder.encode(report.diagnostics), controllers: controllers.map(\.key), entries: entries,
            context: context)
    }

    /// The results file to write; `nil` if a reused payload no longer maps (it was checked
    /// when read, so this does not happen), since the run must hold every controller.
    private func encode(
        runKey: ContentHash, shape: ContentHash, report: AuditReport, controllers: [Analysed], other: ResultsPack.Contents?
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
                case .journaled(let entry):
                    guard let (strings, body) = journal.flatMap({ Self.split(Array($0.body[entry.payload])) }) else { return false }
                    list.append((controller.key, entry.digest, table.payload(local: strings, body: body)))
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
            runKey: runKey, shape: shape, filesScanned: report.filesScanned, linesScanned: report.linesScanned,
            diagnostics: ResultsEncoder.encode(report.diagnostics), strings: table.strings, inRun: inRun, entries: list,
            context: context)
    }

    /// A payload that carries its strings, split into them and the body.
    private static func split(_ payload: [UInt8]) -> (strings: [String], body: [UInt8])? {
        payload.withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes)
            guard let count = try? reader.count() else { return nil }
            var strings: [String] = []
            for _ in 0..<count {
                guard let string = try? reader.rawString() else { return nil }
                strings.append(string)
            }
            return (strings, Array(bytes[reader.offset...]))
        }
    }
}
