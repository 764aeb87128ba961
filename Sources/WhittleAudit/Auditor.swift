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
    /// Where each file's facts and the last report are kept between audits, so unchanged
    /// files are not parsed again and an unchanged project is not audited again (see
    /// `docs/cache.md`); `nil` (the default) reads and parses every file and writes nothing.
    public var cache: AuditCache?

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
    /// ``cache``, the last report is returned when nothing it depends on changed, a file
    /// whose content's facts are cached is not parsed, and the cache is updated. The report
    /// is the same with or without a cache.
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

    /// Audits the files under `paths` as ``audit(paths:jobs:)`` does, for a caller that may
    /// need only the report's JSON text: with `reportNeeded` false, when the cache gives back
    /// the last report, its JSON text is all that is read (``AuditResult/report`` is `nil`).
    ///
    /// - Parameters:
    ///   - paths: Files or folders.
    ///   - jobs: Files parsed at once; `nil` uses every core.
    ///   - reportNeeded: Whether ``AuditResult/report`` must be there.
    /// - Returns: The report, its JSON text when the cache holds it, and the figures the
    ///   command reads.
    /// - Throws: ``AuditError/pathNotFound(_:)`` when a path does not exist.
    public func audit(paths: [String], jobs: Int? = nil, reportNeeded: Bool) throws -> AuditResult {
        try resultWithStatistics(paths: paths, jobs: jobs, reportNeeded: reportNeeded).result
    }

    /// ``audit(paths:jobs:)``, and how the cache was used (`nil` without a cache).
    func auditWithStatistics(paths: [String], jobs: Int? = nil) throws -> (report: AuditReport, cache: CacheStatistics?) {
        let (result, statistics) = try resultWithStatistics(paths: paths, jobs: jobs, reportNeeded: true)
        guard let report = result.report else { preconditionFailure("a needed report is always made or decoded") }
        return (report, statistics)
    }

    /// ``audit(paths:jobs:reportNeeded:)``, and how the cache was used (`nil` without a cache).
    func resultWithStatistics(
        paths: [String], jobs: Int? = nil, reportNeeded: Bool
    ) throws -> (result: AuditResult, cache: CacheStatistics?) {
        PhaseTimer.mark("before the audit")
        let jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let discovered = try FileDiscovery(configuration: configuration).discover(paths)
        // The front-end check compares two parses of every file: nothing to take from a cache.
        guard let cache, !FrontEndCheck.isEnabled else {
            let filter = catalog.eventFilter
            let outcomes = ParallelMap.map(discovered.files, jobs: jobs) { FileParser.parse(path: $0, filter: filter) }
            let report = report(outcomes: outcomes, filesScanned: discovered.files.count, diagnostics: discovered.diagnostics, jobs: jobs)
            return (AuditResult(report: report, json: nil), nil)
        }
        return cachedAudit(discovered, paths: paths, cache: cache, jobs: jobs, reportNeeded: reportNeeded)
    }

    /// Audits in-memory sources, as if each were a file at `path`: examples and tests.
    func audit(sources: [(path: String, text: String)]) -> AuditReport {
        let outcomes = sources.map { FileParser.parse(path: $0.path, data: Data($0.text.utf8), filter: catalog.eventFilter) }
        return report(outcomes: outcomes, filesScanned: sources.count, diagnostics: [], jobs: 1)
    }

    /// The one analysis: every file's facts (parsed or from the cache) to the report.
    ///
    /// Facts are released as soon as they are used (outcomes, then each controller once
    /// analysed) so peak memory is not facts plus the whole report. Controllers are analysed
    /// on `jobs` threads: each one's analysis is independent once the index has resolved
    /// every superclass chain and merged every extension. Controllers come worst first and
    /// diagnostics in the order every reporter prints them.
    func report(
        outcomes: consuming [FileParser.Outcome], filesScanned: Int, diagnostics: [FileDiagnostic], jobs: Int
    ) -> AuditReport {
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
        let linesScanned = files.reduce(0) { $0 + $1.lineCount }
        let disabled = DisableRegions(files: files)
        var imports: [String: Set<String>] = [:]
        var swiftImports: Set<String> = []
        for file in files where !file.imports.isEmpty {
            imports[file.path] = file.imports
            if !ObjCFileParser.isObjectiveC(file.path) { swiftImports.formUnion(file.imports) }
        }
        diagnostics += disabled.invalidDirectives
        // Whether a lowercase root names a type needs every file's declarations.
        LowercaseTypeNames.resolve(&files)
        ObjCInstanceMacros.resolve(&files, filter: catalog.eventFilter)
        // The index is dropped once read, so each controller's facts go as it is analysed.
        let (pending, projectTypes, projectProtocols, summaries, viewModelTypes) = {
            let index = ProjectIndex(
                files: files, names: catalog.names, extraBaseClasses: configuration.viewControllerBaseClasses, jobs: jobs)
            PhaseTimer.mark("index")
            let summaries = TypeSummaries(
                types: index.otherTypes, helpers: index.helperTypes, conformers: index.conformers,
                observableProtocols: index.observableProtocols,
                classifier: MemberClassifier(catalog: catalog, imports: imports, swiftImports: swiftImports))
            PhaseTimer.mark("summaries")
            return (
                index.viewControllers + index.swiftUIViews + index.viewModels, index.projectTypes, index.projectProtocols, summaries,
                index.viewModelTypes
            )
        }()
        files = []
        let classifier = Classifier(
            catalog: catalog, disabled: disabled, imports: imports, swiftImports: swiftImports, summaries: summaries,
            wrappers: configuration.wrappers, viewModelTypes: viewModelTypes, projectTypes: projectTypes,
            superclasses: Self.superclasses(in: pending))
        // The rules the configuration leaves on, once for every unit.
        let rules = catalog.auditRules.filter { !configuration.disabledRules.contains($0.id) }
        let reports = ParallelMap.map(consume pending, jobs: jobs) { [self, classifier] controller in
            analyze(
                controller, rules: rules, classifier: classifier, disabled: disabled, projectTypes: projectTypes,
                projectProtocols: projectProtocols)
        }
        PhaseTimer.mark("analysis")
        // The summaries (and the classifier, which shares them) hold every type's facts:
        // freed meanwhile, not before the report is returned. Consumed, so the background
        // thread holds the last reference and frees them.
        DeferredRelease.release((consume summaries, consume classifier))
        func worstFirst(_ kind: UnitKind) -> [ViewControllerReport] {
            ViewControllerReport.sortedWorstFirst(reports.filter { $0.kind == kind })
        }
        var report = AuditReport(
            filesScanned: filesScanned, linesScanned: linesScanned, viewControllers: worstFirst(.viewController),
            swiftUIViews: worstFirst(.swiftUIView), viewModels: worstFirst(.viewModel), diagnostics: diagnostics)
        report.diagnostics = report.diagnosticsInOrder
        return report
    }

    /// The controllers another controller is a subclass of, by name: their properties are the
    /// subclass's too.
    private static func superclasses(in units: [IndexedViewController]) -> [String: IndexedViewController] {
        var names: Set<String> = []
        for unit in units where unit.kind == .viewController { names.formUnion(unit.superclassChain) }
        var found: [String: IndexedViewController] = [:]
        for unit in units where unit.kind == .viewController && names.contains(unit.name) && found[unit.name] == nil {
            found[unit.name] = unit
        }
        return found
    }

    private func analyze(
        _ controller: IndexedViewController, rules: [AuditRule], classifier: Classifier, disabled: DisableRegions,
        projectTypes: Set<String>, projectProtocols: Set<String>
    ) -> ViewControllerReport {
        let classification = classifier.classify(controller)
        let responsibilities = classification.responsibilities
        let metrics = MetricsCalculator.metrics(of: controller, responsibilities: responsibilities)
        // How many lines each extraction moves decides whether its finding is worth a warning.
        let extraction = ExtractionPlan(
            classification: classification, responsibilities: responsibilities, disabledRules: configuration.disabledRules,
            catalog: catalog, kind: controller.kind)
        let context = RuleContext(
            catalog: catalog, controller: controller, classification: classification, responsibilities: responsibilities,
            metrics: metrics, configuration: configuration, extraction: extraction, projectProtocols: projectProtocols)
        var findings: [Finding] = []
        for rule in rules where rule.applies(to: controller.kind) {
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
            projectTypes: projectTypes)
        return ViewControllerReport(
            name: controller.name, file: controller.declaration.file, line: controller.declaration.facts.startLine,
            superclassChain: controller.superclassChain, isAssumed: controller.isAssumed,
            files: Self.fileShares(of: controller), responsibilities: responsibilities, findings: findings,
            metrics: metrics, prescriptions: prescriptions, members: extraction.attributions, kind: controller.kind)
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
