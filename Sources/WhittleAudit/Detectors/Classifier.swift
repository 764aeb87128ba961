/// Classifies a view controller's members into responsibilities from their evidence: the
/// tokens ``EvidenceRules`` reads from each member's events, its signature, attributes and kind.
struct Classifier {
    let catalog: AuditCatalog
    let disabled: DisableRegions
    private var table: SignalTable { catalog.signals }

    init(catalog: AuditCatalog, disabled: DisableRegions) {
        self.catalog = catalog
        self.disabled = disabled
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
        var members: [MemberResult] = []
        for (file, member) in controller.members {
            members.append(MemberResult(file: file, member: member, evidence: classify(member, file: file)))
        }
        var conformanceEvidence: [Responsibility: [Evidence]] = [:]
        for (file, line, name) in controller.conformances {
            for entry in table.conformances[name] ?? [] where !isSilenced(entry.responsibility, file: file, line: line) {
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

    /// Drops every piece of a responsibility's evidence in `member` when a `whittle:disable`
    /// comment covers the member's first line or any line of that evidence: a comment silences
    /// the finding the member causes, not one line of it (silencing a line would only move the
    /// finding to the member's next line of evidence). This is the only place responsibility
    /// rules are silenced; the ``Auditor`` silences the other rules' findings.
    private func silence(_ found: inout [(entry: SignalTable.Entry, evidence: Evidence)], in member: MemberFacts, file: String) {
        var silenced: Set<Responsibility> = []
        for item in found where !silenced.contains(item.entry.responsibility) {
            let responsibility = item.entry.responsibility
            if isSilenced(responsibility, file: file, line: item.evidence.line)
                || isSilenced(responsibility, file: file, line: member.startLine)
            {
                silenced.insert(responsibility)
            }
        }
        if !silenced.isEmpty { found.removeAll { silenced.contains($0.entry.responsibility) } }
    }

    func classify(_ member: MemberFacts, file: String) -> [Responsibility: [Evidence]] {
        var found: [(entry: SignalTable.Entry, evidence: Evidence)] = []
        let isObjectiveC = ObjCFileParser.isObjectiveC(file)
        func add(_ entry: SignalTable.Entry, token: String, line: Int) {
            if entry.signal.language == .objectiveC, !isObjectiveC { return }
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
        }
        if member.kind == .storedProperty, let type = member.declaredType,
            type.hasPrefix("[") || type.hasPrefix("Dictionary") || type.hasPrefix("NSCache")
        {
            let name = member.name.lowercased()
            for (fragment, entry) in table.storedDictionaries where name.contains(fragment) {
                add(entry, token: member.name + ": " + type, line: member.startLine)
            }
        }
        for token in catalog.evidenceRules.tokens(of: member) {
            for entry in table.entries(for: token) where entry.signal.accepts(token.receiver, names: catalog.names) {
                // A stored property that constructs a controller only holds it.
                if member.kind == .storedProperty, case .constructsTypeWithSuffix = entry.signal.kind { continue }
                add(entry, token: token.display, line: token.line)
            }
        }
        if disabled.hasDirectives(in: file) { silence(&found, in: member, file: file) }
        let shown = Set(found.map(\.entry.responsibility))
        var result: [Responsibility: [Evidence]] = [:]
        for (entry, evidence) in found where !entry.signal.unless.contains(where: shown.contains) {
            result[entry.responsibility, default: []].append(evidence)
        }
        return result
    }
}
