import Foundation

/// Runs an audit: discover, parse, index, classify, check rules, prescribe.
///
/// ```swift
/// let report = try Auditor(configuration: .init()).audit(paths: ["Sources"])
/// for controller in report.viewControllers { print(controller.name) }
/// ```
public struct Auditor: Sendable {
    /// The configuration the audit follows.
    public var configuration: AuditConfiguration
    /// The detectors, rules and name lists, passed down to every stage.
    public let catalog: AuditCatalog
    /// Where each file's facts and each controller's report are kept between audits, so
    /// unchanged files are not parsed and unchanged controllers not analysed again (see
    /// `docs/cache.md`); `nil` (the default) reads and parses every file and writes nothing.
    public var cache: AuditCache?
    /// How recently before an audit a file may have been written and still have its status
    /// vouch for its content (``RunStamp``): two seconds covers the coarsest file system
    /// clocks. Tests set it to zero rather than wait.
    var recentWrites: Int64 = 2_000_000_000

    /// Creates an auditor.
    ///
    /// - Parameters:
    ///   - configuration: The configuration the audit follows.
    ///   - catalog: The detectors, rules and name lists.
    ///   - cache: Where to keep facts and reports between audits; `nil` for no cache.
    public init(
        configuration: AuditConfiguration = AuditConfiguration(), catalog: AuditCatalog = AuditCatalog(),
        cache: AuditCache? = nil
    ) {
        self.configuration = configuration
        self.catalog = catalog
        self.cache = cache
    }

    /// Audits the Swift files under `paths`.
    ///
    /// Files that cannot be audited (unreadable, binary, not UTF-8, empty, too large, symlink
    /// loops) become ``FileDiagnostic``s and the audit goes on. Files are only read; with a
    /// ``cache``, a file whose content's facts are cached is not parsed, a controller whose
    /// report is still valid is not analysed, and the cache is updated. The report is the
    /// same with or without a cache.
    ///
    /// - Parameters:
    ///   - paths: Files or folders.
    ///   - jobs: Files parsed at once; `nil` uses every core.
    /// - Returns: Every view controller found, worst first.
    /// - Throws: ``AuditError/pathNotFound(_:)`` when a path does not exist.
    /// - Complexity: O(n) in the size of the sources; memory holds only per-file facts.
    public func audit(paths: [String], jobs: Int? = nil) throws -> AuditReport {
        try auditWithStatistics(paths: paths, jobs: jobs).report
    }

    /// ``audit(paths:jobs:)``, and how the cache was used (`nil` without a cache).
    func auditWithStatistics(paths: [String], jobs: Int? = nil) throws -> (report: AuditReport, cache: CacheStatistics?) {
        PhaseTimer.mark("before the audit")
        let jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let filter = catalog.eventFilter
        // The front-end check compares two parses of every file: nothing to take from a cache.
        guard let cache, !FrontEndCheck.isEnabled else {
            let discovered = try FileDiscovery(configuration: configuration).discover(paths)
            let outcomes = ParallelMap.map(discovered.files, jobs: jobs) { FileParser.parse(path: $0, filter: filter) }
            let report = report(
                outcomes: outcomes, filesScanned: discovered.files.count, diagnostics: discovered.diagnostics, jobs: jobs)
            return (report.report, nil)
        }
        // A report depends on every detector and rule: only the built-in catalog, which the
        // build fixes (and the context names), has its reports cached. The results file is
        // read while discovery lists the folders.
        let context = ResultsCache.context(facts: FactsCache.context(filter: filter), configuration: configuration)
        let results = BackgroundValue { [isBuiltIn = catalog.isBuiltIn] in
            isBuiltIn ? ResultsStore(cache: cache, paths: paths, context: context) : nil
        }
        PhaseTimer.mark("start")
        let (discovered, reusedListing, statuses) = try discover(
            paths, stamp: ResultsCache.listingPath(in: cache, paths: paths), context: context, jobs: jobs)
        var (report, statistics) = cachedAudit(
            files: discovered.files, statuses: statuses, discoveryDiagnostics: discovered.diagnostics, paths: paths, cache: cache,
            results: results, context: context, jobs: jobs)
        statistics.reusedListing = reusedListing
        return (report, statistics)
    }

    /// The files under `paths`: the last audit's, when no folder it listed changed since
    /// (``DiscoveryStamp``), else listed again and stamped. A reused listing comes with its
    /// files' statuses, taken in the same pass as the folders'.
    func discover(
        _ paths: [String], stamp: String, context: ContentHash, jobs: Int
    ) throws -> (FileDiscovery.Result, reused: Bool, statuses: [FileStatus?]?) {
        if let stored = DiscoveryStamp.read(path: stamp, paths: paths, context: context),
            let (result, statuses) = stored.result(jobs: jobs)
        {
            return (result, true, statuses)
        }
        let started = FileStatus.now
        let result = try FileDiscovery(configuration: configuration).discover(paths)
        if !result.checked.contains(where: { $0.status?.isRecent(before: started, window: recentWrites) ?? false }) {
            DiscoveryStamp(paths: paths, result: result).write(path: stamp, context: context)
        }
        return (result, false, nil)
    }

    /// Audits in-memory sources, as if each were a file at `path`: examples and tests.
    func audit(sources: [(path: String, text: String)]) -> AuditReport {
        let outcomes = sources.map { FileParser.parse(path: $0.path, data: Data($0.text.utf8), filter: catalog.eventFilter) }
        return report(outcomes: outcomes, filesScanned: sources.count, diagnostics: [], jobs: 1).report
    }

    /// What the analysis stage leaves for the results cache to store.
    struct Analysis {
        /// Each controller's report, key and payload, in report order.
        var controllers: [ResultsStore.Analysed]
        /// Files whose every type is a part of a controller now cached.
        var controllerOnlyFiles: Set<String>
        /// ``ControllerMemo/shape(of:controllerOnly:)`` of the project.
        var shape: ContentHash
        /// How many stored reports were reused unchecked (``ControllerMemo/trusted``).
        var trusted: Int
        /// What the project-wide stages made of the project, for the run stamp; `nil` when the
        /// memo has no file positions.
        var outline: ProjectOutline?
    }

    /// Facts are released as soon as they are used (outcomes, then each controller once
    /// analysed) so peak memory is not facts plus the whole report. Controllers are analysed
    /// on `jobs` threads: each one's analysis is independent once the index has resolved
    /// every superclass chain and merged every extension. With a `memo`, a controller whose
    /// stored report is still valid is not analysed.
    func report(
        outcomes: consuming [FileParser.Outcome], filesScanned: Int, diagnostics: [FileDiagnostic], jobs: Int,
        memo: ControllerMemo? = nil
    ) -> (report: AuditReport, analysis: Analysis?) {
        var files: [FileFacts] = []
        var diagnostics = diagnostics
        for outcome in outcomes {
            switch outcome {
            case .facts(let facts, let diagnostic):
                files.append(facts)
                if let diagnostic { diagnostics.append(diagnostic) }
            case .skipped(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        outcomes = []
        var memo = memo
        let linesScanned = files.reduce(0) { $0 + $1.lineCount }
        let disabled = DisableRegions(files: files)
        var imports: [String: Set<String>] = [:]
        for file in files where !file.imports.isEmpty { imports[file.path] = file.imports }
        diagnostics += disabled.invalidDirectives
        memo?.settingSalt(files: files)
        // The index is dropped once read, so each controller's facts go as it is analysed.
        let (pending, projectTypes, projectProtocols, summaries, controllerOnlyFiles, outline) = {
            let (index, controllerOnlyFiles) = index(of: &files, memo: &memo)
            PhaseTimer.mark("index: members")
            let outline = memo.flatMap { memo in
                memo.positions.isEmpty ? nil : ProjectOutline(files: files, positions: memo.positions, index: index, salt: memo.salt)
            }
            PhaseTimer.mark("outline")
            let summaries = TypeSummaries(
                types: index.otherTypes, helpers: index.helperTypes, conformers: index.conformers,
                classifier: MemberClassifier(catalog: catalog, importsOf: { [imports] in imports[$0] }))
            PhaseTimer.mark("summaries")
            return (index.viewControllers, index.projectTypes, index.projectProtocols, summaries, controllerOnlyFiles, outline)
        }()
        let fingerprints = memo.map { _ in
            ProjectFingerprints(summaries: summaries, projectTypes: projectTypes, projectProtocols: projectProtocols)
        }
        let shape = memo.map { $0.shape(of: files, controllerOnly: controllerOnlyFiles ?? []) }
        if let shape { memo?.trustingLastRun(shape: shape) }
        PhaseTimer.mark("shape")
        files = []
        let classifier = Classifier(
            catalog: catalog, disabled: disabled, importsOf: { [imports] in imports[$0] }, summaries: summaries,
            wrappers: configuration.wrappers)
        let finalMemo = memo
        let analysed = ParallelMap.map(consume pending, jobs: jobs) { [self] controller in
            reportOf(
                controller, memo: finalMemo, fingerprints: fingerprints, classifier: classifier, disabled: disabled,
                projectTypes: projectTypes, projectProtocols: projectProtocols)
        }.sorted { ViewControllerReport.worstFirst($0.0, $1.0) }
        PhaseTimer.mark("analysis")
        // The summaries (and the classifier and fingerprints, which share them) hold every
        // type's facts: freed meanwhile, not before the report is returned.
        DeferredRelease.release((summaries, classifier, fingerprints))
        let report = AuditReport(
            filesScanned: filesScanned, linesScanned: linesScanned, viewControllers: analysed.map(\.0), diagnostics: diagnostics)
        guard let controllerOnlyFiles, let shape else { return (report, nil) }
        let stored = analysed.compactMap(\.1)
        // A controller not stored (its file changed mid-audit) keeps its files' members.
        var storable = controllerOnlyFiles
        if stored.count != analysed.count {
            for (report, entry) in analysed where entry == nil { for share in report.files { storable.remove(share.file) } }
        }
        let trusted = stored.count { entry in
            if case .new = entry.stored { false } else { finalMemo?.trusted.contains(entry.key) ?? false }
        }
        return (
            report, Analysis(controllers: stored, controllerOnlyFiles: storable, shape: shape, trusted: trusted, outline: outline)
        )
    }

    /// The project index of `files`. Files whose facts came from the cache without members
    /// must hold only controllers' parts; any that no longer do are parsed again first.
    ///
    /// With a memo, also the files whose every type is a part of a controller
    /// (``ControllerMemo/controllerOnlyFiles(_:controllers:)``): parsing the others again
    /// changes no part, so one pass answers for both indexes.
    private func index(of files: inout [FileFacts], memo: inout ControllerMemo?) -> (ProjectIndex, controllerOnly: Set<String>?) {
        let build = { (files: [FileFacts]) in
            ProjectIndex(
                files: files, controllerBases: catalog.names.controllerBases,
                extraBaseClasses: configuration.viewControllerBaseClasses)
        }
        var index = build(files)
        PhaseTimer.mark("index: build")
        guard var current = memo else { return (index, nil) }
        let controllerOnly = ControllerMemo.controllerOnlyFiles(files, controllers: index.viewControllers)
        current.omittedFiles = Set(files.lazy.filter(\.membersOmitted).map(\.path))
        let missing = current.omittedFiles.subtracting(controllerOnly)
        if !missing.isEmpty {
            for position in files.indices where missing.contains(files[position].path) {
                if case .facts(let facts, _) = FileParser.parse(path: files[position].path, filter: catalog.eventFilter) {
                    files[position] = facts
                }
            }
            current.omittedFiles.subtract(missing)
            index = build(files)
        }
        memo = current
        return (index, controllerOnly)
    }

    /// `controller`'s report: with a `memo`, its stored report when still valid, else analysed
    /// with what it reads of the project logged, and what to store (`nil` when a file of it
    /// changed during the audit). Without a memo, analysed.
    func reportOf(
        _ controller: IndexedViewController, memo: ControllerMemo?, fingerprints: ProjectFingerprints?, classifier: Classifier,
        disabled: DisableRegions, projectTypes: Set<String>, projectProtocols: Set<String>
    ) -> (ViewControllerReport, ResultsStore.Analysed?) {
        let names = (types: ProjectNames(projectTypes, kind: .projectType), protocols: ProjectNames(projectProtocols, kind: .projectProtocol))
        guard let memo, let fingerprints, let key = memo.key(of: controller) else {
            return (analyze(controller, classifier: classifier, disabled: disabled, names: names), nil)
        }
        if let stored = memo.store.report(for: key, fingerprints: fingerprints, trusted: memo.trusted.contains(key)) {
            return (stored.report, stored)
        }
        let reads = ProjectReads()
        var logged = names
        logged.types.reads = reads
        logged.protocols.reads = reads
        let complete = memo.withMembers(controller)
        let report = analyze(complete ?? controller, classifier: classifier.logging(into: reads), disabled: disabled, names: logged)
        guard complete != nil else { return (report, nil) }
        let sorted = reads.sorted
        let (strings, body) = ResultsEncoder.encode(report, reads: sorted)
        let stored = ResultsStore.Analysed.Stored.new(digest: fingerprints.digest(of: sorted), strings: strings, body: body)
        return (report, ResultsStore.Analysed(report: report, key: key, stored: stored))
    }

    private func analyze(
        _ controller: IndexedViewController, classifier: Classifier, disabled: DisableRegions,
        names: (types: ProjectNames, protocols: ProjectNames)
    ) -> ViewControllerReport {
        let classification = classifier.classify(controller)
        let responsibilities = ownJobsRemoved(from: classification.responsibilities, of: controller)
        let metrics = MetricsCalculator.metrics(of: controller, responsibilities: responsibilities)
        // How many lines each extraction moves decides whether its finding is worth a warning.
        let extraction = ExtractionPlan(
            classification: classification, responsibilities: responsibilities, disabledRules: configuration.disabledRules,
            catalog: catalog)
        let context = RuleContext(
            catalog: catalog, controller: controller, classification: classification, responsibilities: responsibilities,
            metrics: metrics, configuration: configuration, extraction: extraction, projectProtocols: names.protocols)
        var findings: [Finding] = []
        for rule in catalog.auditRules where !configuration.disabledRules.contains(rule.id) {
            // Responsibility rules were silenced with their evidence by the classifier.
            let silencesHits = rule.id.responsibility == nil
            for hit in rule.check(context) where !(silencesHits && disabled.isDisabled(rule.id, file: hit.file, line: hit.line)) {
                findings.append(
                    Finding(
                        rule: rule.id, severity: configuration.severity(of: rule.id, small: hit.isSmall), message: hit.message,
                        viewController: controller.name, member: hit.member, file: hit.file, line: hit.line))
            }
        }
        let prescriptions = Prescriber.prescriptions(
            for: controller, catalog: catalog, classification: classification, extraction: extraction, lines: metrics.lines,
            projectTypes: names.types)
        return ViewControllerReport(
            name: controller.name, file: controller.declaration.file, line: controller.declaration.facts.startLine,
            superclassChain: controller.superclassChain, isAssumed: controller.isAssumed,
            files: Self.fileShares(of: controller), responsibilities: responsibilities, findings: findings,
            metrics: metrics, prescriptions: prescriptions)
    }

    /// `responsibilities` without the work that is the controller's job by its superclass
    /// (``ResponsibilityDetector/ownJobOf``): navigating is what a `UINavigationController`
    /// subclass is for, so it is neither misplaced nor reported.
    private func ownJobsRemoved(
        from responsibilities: [ResponsibilityReport], of controller: IndexedViewController
    ) -> [ResponsibilityReport] {
        responsibilities.filter { report in
            guard let owners = catalog.ownJobs[report.id] else { return true }
            return !controller.superclassChain.contains(where: owners.contains)
        }
    }

    private static func fileShares(of controller: IndexedViewController) -> [FileShare] {
        var order: [String] = []
        var shares: [String: FileShare] = [:]
        for part in controller.parts {
            if shares[part.file] == nil {
                order.append(part.file)
                shares[part.file] = FileShare(file: part.file, lines: 0, members: [])
            }
            shares[part.file]?.lines += part.facts.ownLines
            shares[part.file]?.members += part.facts.members.map(\.name)
        }
        return order.compactMap { shares[$0] }
    }
}
