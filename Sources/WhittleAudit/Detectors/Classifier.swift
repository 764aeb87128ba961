/// Classifies a view controller's members into responsibilities from their evidence: the
/// tokens ``EvidenceRules`` reads from each member's events, its signature, attributes and kind.
struct Classifier {
    let catalog: AuditCatalog
    let disabled: DisableRegions
    /// The work controllers do through the project's own types.
    private(set) var delegation: DelegationRules
    private var table: SignalTable { catalog.signals }

    /// The modules a file imports, by path, for library signals (``Signal/modules``); `nil`
    /// for a file that imports nothing.
    let imports: @Sendable (String) -> Set<String>?

    init(
        catalog: AuditCatalog, disabled: DisableRegions, imports: [String: Set<String>] = [:],
        summaries: TypeSummaries = .empty, wrappers: [Responsibility: [TypeNamePattern]] = [:]
    ) {
        self.init(catalog: catalog, disabled: disabled, importsOf: { imports[$0] }, summaries: summaries, wrappers: wrappers)
    }

    /// A classifier that asks `importsOf` for a file's imports: an audit that decodes files
    /// on demand (``Auditor/patchedAudit(_:)``) has no table of every file's.
    init(
        catalog: AuditCatalog, disabled: DisableRegions, importsOf: @escaping @Sendable (String) -> Set<String>?,
        summaries: TypeSummaries = .empty, wrappers: [Responsibility: [TypeNamePattern]] = [:]
    ) {
        self.catalog = catalog
        self.disabled = disabled
        self.imports = importsOf
        self.delegation = DelegationRules(summaries: summaries, loggingCalls: catalog.names.loggingCalls, wrappers: wrappers)
    }

    /// This classifier, logging what it looks up in the type summaries into `reads`.
    func logging(into reads: ProjectReads) -> Classifier {
        var copy = self
        copy.delegation.summaries.reads = reads
        return copy
    }

    /// What one member does.
    struct MemberResult {
        var file: String
        var member: MemberFacts
        var evidence: [Responsibility: [Evidence]]
    }

    struct Result {
        /// At most this many pieces of evidence are reported per responsibility, so reports of
        /// huge code bases stay small; every member carrying it is still listed.
        static let maximumEvidence = 12

        var members: [MemberResult]
        /// Evidence from conformances, not tied to a member.
        var conformanceEvidence: [Responsibility: [Evidence]]

        /// The first piece of evidence of each member first, then the rest, up to the limit.
        static func sample(_ evidence: [Evidence]) -> [Evidence] {
            guard evidence.count > maximumEvidence else { return evidence }
            var seen: Set<String> = []
            var firsts: [Evidence] = []
            var rest: [Evidence] = []
            for item in evidence {
                if seen.insert(item.member).inserted { firsts.append(item) } else { rest.append(item) }
            }
            return Array((firsts + rest).prefix(maximumEvidence))
        }

        /// Each responsibility with its members (declaration order) and evidence.
        var responsibilities: [ResponsibilityReport] {
            var members: [Responsibility: [String]] = [:]
            var listed: Set<MemberKey> = []
            var evidence: [Responsibility: [Evidence]] = [:]
            for result in self.members {
                for (responsibility, items) in result.evidence {
                    if listed.insert(MemberKey(responsibility: responsibility, name: result.member.name)).inserted {
                        members[responsibility, default: []].append(result.member.name)
                    }
                    evidence[responsibility, default: []].append(contentsOf: items)
                }
            }
            // A conformance alone is a promise, not work: it supports a responsibility only
            // when a member does that work.
            for (responsibility, items) in conformanceEvidence where evidence[responsibility] != nil {
                evidence[responsibility] = items + (evidence[responsibility] ?? [])
            }
            return evidence.keys.sorted().map {
                ResponsibilityReport(
                    id: $0, members: members[$0] ?? [], evidence: Self.sample(evidence[$0] ?? []))
            }
        }
    }

    private struct MemberKey: Hashable {
        var responsibility: Responsibility
        var name: String
    }

    func classify(_ controller: IndexedViewController) -> Result {
        let propertyTypes = delegation.propertyTypes(of: controller.members.map(\.member))
        var found = controller.members.map { file, member in
            (file, member, signals(in: member, file: file) + delegatedSignals(in: member, file: file, propertyTypes: propertyTypes))
        }
        let silenced = silencedResponsibilities(found)
        var members: [MemberResult] = []
        for index in found.indices {
            if !silenced.isEmpty { found[index].2.removeAll { silenced.contains($0.entry.responsibility) } }
            let (file, member, signals) = found[index]
            members.append(MemberResult(file: file, member: member, evidence: Self.resolve(signals)))
        }
        var conformanceEvidence: [Responsibility: [Evidence]] = [:]
        for (file, line, name) in controller.conformances {
            for entry in table.conformances[name] ?? []
            where !silenced.contains(entry.responsibility) && !isSilenced(entry.responsibility, file: file, line: line) {
                conformanceEvidence[entry.responsibility, default: []].append(
                    Evidence(
                        member: "conformance to \(name)", file: file, line: line, token: name,
                        reason: entry.signal.reason))
            }
        }
        return Result(members: members, conformanceEvidence: conformanceEvidence)
    }

    private func isSilenced(_ responsibility: Responsibility, file: String, line: Int) -> Bool {
        guard let rule = responsibility.rule else { return false }
        return disabled.isDisabled(rule, file: file, line: line)
    }

    /// The responsibilities a `whittle:disable` comment silences in this controller: one that
    /// covers a line of a responsibility's evidence, or the first line of a member carrying it,
    /// silences the responsibility's finding — not one line of it, which would only move the
    /// finding to the next line of evidence — and the responsibility no longer counts. This is
    /// the only place responsibility rules are silenced; the ``Auditor`` silences the other
    /// rules' findings.
    private func silencedResponsibilities(_ found: [(String, MemberFacts, [Signal.Found])]) -> Set<Responsibility> {
        var silenced: Set<Responsibility> = []
        for (file, member, signals) in found where disabled.hasDirectives(in: file) {
            for item in signals where !silenced.contains(item.entry.responsibility) {
                let responsibility = item.entry.responsibility
                if isSilenced(responsibility, file: file, line: item.evidence.line)
                    || isSilenced(responsibility, file: file, line: member.startLine)
                {
                    silenced.insert(responsibility)
                }
            }
        }
        return silenced
    }

    /// What one member does, with no comment silencing anything.
    ///
    /// In a helper the project adds to a framework type (`extension UITableView { func
    /// updateHeights() { beginUpdates(); endUpdates() } }`), `self` is that framework object,
    /// not a controller: `frameworkSelf` reads its own calls as calls on another object, which
    /// is how its caller would have written them inline (`tableView.beginUpdates()`).
    func classify(_ member: MemberFacts, file: String, frameworkSelf: Bool = false) -> [Responsibility: [Evidence]] {
        Self.resolve(signals(in: member, file: file, frameworkSelf: frameworkSelf))
    }

    /// Every signal `member` shows, before one responsibility's evidence rules out another's.
    private func signals(in member: MemberFacts, file: String, frameworkSelf: Bool = false) -> [Signal.Found] {
        var found: [Signal.Found] = []
        let isObjectiveC = ObjCFileParser.isObjectiveC(file)
        let imported = imports(file)
        let tokens = catalog.evidenceRules.tokens(of: member)
        var shown: Set<Signal.TokenName>?
        func add(_ entry: SignalTable.Entry, token: String, line: Int) {
            let signal = entry.signal
            if signal.language == .objectiveC, !isObjectiveC { return }
            if !signal.modules.isEmpty, imported?.isDisjoint(with: signal.modules) ?? true { return }
            if !signal.onlyWith.isEmpty || !signal.unlessWith.isEmpty {
                // A label's text is what the controller shows, never what the user typed, so a
                // condition on input (`passwordLabel.text = …` beside `isEnabled`) does not read it.
                let names = shown ?? Set(tokens.filter { !$0.isOnALabel }.map { Signal.TokenName(kind: $0.kind, name: $0.name) })
                shown = names
                if !signal.onlyWith.isEmpty, !signal.onlyWith.contains(where: { Signal.shows($0, in: names) }) { return }
                if signal.unlessWith.contains(where: { Signal.shows($0, in: names) }) { return }
            }
            found.append(
                (entry, Evidence(member: member.name, file: file, line: line, token: token, reason: entry.signal.reason)))
        }
        for entry in table.signatures[member.name] ?? [] { add(entry, token: member.name, line: member.startLine) }
        for attribute in member.attributes {
            for entry in table.attributes[attribute] ?? [] { add(entry, token: "@" + attribute, line: member.startLine) }
        }
        for entry in table.memberKinds[member.kind] ?? [] { add(entry, token: member.name, line: member.startLine) }
        if member.kind == .method {
            let baseName = member.baseName
            for (prefix, entry) in table.namePrefixes where baseName.hasPrefix(prefix) {
                add(entry, token: member.name, line: member.startLine)
            }
            for (fragment, entry) in table.nameFragments where member.name.containsIgnoringASCIICase(fragment) {
                add(entry, token: member.name, line: member.startLine)
            }
        }
        if member.kind == .storedProperty, let type = member.declaredType,
            type.hasPrefix("[") || type.hasPrefix("Dictionary") || type.hasPrefix("NSCache")
        {
            for (fragment, entry) in table.storedDictionaries where member.name.containsIgnoringASCIICase(fragment) {
                add(entry, token: member.name + ": " + type, line: member.startLine)
            }
        }
        if member.kind == .storedProperty, !table.storedValueSuffixes.isEmpty, !member.modifiers.contains("weak"),
            let declared = member.declaredType
        {
            let type = declared.trimmingTrailingOptionality
            for (suffix, entry) in table.storedValueSuffixes where type.hasSuffix(suffix) {
                add(entry, token: member.name + ": " + declared, line: member.startLine)
            }
        }
        for token in tokens {
            let receiver: EvidenceToken.Receiver = frameworkSelf && token.receiver == .own ? .expression : token.receiver
            for entry in table.entries(for: token) where entry.signal.accepts(receiver, names: catalog.names) {
                let signal = entry.signal
                // A stored property that constructs a controller, or holds a task, only holds it.
                if member.kind == .storedProperty {
                    if case .constructsTypeWithSuffix = signal.kind { continue }
                    if !signal.countsInStoredProperties { continue }
                }
                add(entry, token: token.display(objectiveC: isObjectiveC), line: token.line)
            }
        }
        return found
    }

    /// The work `member` does through the project's types, as signals.
    private func delegatedSignals(in member: MemberFacts, file: String, propertyTypes: [String: String]) -> [Signal.Found] {
        delegation.evidence(in: member, file: file, propertyTypes: propertyTypes).map { responsibility, evidence in
            (SignalTable.Entry(responsibility: responsibility, signal: Signal(.call(evidence.token), evidence.reason)), evidence)
        }
    }

    /// The evidence per responsibility, once each signal's `unless` has been applied: presenting
    /// an alert is alerts, not navigation, when the same member shows both.
    private static func resolve(_ found: [Signal.Found]) -> [Responsibility: [Evidence]] {
        let shown = Set(found.map(\.entry.responsibility))
        var result: [Responsibility: [Evidence]] = [:]
        for (entry, evidence) in found where !entry.signal.unless.contains(where: shown.contains) {
            result[entry.responsibility, default: []].append(evidence)
        }
        return result
    }
}

extension Signal {
    /// A signal a member showed, with the evidence it gives.
    typealias Found = (entry: SignalTable.Entry, evidence: Evidence)
}
