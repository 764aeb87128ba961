import Foundation

extension Auditor {
    /// An audit with the cache (see `docs/cache.md`), in three steps:
    ///
    /// 1. Every file is read and hashed. When nothing the report depends on changed since the
    ///    last audit of these paths (``ResultsCache/runKey(context:files:reads:diagnostics:)``),
    ///    that audit's report is the answer, read back from the results file.
    /// 2. Otherwise each file's facts come from the facts file or from parsing it.
    /// 3. The project-wide stages run; each controller whose stored report is still valid is
    ///    not analysed again (``ControllerMemo``). Both files are written back.
    ///
    /// The report is byte for byte the one an audit without the cache makes.
    func cachedAudit(
        files: [String], discoveryDiagnostics: [FileDiagnostic], paths: [String], cache: AuditCache, jobs: Int
    ) -> (AuditReport, FactsStore.Statistics) {
        let filter = catalog.eventFilter
        let reads = ParallelMap.map(files, jobs: jobs) { FactsStore.read(path: $0) }
        // A report depends on every detector and rule: only the built-in catalog, which the
        // build fixes (and the context names), has its reports cached.
        let results = catalog.isBuiltIn
            ? ResultsStore(
                cache: cache, paths: paths,
                context: ResultsCache.context(facts: FactsCache.context(filter: filter), configuration: configuration))
            : nil
        if let results {
            let runKey = ResultsCache.runKey(context: results.context, files: files, reads: reads, diagnostics: discoveryDiagnostics)
            if let report = results.report(forRun: runKey, jobs: jobs) {
                let statistics = FactsStore.Statistics(
                    hits: files.count, reusedReport: true, controllersReused: report.viewControllers.count)
                return (report, statistics)
            }
        }

        let store = FactsStore(cache: cache, paths: paths, filter: filter)
        var parsed = ParallelMap.map(Array(zip(files, reads)), jobs: jobs) { store.result(path: $0.0, read: $0.1, filter: filter) }
        let entries = parsed.map(\.entry)
        var fileKeys: [String: FactsKey] = [:]
        fileKeys.reserveCapacity(files.count)
        for (file, entry) in zip(files, entries) { if let entry { fileKeys[file] = entry.key } }
        let outcomes = parsed.map(\.outcome)
        parsed = []

        let memo = results.map { ControllerMemo(store: $0, fileKeys: fileKeys, filter: filter) }
        let (report, analysis) = report(
            outcomes: outcomes, filesScanned: files.count, diagnostics: discoveryDiagnostics, jobs: jobs, memo: memo)
        var statistics = store.save(entries, paths: files, withoutMembers: analysis?.controllerOnlyFiles ?? [])
        if let results, let analysis {
            // The run as it was read in step 2: a file edited since step 1 is keyed by what was parsed.
            let used = zip(entries, reads).map { entry, read in entry.map { FactsStore.Read.content($0.key) } ?? read }
            let runKey = ResultsCache.runKey(context: results.context, files: files, reads: used, diagnostics: discoveryDiagnostics)
            results.save(runKey: runKey, report: report, controllers: analysis.controllers)
            statistics.controllersReused = analysis.controllers.count { if case .cached = $0.stored { true } else { false } }
            statistics.controllersAnalysed = report.viewControllers.count - statistics.controllersReused
        }
        return (report, statistics)
    }
}
