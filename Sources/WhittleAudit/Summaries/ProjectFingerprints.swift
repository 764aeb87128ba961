/// The answer every ``ProjectReads/Read`` gets from this audit's project, as a 64-bit
/// fingerprint: a controller's cached report is reused only when the reads it logged
/// fingerprint the same as when it was analysed (``digest(of:)``).
///
/// Built once per audit, after the index and the summaries: a type's fingerprint covers all
/// its summary says (work, settings, member names, property types, adopters), so any edit
/// that changes what a lookup of it could return changes it.
struct ProjectFingerprints: Sendable {
    private var types: [String: UInt64] = [:]
    private var helpers: [String: UInt64] = [:]
    private let projectTypes: Set<String>
    private let projectProtocols: Set<String>
    private let summariesEmpty: Bool

    init(summaries: TypeSummaries, projectTypes: Set<String>, projectProtocols: Set<String>) {
        self.projectTypes = projectTypes
        self.projectProtocols = projectProtocols
        summariesEmpty = summaries.work.isEmpty && summaries.helpers.isEmpty && summaries.settings.isEmpty
        var names = Set(summaries.work.keys)
        names.formUnion(summaries.settings.keys)
        names.formUnion(summaries.memberNames.keys)
        names.formUnion(summaries.propertyTypes.keys)
        names.formUnion(summaries.conformers.keys)
        for name in names {
            var builder = FingerprintBuilder()
            builder.add("type")
            builder.add(name)
            let work = summaries.work[name] ?? [:]
            builder.add(work.count)
            for member in work.keys.sorted() {
                builder.add(member)
                Self.add(work[member] ?? [], to: &builder)
            }
            let settings = summaries.settings[name] ?? [:]
            builder.add(settings.count)
            for member in settings.keys.sorted() {
                builder.add(member)
                if let setting = settings[member] { Self.add([setting], to: &builder) }
            }
            builder.add(summaries.memberNames[name].map { $0.sorted() } ?? ["\u{0}absent"])
            let properties = summaries.propertyTypes[name] ?? [:]
            builder.add(properties.keys.sorted().flatMap { [$0, properties[$0] ?? ""] })
            builder.add(summaries.conformers[name] ?? ["\u{0}absent"])
            types[name] = builder.hash.high
        }
        for (name, helper) in summaries.helpers {
            var builder = FingerprintBuilder()
            builder.add("helper")
            builder.add(name)
            builder.add(helper.type)
            Self.add(helper.work, to: &builder)
            helpers[name] = builder.hash.high
        }
    }

    /// The digest of what `reads` answer now, in the order given (the cache stores them sorted).
    func digest(of reads: [ProjectReads.Read]) -> UInt64 {
        var builder = FingerprintBuilder()
        builder.add(reads.count)
        for read in reads { builder.add(Int(bitPattern: UInt(fingerprint(of: read)))) }
        return builder.hash.high
    }

    private func fingerprint(of read: ProjectReads.Read) -> UInt64 {
        switch read.kind {
        case .type: if let known = types[read.name] { return known }
        case .helper: if let known = helpers[read.name] { return known }
        case .projectType: return projectTypes.contains(read.name) ? 1 : 2
        case .projectProtocol: return projectProtocols.contains(read.name) ? 1 : 2
        case .anySummary: return summariesEmpty ? 1 : 2
        }
        // Not in the summaries: the answer is "nothing", the same for every absent name.
        return 3
    }

    private static func add(_ work: [TypeSummaries.Work], to builder: inout FingerprintBuilder) {
        builder.add(work.count)
        for item in work {
            builder.add(item.responsibility.rawValue)
            add(item.evidence, to: &builder)
        }
    }

    private static func add(_ evidence: Evidence, to builder: inout FingerprintBuilder) {
        builder.add([evidence.member, evidence.file, evidence.token, evidence.reason])
        builder.add(evidence.line)
        builder.add(evidence.via?.count ?? -1)
        for item in evidence.via ?? [] { add(item, to: &builder) }
    }
}
