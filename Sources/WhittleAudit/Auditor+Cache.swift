import Foundation

extension Auditor {
    /// An audit with the cache, after discovery (`docs/cache.md`): the last report's JSON text
    /// when the run key (``ReportFile/runKey(context:configuration:files:keys:diagnostics:)``)
    /// is the last audit's and no report is needed; else each file's facts from the facts file
    /// or a parse, and the one analysis. The report is byte for byte an uncached audit's. Only
    /// the built-in catalog's reports are stored: another catalog's depend on what it holds.
    func cachedAudit(
        _ discovered: FileDiscovery.Result, paths: [String], cache: AuditCache, jobs: Int, reportNeeded: Bool
    ) -> (AuditResult, CacheStatistics) {
        PhaseTimer.mark("discovery")
        let filter = catalog.eventFilter
        let files = discovered.files
        let context = FactsFile.context(filter: filter)
        let reportPath = cache.path(of: paths, kind: "report")
        typealias Key = Result<FactsKey, FileParser.ReadFailure>
        let runKey = { (keys: [Key]) in
            ReportFile.runKey(context: context, configuration: configuration, files: files, keys: keys, diagnostics: discovered.diagnostics)
        }
        let keys = ParallelMap.map(files, jobs: jobs) { path in FileParser.read(path: path).map { FactsKey(data: $0, path: path) } }
        PhaseTimer.mark("read+hash")
        // The last report, when nothing it depends on changed: its JSON text is the answer for
        // a caller that needs no more. A report wanted as a value is made again from the
        // facts, which took half the time of decoding that text, and the text is kept.
        let stored = catalog.isBuiltIn ? ReportFile.read(path: reportPath, runKey: runKey(keys)) : nil
        if let stored, !reportNeeded {
            PhaseTimer.mark("last report")
            return (stored, CacheStatistics(hits: files.count, reusedReport: true))
        }

        // The facts file is read and used before the analysis, and written back on another
        // core while the index and the analysis run.
        var outcomes: [FileParser.Outcome]
        let (usedKeys, entries, factsFile): ([Key], [FactsFile.Entry], FactsFile)
        (outcomes, usedKeys, entries, factsFile) = { () -> ([FileParser.Outcome], [Key], [FactsFile.Entry], FactsFile) in
            let stored = FactsFile(path: cache.path(of: paths, kind: "facts"), context: context)
            PhaseTimer.mark("facts file")
            let audited = ParallelMap.map(Array(zip(files, keys)), jobs: jobs) { path, key -> (FileParser.Outcome, FactsFile.Entry?, Key) in
                if case .success(let key) = key, let (outcome, entry) = stored.outcome(for: key, path: path, filter: filter) {
                    return (outcome, entry, .success(key))
                }
                // Read again to be parsed, and keyed by what was parsed: a file edited since it
                // was hashed has the facts and run key of its new content.
                switch FileParser.read(path: path) {
                case .success(let data):
                    let key = FactsKey(data: data, path: path)
                    let outcome = FileParser.parse(path: path, data: data, filter: filter)
                    return (outcome, FactsCodec.encode(outcome).map { FactsFile.Entry(key: key, payload: .new($0)) }, .success(key))
                case .failure(let failure):
                    return (.skipped(failure.diagnostic), nil, .failure(failure))
                }
            }
            PhaseTimer.mark("facts")
            return (audited.map(\.0), audited.map(\.2), audited.compactMap(\.1), stored)
        }()
        let misses = entries.count { if case .new = $0.payload { true } else { false } }
        var statistics = CacheStatistics(hits: entries.count - misses, misses: misses, rejected: factsFile.rejected)
        let (report, wrote) = ParallelMap.both(jobs: jobs) {
            // Taken, so each file's facts are freed as the analysis uses them.
            var taken: [FileParser.Outcome] = []
            swap(&taken, &outcomes)
            return self.report(outcomes: taken, filesScanned: files.count, diagnostics: discovered.diagnostics, jobs: jobs)
        } and: {
            factsFile.save(entries)
        }
        statistics.wrote = wrote
        let usedKey = runKey(usedKeys)
        if let stored, usedKey == runKey(keys) {
            statistics.reusedReport = true
            return (AuditResult(report: report, json: stored.json), statistics)
        }
        let json = catalog.isBuiltIn ? ReportFile.write(report, runKey: usedKey, to: reportPath) : nil
        PhaseTimer.mark("report save")
        return (AuditResult(report: report, json: json), statistics)
    }
}
