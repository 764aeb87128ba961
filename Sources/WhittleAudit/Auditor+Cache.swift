import Foundation

extension Auditor {
    /// An audit with the cache (see `docs/cache.md`), after discovery (which the
    /// ``DiscoveryStamp`` may have answered), in three steps:
    ///
    /// 1. When every file's status is what the last audit's ``RunStamp`` recorded, nothing
    ///    changed and that audit's report is the answer, read back from the results file
    ///    (loaded meanwhile on another thread). Otherwise the files are read and hashed: only
    ///    those of the status groups that changed, when the stamp says where the others'
    ///    facts are (``StampedFiles``). When nothing the report depends on changed
    ///    (``ResultsCache/runKey(context:files:reads:diagnostics:)``), the same.
    /// 2. When only controllers' bodies changed, the last report is patched: the edited
    ///    controllers analysed again from the run stamp's ``ProjectOutline``, without the
    ///    project-wide stages (``patchedAudit(_:)``).
    ///    Otherwise each file's facts come from the facts file and its journal, or from parsing it.
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
        var stamped: (stamp: RunStamp, statuses: [FileStatus?])?
        var unchangedRun: ContentHash?
        if catalog.isBuiltIn, let stamp = RunStamp.read(path: stampPath, context: context) {
            let statuses = known ?? FileStatus.of(files, jobs: jobs)
            let digest = RunStamp.digest(context: context, files: files, statuses: statuses, diagnostics: discoveryDiagnostics)
            if digest == stamp.statusDigest { unchangedRun = stamp.runKey }
            stamped = (stamp, statuses)
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

        // Files in a status group the stamp vouches for keep the facts entry it names; the
        // others are read and hashed.
        let store = FactsStore(cache: cache, paths: paths, filter: filter)
        let stampedKeys = stamped.flatMap { stamped in
            stamped.stamp.files?.keys(files: files, diagnostics: discoveryDiagnostics, statuses: stamped.statuses, layout: store.layout)
        } ?? Array(repeating: nil, count: files.count)
        let unread = files.indices.filter { stampedKeys[$0] == nil }
        var fresh = ParallelMap.map(unread.map { files[$0] }, jobs: jobs) { FactsStore.readWithStatus(path: $0) }.makeIterator()
        let firstReads = files.indices.map { index -> (read: FactsStore.Read, status: FileStatus?) in
            if let key = stampedKeys[index], let statuses = stamped?.statuses { return (.content(key), statuses[index]) }
            return fresh.next() ?? FactsStore.readWithStatus(path: files[index])
        }
        let filesRead = unread.count
        let reads = firstReads.map(\.read)
        PhaseTimer.mark("read+hash")
        /// Records `runKey`, where `reads`' facts are in `layout` with the statuses the files
        /// had when first read, and the run's encoded `outline`. A file written too recently
        /// for its status to vouch for its content is unvouched, and the stamp has no digest
        /// of all statuses.
        func stamp(_ runKey: ContentHash, reads: [FactsStore.Read], layout: FactsLayout?, outline: [UInt8]?) {
            guard let results else { return }
            let statuses = firstReads.map(\.status)
            let vouched = statuses.map { $0.map { !$0.isRecent(before: started, window: recentWrites) } ?? false }
            let digest = vouched.allSatisfy { $0 }
                ? RunStamp.digest(context: results.context, files: files, statuses: statuses, diagnostics: discoveryDiagnostics) : nil
            let keys = reads.map { read -> FactsKey? in if case .content(let key) = read { key } else { nil } }
            let unvouched = vouched.indices.filter { !vouched[$0] && keys[$0] != nil }
            let table = layout.flatMap {
                StampedFiles(
                    files: files, diagnostics: discoveryDiagnostics, statuses: statuses, keys: keys, unvouched: unvouched, layout: $0)
            }
            RunStamp(runKey: runKey, statusDigest: digest, files: table, outline: outline)
                .write(path: stampPath, context: results.context)
        }
        if let results {
            let runKey = ResultsCache.runKey(context: results.context, files: files, reads: reads, diagnostics: discoveryDiagnostics)
            if let report = results.report(forRun: runKey) {
                stamp(runKey, reads: reads, layout: store.layout, outline: stamped?.stamp.runKey == runKey ? stamped?.stamp.outline : nil)
                var (report, statistics) = reused(report)
                statistics.filesRead = filesRead
                return (report, statistics)
            }
        }

        PhaseTimer.mark("runkey")
        if let results, let stamped, stamped.stamp.runKey == results.lastRunKey,
            let lastKeys = stamped.stamp.files?.lastKeys(files: files, diagnostics: discoveryDiagnostics, layout: store.layout),
            let encoded = stamped.stamp.outline,
            let outline = encoded.withUnsafeBytes({ try? ProjectOutline.decode($0, fileCount: files.count) }),
            let patch = patchedAudit(
                PatchInput(files: files, reads: reads, lastKeys: lastKeys, outline: outline, store: store, results: results, jobs: jobs))
        {
            PhaseTimer.mark("patch")
            var (statistics, layout) = store.save(patch.entries, paths: files, withoutMembers: patch.controllerOnlyFiles)
            statistics.filesRead = filesRead
            let used = patch.entries.map { entry in entry.map { FactsStore.Read.content($0.key) } }
            let runKey = ResultsCache.runKey(
                context: results.context, files: files, reads: zip(used, reads).map { $0 ?? $1 }, diagnostics: discoveryDiagnostics)
            if results.save(runKey: runKey, shape: patch.shape, report: patch.report, controllers: patch.controllers) {
                stamp(runKey, reads: reads, layout: layout, outline: encoded)
            }
            statistics.patched = true
            statistics.controllersAnalysed = patch.analysed
            statistics.controllersReused = patch.controllers.count - patch.analysed
            statistics.reportsTrusted = patch.trusted
            PhaseTimer.mark("patch save")
            return (patch.report, statistics)
        }
        var parsed = ParallelMap.map(Array(zip(files, reads)), jobs: jobs) { store.result(path: $0.0, read: $0.1, filter: filter) }
        let entries = parsed.map(\.entry)
        var fileKeys: [String: FactsKey] = [:]
        fileKeys.reserveCapacity(files.count)
        for (file, entry) in zip(files, entries) { if let entry { fileKeys[file] = entry.key } }
        let outcomes = parsed.map(\.outcome)
        PhaseTimer.mark("facts")
        parsed = []

        results?.finishDecodingLastRun()
        let memo = results.map { results in
            var memo = ControllerMemo(store: results, fileKeys: fileKeys, filter: filter)
            memo.positions = Dictionary(files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            return memo
        }
        let (report, analysis) = report(
            outcomes: outcomes, filesScanned: files.count, diagnostics: discoveryDiagnostics, jobs: jobs, memo: memo)
        PhaseTimer.mark("report")
        var (statistics, layout) = store.save(entries, paths: files, withoutMembers: analysis?.controllerOnlyFiles ?? [])
        statistics.filesRead = filesRead
        PhaseTimer.mark("facts save")
        if let results, let analysis {
            // The run as it was read in step 2: a file edited since step 1 is keyed by what was parsed.
            let used = zip(entries, reads).map { entry, read in entry.map { FactsStore.Read.content($0.key) } ?? read }
            let runKey = ResultsCache.runKey(context: results.context, files: files, reads: used, diagnostics: discoveryDiagnostics)
            if results.save(runKey: runKey, shape: analysis.shape, report: report, controllers: analysis.controllers) {
                stamp(runKey, reads: used, layout: layout, outline: analysis.outline?.encoded())
            }
            statistics.controllersReused = analysis.controllers.count { if case .new = $0.stored { false } else { true } }
            statistics.controllersAnalysed = report.viewControllers.count - statistics.controllersReused
            statistics.reportsTrusted = analysis.trusted
        }
        PhaseTimer.mark("results save")
        return (report, statistics)
    }
}
