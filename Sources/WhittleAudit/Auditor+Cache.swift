import Foundation

extension Auditor {
    /// An audit with the cache (see `docs/cache.md`), after discovery (which the
    /// ``DiscoveryStamp`` may have answered), in three steps:
    ///
    /// 1. When every file's status is what the last audit's ``RunStamp`` recorded, nothing
    ///    changed and that audit's report is the answer, read back from the results file
    ///    (loaded meanwhile on another thread). Otherwise every file is read and hashed, and
    ///    when nothing the report depends on changed
    ///    (``ResultsCache/runKey(context:files:reads:diagnostics:)``), the same.
    /// 2. Otherwise each file's facts come from the facts file and its journal, or from parsing it.
    /// 3. The project-wide stages run; each controller whose stored report is still valid is
    ///    not analysed again (``ControllerMemo``): unchecked when the project's shape is the
    ///    last run's, else when what it read answers the same. Both files (or their
    ///    journals) are written back.
    ///
    /// The report is byte for byte the one an audit without the cache makes.
    func cachedAudit(
        files: [String], statuses known: [FileStatus?]?, discoveryDiagnostics: [FileDiagnostic], paths: [String], cache: AuditCache,
        results pending: BackgroundValue<ResultsStore?>, context: ContentHash, jobs: Int
    ) -> (AuditReport, CacheStatistics) {
        PhaseTimer.mark("discovery")
        let filter = catalog.eventFilter
        let started = FileStatus.now
        let stampPath = ResultsCache.stampPath(in: cache, paths: paths)
        func reused(_ report: AuditReport) -> (AuditReport, CacheStatistics) {
            (report, CacheStatistics(hits: files.count, reusedReport: true, controllersReused: report.viewControllers.count))
        }
        // The statuses (taken with the folders' when the listing was reused) are taken while
        // the results file is still being read.
        var unchangedRun: ContentHash?
        if catalog.isBuiltIn, let stamp = RunStamp.read(path: stampPath, context: context) {
            let statuses = known ?? FileStatus.of(files, jobs: jobs)
            let digest = RunStamp.digest(context: context, files: files, statuses: statuses, diagnostics: discoveryDiagnostics)
            if digest == stamp.statusDigest { unchangedRun = stamp.runKey }
        }
        PhaseTimer.mark("statuses")
        let results = pending.value
        PhaseTimer.mark("results file")
        if let results, let unchangedRun, let report = results.report(forRun: unchangedRun) {
            PhaseTimer.mark("decode the last report")
            var (report, statistics) = reused(report)
            statistics.readNothing = true
            return (report, statistics)
        }

        let firstReads = ParallelMap.map(files, jobs: jobs) { FactsStore.readWithStatus(path: $0) }
        let reads = firstReads.map(\.read)
        PhaseTimer.mark("read+hash")
        /// Records `runKey` with the statuses the files were read with, unless one was written
        /// too recently for its status to vouch for its content.
        func stamp(_ runKey: ContentHash) {
            guard let results else { return }
            let statuses = firstReads.map(\.status)
            guard !statuses.contains(where: { $0?.isRecent(before: started, window: recentWrites) ?? true }) else { return }
            let digest = RunStamp.digest(context: results.context, files: files, statuses: statuses, diagnostics: discoveryDiagnostics)
            RunStamp(runKey: runKey, statusDigest: digest).write(path: stampPath, context: results.context)
        }
        if let results {
            let runKey = ResultsCache.runKey(context: results.context, files: files, reads: reads, diagnostics: discoveryDiagnostics)
            if let report = results.report(forRun: runKey) {
                stamp(runKey)
                return reused(report)
            }
        }

        PhaseTimer.mark("runkey")
        let store = FactsStore(cache: cache, paths: paths, filter: filter)
        var parsed = ParallelMap.map(Array(zip(files, reads)), jobs: jobs) { store.result(path: $0.0, read: $0.1, filter: filter) }
        let entries = parsed.map(\.entry)
        var fileKeys: [String: FactsKey] = [:]
        fileKeys.reserveCapacity(files.count)
        for (file, entry) in zip(files, entries) { if let entry { fileKeys[file] = entry.key } }
        let outcomes = parsed.map(\.outcome)
        PhaseTimer.mark("facts")
        parsed = []

        results?.finishDecodingLastRun()
        let memo = results.map { ControllerMemo(store: $0, fileKeys: fileKeys, filter: filter) }
        let (report, analysis) = report(
            outcomes: outcomes, filesScanned: files.count, diagnostics: discoveryDiagnostics, jobs: jobs, memo: memo)
        PhaseTimer.mark("report")
        var statistics = store.save(entries, paths: files, withoutMembers: analysis?.controllerOnlyFiles ?? [])
        PhaseTimer.mark("facts save")
        if let results, let analysis {
            // The run as it was read in step 2: a file edited since step 1 is keyed by what was parsed.
            let used = zip(entries, reads).map { entry, read in entry.map { FactsStore.Read.content($0.key) } ?? read }
            let runKey = ResultsCache.runKey(context: results.context, files: files, reads: used, diagnostics: discoveryDiagnostics)
            if results.save(runKey: runKey, shape: analysis.shape, report: report, controllers: analysis.controllers) { stamp(runKey) }
            statistics.controllersReused = analysis.controllers.count { if case .new = $0.stored { false } else { true } }
            statistics.controllersAnalysed = report.viewControllers.count - statistics.controllersReused
            statistics.reportsTrusted = analysis.trusted
        }
        PhaseTimer.mark("results save")
        return (report, statistics)
    }
}
