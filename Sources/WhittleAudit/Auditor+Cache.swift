import Foundation

extension Auditor {
    /// An audit with the cache (see `docs/cache.md`), after discovery:
    ///
    /// 1. Every file is read and hashed. When the run key (the files, their contents, the
    ///    settings: ``ReportFile/runKey(context:configuration:files:keys:diagnostics:)``) is
    ///    the last audit's, its report is the answer, read back from the report file.
    /// 2. Otherwise each file's facts come from the facts file when its content's are there,
    ///    else from parsing it, and the one analysis
    ///    (``report(outcomes:filesScanned:diagnostics:jobs:)``) makes the report. Both files
    ///    are written back.
    ///
    /// The report is byte for byte the one an audit without the cache makes. Only the
    /// built-in catalog's reports are stored: another catalog's depend on what it holds.
    func cachedAudit(
        _ discovered: FileDiscovery.Result, paths: [String], cache: AuditCache, jobs: Int
    ) -> (AuditReport, CacheStatistics) {
        PhaseTimer.mark("discovery")
        let filter = catalog.eventFilter
        let files = discovered.files
        let context = FactsFile.context(filter: filter)
        let reportPath = cache.path(of: paths, kind: "report")
        let runKey = { (keys: [Result<FactsKey, FileParser.ReadFailure>]) in
            ReportFile.runKey(
                context: context, configuration: configuration, files: files, keys: keys, diagnostics: discovered.diagnostics)
        }
        let keys = ParallelMap.map(files, jobs: jobs) { path in FileParser.read(path: path).map { FactsKey(data: $0, path: path) } }
        PhaseTimer.mark("read+hash")
        if catalog.isBuiltIn, let report = ReportFile.read(path: reportPath, runKey: runKey(keys), jobs: jobs) {
            PhaseTimer.mark("last report")
            return (report, CacheStatistics(hits: files.count, reusedReport: true))
        }

        let stored = FactsFile(path: cache.path(of: paths, kind: "facts"), context: context)
        PhaseTimer.mark("facts file")
        typealias Audited = (outcome: FileParser.Outcome, entry: FactsFile.Entry?, key: Result<FactsKey, FileParser.ReadFailure>)
        var audited = ParallelMap.map(Array(zip(files, keys)), jobs: jobs) { path, key -> Audited in
            if case .success(let key) = key, let (outcome, entry) = stored.outcome(for: key, path: path, filter: filter) {
                return (outcome, entry, .success(key))
            }
            // Read again to be parsed, and keyed by what was parsed: a file edited since it was
            // hashed has the facts and run key of its new content.
            switch FileParser.read(path: path) {
            case .success(let data):
                let key = FactsKey(data: data, path: path)
                let outcome = FileParser.parse(path: path, data: data, filter: filter)
                let entry = FactsCodec.encode(outcome).map { FactsFile.Entry(key: key, payload: .new($0)) }
                return (outcome, entry, .success(key))
            case .failure(let failure):
                return (.skipped(failure.diagnostic), nil, .failure(failure))
            }
        }
        let entries = audited.compactMap(\.entry)
        let usedKeys = audited.map(\.key)
        let outcomes = audited.map(\.outcome)
        audited = []
        let misses = entries.count { if case .new = $0.payload { true } else { false } }
        PhaseTimer.mark("facts")
        let report = report(outcomes: outcomes, filesScanned: files.count, diagnostics: discovered.diagnostics, jobs: jobs)
        let statistics = CacheStatistics(
            hits: entries.count - misses, misses: misses, rejected: stored.rejected, wrote: stored.save(entries))
        PhaseTimer.mark("facts save")
        if catalog.isBuiltIn {
            ReportFile.write(report, runKey: runKey(usedKeys), to: reportPath, jobs: jobs)
            PhaseTimer.mark("report save")
        }
        return (report, statistics)
    }
}
