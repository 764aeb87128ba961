import Foundation

extension Auditor {
    /// What an audit that may patch the last report starts from.
    struct PatchInput {
        var files: [String]
        /// Each file's key as read now.
        var reads: [FactsStore.Read]
        /// Each file's key as the last audit read it (``StampedFiles/lastKeys(files:diagnostics:layout:)``).
        var lastKeys: [FactsKey?]
        /// The last run's outline.
        var outline: ProjectOutline
        var store: FactsStore
        var results: ResultsStore
        var jobs: Int
    }

    /// A patched audit: the report, and what to write back.
    struct Patch {
        var report: AuditReport
        /// Every controller's report, key and payload, in report order.
        var controllers: [ResultsStore.Analysed]
        /// Every file's facts entry, in file order.
        var entries: [FactsStore.Entry?]
        /// The edited files, whose facts are stored without members.
        var controllerOnlyFiles: Set<String>
        /// The last run's shape, which the patch kept.
        var shape: ContentHash
        /// Controllers analysed (an edited controller whose report is stored from an earlier
        /// run, an edit undone, is not).
        var analysed: Int
        /// Stored reports kept without checking what they read.
        var trusted: Int
    }

    /// The report of an audit in which only controllers' bodies changed, made from the last
    /// report: the edited controllers analysed again, every other report kept.
    ///
    /// It applies when every changed file held only parts of controllers and still declares
    /// the same types (kind, name and inherited types, in order) with the same `whittle:`
    /// comments, and parses with no diagnostic. The project's shape is then the last
    /// run's (``ControllerMemo/shape(of:controllerOnly:)``), so every other stored report holds
    /// as it is; and the outline, which depends on nothing else, answers for the index: the
    /// edited controllers' parts by place, and the types their analysis asks about, decoded
    /// from the facts file when asked. Neither every file's facts nor the index is needed.
    ///
    /// `nil` when it does not apply, or a stored piece is missing or does not decode: the
    /// audit then runs the project-wide stages as usual. The report is byte for byte the one
    /// those stages would make (`CachePropertyTests`).
    func patchedAudit(_ input: PatchInput) -> Patch? {
        let filter = catalog.eventFilter
        let (files, reads, store) = (input.files, input.reads, input.store)
        guard let (run, diagnostics) = input.results.lastRunRecord(), run.filesScanned == files.count,
            reads.count == files.count, input.lastKeys.count == files.count
        else { return nil }

        // The changed files, each with its facts then and now.
        var changed: [Int: (old: FileFacts, new: FileFacts, entry: FactsStore.Entry)] = [:]
        for (position, read) in reads.enumerated() {
            guard case .content(let key) = read, let lastKey = input.lastKeys[position] else { return nil }
            guard key != lastKey else { continue }
            guard changed.count < Self.patchedFilesLimit,
                case .facts(let old, nil)? = store.cachedOutcome(key: lastKey, path: files[position], filter: filter)
            else { return nil }
            let parsed = store.result(path: files[position], read: read, filter: filter)
            guard case .facts(let new, nil) = parsed.outcome, let entry = parsed.entry, entry.key == key,
                Self.sameOutline(old, new)
            else { return nil }
            changed[position] = (old, new, entry)
        }
        guard !changed.isEmpty else { return nil }
        PhaseTimer.mark("patch: changed files")

        // The controllers with a part in a changed file, which must hold nothing else.
        var touched: [[ProjectOutline.Place]] = []
        var changedParts: Set<ProjectOutline.Place> = []
        for places in input.outline.controllers where places.contains(where: { changed[$0.file] != nil }) {
            touched.append(places)
            changedParts.formUnion(places.filter { changed[$0.file] != nil })
        }
        let controllerOnly = changed.allSatisfy { position, facts in
            !facts.new.types.isEmpty
                && facts.new.types.indices.allSatisfy { changedParts.contains(ProjectOutline.Place(file: position, ordinal: $0)) }
        }
        guard controllerOnly else { return nil }

        // Facts of unchanged files, decoded once each, when first needed.
        let edited = changed.mapValues(\.new)
        let decoded = PatchFacts { position -> FileFacts? in
            guard position < files.count else { return nil }
            if let facts = edited[position] { return facts }
            guard case .content(let key) = reads[position],
                case .facts(let facts, _)? = store.cachedOutcome(key: key, path: files[position], filter: filter)
            else { return nil }
            return facts
        }
        input.results.finishDecodingLastRun()
        var lastReports: [ResultsStore.Analysed] = []
        lastReports.reserveCapacity(run.controllers.count)
        for key in run.controllers {
            guard let stored = input.results.storedReport(key) else { return nil }
            lastReports.append(stored)
        }
        PhaseTimer.mark("patch: last reports")
        let names = input.outline.names()
        PhaseTimer.mark("patch: names")
        var fileKeys: [String: FactsKey] = [:]
        var lastFileKeys: [String: FactsKey] = [:]
        var omitted: Set<String> = []
        for places in touched {
            for place in places {
                guard case .content(let key) = reads[place.file], let facts = decoded.facts(place.file) else { return nil }
                fileKeys[files[place.file]] = key
                lastFileKeys[files[place.file]] = input.lastKeys[place.file]
                if facts.membersOmitted { omitted.insert(files[place.file]) }
            }
        }
        var memo = ControllerMemo(store: input.results, fileKeys: fileKeys, filter: filter)
        memo.settingSalt(input.outline.salt)
        memo.omittedFiles = omitted
        var lastMemo = ControllerMemo(store: input.results, fileKeys: lastFileKeys, filter: filter)
        lastMemo.settingSalt(input.outline.salt)

        // Each edited controller as it was (to find its stored report, whose chain it keeps)
        // and as it is now.
        var replaced: Set<ContentHash> = []
        var controllers: [IndexedViewController] = []
        for places in touched {
            let before = { (position: Int) in changed[position]?.old ?? decoded.facts(position) }
            guard let declaration = Self.part(places[0], facts: before), declaration.facts.kind == .class,
                let last = lastReports.first(where: {
                    $0.report.name == declaration.facts.name && $0.report.file == declaration.file
                        && $0.report.line == declaration.facts.startLine
                }),
                let old = Self.controller(places, facts: before, chain: last.report.superclassChain, assumed: last.report.isAssumed),
                lastMemo.key(of: old) == last.key,
                let now = Self.controller(places, facts: decoded.facts, chain: last.report.superclassChain, assumed: last.report.isAssumed)
            else { return nil }
            replaced.insert(last.key)
            controllers.append(now)
        }

        PhaseTimer.mark("patch: controllers")
        // What the analysis reads of the project, from the outline and the facts it names.
        // Every file a classification reads the imports of holds a member it classifies, so its
        // facts were decoded first; if not, the answer could be wrong and the patch is dropped.
        let imports: @Sendable (String) -> Set<String>? = { path in
            guard let facts = decoded.decodedFacts(atPath: path) else {
                decoded.markFailed()
                return nil
            }
            return facts.imports.isEmpty ? nil : facts.imports
        }
        var directiveFiles: [FileFacts] = []
        for position in input.outline.directiveFiles {
            guard let facts = decoded.facts(position) else { return nil }
            directiveFiles.append(facts)
        }
        let disabled = DisableRegions(files: directiveFiles)
        var helpers: [String: [TypeParts.Part]] = [:]
        for (name, positions) in names.helperTypeFiles {
            guard let parts = Self.parts(named: name, in: positions, facts: decoded, where: names.isHelperPart) else { return nil }
            helpers[name] = parts
        }
        let summaries = TypeSummaries(
            typeParts: { [names] name in
                names.otherTypeFiles[name].flatMap { Self.parts(named: name, in: $0, facts: decoded, where: names.isOtherTypePart) }
            },
            helpers: helpers, conformers: input.outline.conformers,
            classifier: MemberClassifier(catalog: catalog, importsOf: imports))
        let fingerprints = ProjectFingerprints(
            summaries: summaries, projectTypes: names.projectTypes, projectProtocols: names.projectProtocols)
        let classifier = Classifier(
            catalog: catalog, disabled: disabled, importsOf: imports, summaries: summaries, wrappers: configuration.wrappers)
        PhaseTimer.mark("patch: summaries")
        let finalMemo = memo
        let analysed = ParallelMap.map(controllers, jobs: input.jobs) { [self] controller in
            reportOf(
                controller, memo: finalMemo, fingerprints: fingerprints, classifier: classifier, disabled: disabled,
                projectTypes: names.projectTypes, projectProtocols: names.projectProtocols)
        }
        // A type the analysis asked about whose facts did not decode: the answers may be wrong.
        guard !decoded.failed else { return nil }
        var reports: [ResultsStore.Analysed] = lastReports.filter { !replaced.contains($0.key) }
        var analysedNow = 0
        for (_, stored) in analysed {
            guard let stored else { return nil }
            if case .new = stored.stored { analysedNow += 1 }
            reports.append(stored)
        }
        PhaseTimer.mark("patch: analysis")
        reports.sort { ViewControllerReport.worstFirst($0.report, $1.report) }
        DeferredRelease.release((summaries, classifier, fingerprints))

        var entries: [FactsStore.Entry?] = []
        entries.reserveCapacity(files.count)
        for (position, read) in reads.enumerated() {
            if let facts = changed[position] {
                entries.append(facts.entry)
            } else if case .content(let key) = read, let entry = store.cachedEntry(key) {
                entries.append(entry)
            } else {
                return nil
            }
        }
        let lines = changed.values.reduce(run.linesScanned) { $0 + $1.new.lineCount - $1.old.lineCount }
        let report = AuditReport(
            filesScanned: run.filesScanned, linesScanned: lines, viewControllers: reports.map(\.report), diagnostics: diagnostics)
        return Patch(
            report: report, controllers: reports, entries: entries, controllerOnlyFiles: Set(changed.keys.map { files[$0] }),
            shape: run.shape, analysed: analysedNow, trusted: lastReports.count - replaced.count)
    }

    /// More changed files than this and the project-wide stages run as usual: patching is for
    /// an edit, not a checkout.
    static let patchedFilesLimit = 16

    /// Whether `old` and `new` (one file's facts before and after an edit) declare the same
    /// types and directives: whether the edit changed only what is inside types (and imports,
    /// which only the classification of the file's own members reads).
    static func sameOutline(_ old: FileFacts, _ new: FileFacts) -> Bool {
        old.types.count == new.types.count && old.directives == new.directives
            && zip(old.types, new.types).allSatisfy { old, new in
                old.kind == new.kind && old.name == new.name && old.inheritedTypes == new.inheritedTypes
            }
    }

    private static func part(_ place: ProjectOutline.Place, facts: (Int) -> FileFacts?) -> IndexedViewController.Part? {
        guard let file = facts(place.file), place.ordinal < file.types.count else { return nil }
        let type = file.types[place.ordinal]
        return IndexedViewController.Part(file: file.path, facts: type, marks: ProjectIndex.marks(of: type, in: file))
    }

    private static func controller(
        _ places: [ProjectOutline.Place], facts: (Int) -> FileFacts?, chain: [String], assumed: Bool
    ) -> IndexedViewController? {
        var parts: [IndexedViewController.Part] = []
        for place in places {
            guard let part = part(place, facts: facts) else { return nil }
            parts.append(part)
        }
        guard let declaration = parts.first else { return nil }
        return IndexedViewController(
            name: declaration.facts.name, declaration: declaration, extensions: Array(parts.dropFirst()), superclassChain: chain,
            isAssumed: assumed)
    }

    /// The parts of the type `name` in the files at `positions`, in file order: those types of
    /// each file `belongs` accepts. `nil` when a file's facts do not decode.
    private static func parts(
        named name: String, in positions: [Int], facts: PatchFacts, where belongs: (TypeFacts, String) -> Bool
    ) -> [TypeParts.Part]? {
        var parts: [TypeParts.Part] = []
        for position in positions {
            guard let file = facts.facts(position) else {
                facts.markFailed()
                return nil
            }
            for type in file.types where belongs(type, name) { parts.append(TypeParts.Part(file: file.path, facts: type)) }
        }
        return parts
    }
}
