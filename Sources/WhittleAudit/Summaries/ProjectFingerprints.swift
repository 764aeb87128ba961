import Foundation

/// The answer every ``ProjectReads/Read`` gets from this audit's project, as a 64-bit
/// fingerprint: a controller's cached report is reused only when the reads it logged
/// fingerprint the same as when it was analysed (``digest(of:)``).
///
/// Built once per audit, after the index and the summaries: a type's fingerprint covers all
/// its summary says (work, settings, member names, property types, adopters), so any edit
/// that changes what a lookup of it could return changes it.
struct ProjectFingerprints: Sendable {
    /// A type's fingerprint is worked out when a stored report's reads first name it: like
    /// the summaries it covers (``TypeWork``), most types are never asked about.
    private final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var types: [String: UInt64] = [:]
    }

    private let summaries: TypeSummaries
    private var helpers: [String: UInt64] = [:]
    private let projectTypes: Set<String>
    private let projectProtocols: Set<String>
    private let memo = Memo()

    init(summaries: TypeSummaries, projectTypes: Set<String>, projectProtocols: Set<String>) {
        self.summaries = summaries
        self.projectTypes = projectTypes
        self.projectProtocols = projectProtocols
        for (name, helper) in summaries.helpers {
            var builder = FingerprintBuilder()
            builder.add("helper")
            builder.add(name)
            builder.add(helper.type)
            Self.add(helper.work, to: &builder)
            helpers[name] = builder.hash.high
        }
    }

    /// The fingerprint of what a lookup of `name` answers; `nil` when the summaries know
    /// nothing of it.
    private func typeFingerprint(_ name: String) -> UInt64? {
        if let known = memo.lock.withLock({ memo.types[name] }) { return known }
        let work = summaries.allWork(of: name)
        let settings = summaries.allSettings(of: name)
        let memberNames = summaries.memberNames(of: name)
        let properties = summaries.propertyTypes(of: name)
        let conformers = summaries.conformers[name]
        guard !work.isEmpty || !settings.isEmpty || memberNames != nil || properties != nil || conformers != nil else { return nil }
        var builder = FingerprintBuilder()
        builder.add("type")
        builder.add(name)
        builder.add(work.count)
        for member in work.keys.sorted() {
            builder.add(member)
            Self.add(work[member] ?? [], to: &builder)
        }
        builder.add(settings.count)
        for member in settings.keys.sorted() {
            builder.add(member)
            if let setting = settings[member] { Self.add([setting], to: &builder) }
        }
        builder.add(memberNames.map { $0.sorted() } ?? ["\u{0}absent"])
        builder.add((properties ?? [:]).keys.sorted().flatMap { [$0, properties?[$0] ?? ""] })
        builder.add(conformers ?? ["\u{0}absent"])
        let fingerprint = builder.hash.high
        memo.lock.withLock { memo.types[name] = fingerprint }
        return fingerprint
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
        case .type: if let known = typeFingerprint(read.name) { return known }
        case .helper: if let known = helpers[read.name] { return known }
        case .projectType: return projectTypes.contains(read.name) ? 1 : 2
        case .projectProtocol: return projectProtocols.contains(read.name) ? 1 : 2
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
