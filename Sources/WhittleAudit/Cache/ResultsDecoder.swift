/// Reads what ``ResultsEncoder`` wrote, checking every count, index and raw value: a malformed
/// entry throws ``CacheCorruption`` and the controller is analysed again.
struct ResultsDecoder {
    /// The strings a payload indexes.
    struct StringTable: Sendable {
        /// The payload's own strings, or the results file's shared table.
        var strings: [String] = []
        /// A payload's own table as places in the shared ``strings`` (when ``indirect``): each
        /// string is taken from the shared table where it is used, not copied into a table of
        /// the payload's first, which saved a retain and a release per string per report.
        var local: [UInt32] = []
        var indirect = false
    }

    private var reader: BinaryReader
    private var table = StringTable()
    /// The buffer the payload is in and where the payload starts in it, when its reports keep
    /// their evidence encoded (``StoredEvidence``); `nil`: evidence is decoded with the report.
    private var owner: (buffer: [UInt8], base: Int)?

    /// The project reads stored before the report; read them first.
    mutating func reads() throws(CacheCorruption) -> [ProjectReads.Read] {
        let count = try reader.count(minimumSize: 2)
        var reads: [ProjectReads.Read] = []
        reads.reserveCapacity(count)
        for _ in 0..<count {
            guard let kind = ProjectReads.Kind(rawValue: try reader.byte()) else { throw .invalidValue }
            reads.append(ProjectReads.Read(kind: kind, name: try string()))
        }
        return reads
    }

    /// Passes over the project reads, checked but not built: a report reused without
    /// checking them (the whole last report, or a trusted one) needs only what follows.
    mutating func skipReads() throws(CacheCorruption) {
        for _ in 0..<(try reader.count(minimumSize: 2)) {
            guard ProjectReads.Kind(rawValue: try reader.byte()) != nil, try reader.varint() < UInt64(stringCount) else {
                throw .invalidValue
            }
        }
    }

    /// The report, which ends the payload.
    mutating func finalReport() throws(CacheCorruption) -> ViewControllerReport {
        let report = try report()
        guard reader.isAtEnd else { throw .invalidValue }
        return report
    }

    /// The diagnostics encoded in `bytes`.
    static func diagnostics(_ bytes: UnsafeRawBufferPointer) throws(CacheCorruption) -> [FileDiagnostic] {
        var decoder = try ResultsDecoder(selfContained: bytes)
        var diagnostics: [FileDiagnostic] = []
        for _ in 0..<(try decoder.reader.count(minimumSize: 4)) { diagnostics.append(try decoder.diagnostic()) }
        guard decoder.reader.isAtEnd else { throw .invalidValue }
        return diagnostics
    }

    /// A decoder of `bytes`, whose string table is written out in them (diagnostics, and
    /// the payloads of the journal, ``ResultsDelta``).
    init(selfContained bytes: UnsafeRawBufferPointer) throws(CacheCorruption) {
        reader = BinaryReader(bytes)
        let count = try reader.count()
        table.strings.reserveCapacity(count)
        for _ in 0..<count { table.strings.append(try reader.rawString()) }
    }

    /// A decoder of the payload `bytes`, whose local table indexes `shared` (``SharedStrings``).
    init(_ bytes: UnsafeRawBufferPointer, shared: [String]) throws(CacheCorruption) {
        reader = BinaryReader(bytes)
        table.strings = shared
        table.indirect = true
        let count = try reader.count()
        table.local.reserveCapacity(count)
        for _ in 0..<count {
            let index = try reader.varint()
            guard index < UInt64(shared.count), index <= UInt64(UInt32.max) else { throw .invalidValue }
            table.local.append(UInt32(index))
        }
    }

    /// A decoder of stored evidence (``StoredEvidence``), whose table was read with its report.
    init(evidenceIn bytes: UnsafeRawBufferPointer, table: StringTable) {
        reader = BinaryReader(bytes)
        self.table = table
    }

    /// From here on, each report's evidence is checked but left encoded in `buffer`, which
    /// holds this decoder's payload from `base` on.
    mutating func keepingEvidenceEncoded(in buffer: [UInt8], at base: Int) {
        owner = (buffer, base)
    }

    /// How many strings the payload indexes.
    private var stringCount: Int { table.indirect ? table.local.count : table.strings.count }

    private mutating func string() throws(CacheCorruption) -> String {
        let index = try reader.varint()
        guard index < UInt64(stringCount) else { throw .invalidValue }
        return table.indirect ? table.strings[Int(table.local[Int(index)])] : table.strings[Int(index)]
    }

    private mutating func stringList() throws(CacheCorruption) -> [String] {
        let count = try reader.count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    private mutating func flag() throws(CacheCorruption) -> Bool {
        switch try reader.byte() {
        case 0: return false
        case 1: return true
        default: throw .invalidValue
        }
    }

    private mutating func raw<Value: RawRepresentable<String>>(_: Value.Type) throws(CacheCorruption) -> Value {
        guard let value = Value(rawValue: try string()) else { throw .invalidValue }
        return value
    }

    private mutating func report() throws(CacheCorruption) -> ViewControllerReport {
        let name = try string()
        let file = try string()
        let line = try reader.int()
        let chain = try stringList()
        let isAssumed = try flag()
        let fileCount = try reader.count(minimumSize: 3)
        var files: [FileShare] = []
        files.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            let path = try string()
            let lines = try reader.int()
            files.append(FileShare(file: path, lines: lines, members: try stringList()))
        }
        let responsibilityCount = try reader.count(minimumSize: 3)
        var responsibilities: [ResponsibilityReport] = []
        responsibilities.reserveCapacity(responsibilityCount)
        for _ in 0..<responsibilityCount {
            let id = try FactsCodes.decode(reader.byte(), in: ResultsCodes.responsibilities)
            let members = try stringList()
            if let owner {
                let start = reader.offset
                try skipEvidence()
                let stored = StoredEvidence(owner: owner.buffer, range: owner.base + start..<owner.base + reader.offset, table: table)
                responsibilities.append(ResponsibilityReport(id: id, members: members, stored: stored))
            } else {
                responsibilities.append(ResponsibilityReport(id: id, members: members, evidence: try evidence()))
            }
        }
        let findingCount = try reader.count(minimumSize: 8)
        var findings: [Finding] = []
        findings.reserveCapacity(findingCount)
        for _ in 0..<findingCount { findings.append(try finding()) }
        let metrics = try self.metrics()
        let prescriptionCount = try reader.count(minimumSize: 8)
        var prescriptions: [Prescription] = []
        prescriptions.reserveCapacity(prescriptionCount)
        for _ in 0..<prescriptionCount { prescriptions.append(try prescription()) }
        return ViewControllerReport(
            name: name, file: file, line: line, superclassChain: chain, isAssumed: isAssumed, files: files,
            responsibilities: responsibilities, findings: findings, metrics: metrics, prescriptions: prescriptions)
    }

    /// The evidence list ``StoredEvidence`` points at, which ends its range.
    mutating func evidenceList() throws(CacheCorruption) -> [Evidence] {
        let list = try evidence()
        guard reader.isAtEnd else { throw .invalidValue }
        return list
    }

    /// Passes over an evidence list, checking every count, index and flag as
    /// ``evidence()`` would, building nothing.
    private mutating func skipEvidence() throws(CacheCorruption) {
        for _ in 0..<(try reader.count(minimumSize: 6)) {
            for _ in 0..<2 { guard try reader.varint() < UInt64(stringCount) else { throw .invalidValue } }
            _ = try reader.int()
            for _ in 0..<2 { guard try reader.varint() < UInt64(stringCount) else { throw .invalidValue } }
            if try flag() { try skipEvidence() }
        }
    }

    private mutating func evidence() throws(CacheCorruption) -> [Evidence] {
        let count = try reader.count(minimumSize: 6)
        var list: [Evidence] = []
        list.reserveCapacity(count)
        for _ in 0..<count {
            let member = try string()
            let file = try string()
            let line = try reader.int()
            let token = try string()
            let reason = try string()
            let via = try flag() ? try evidence() : nil
            list.append(Evidence(member: member, file: file, line: line, token: token, reason: reason, via: via))
        }
        return list
    }

    private mutating func finding() throws(CacheCorruption) -> Finding {
        let rule = try raw(RuleID.self)
        let severity = try FactsCodes.decode(reader.byte(), in: ResultsCodes.severities)
        let message = try string()
        let controller = try string()
        let member = try flag() ? try string() : nil
        let file = try string()
        let line = try reader.int()
        let column = try reader.int()
        return Finding(
            rule: rule, severity: severity, message: message, viewController: controller, member: member, file: file,
            line: line, column: column)
    }

    private mutating func metrics() throws(CacheCorruption) -> Metrics {
        let (lines, methods, storedProperties, markSections) = (try reader.int(), try reader.int(), try reader.int(), try reader.int())
        let (delegateConformances, ibActions, responsibilities, misplaced) = (try reader.int(), try reader.int(), try reader.int(), try reader.int())
        let cohesion = Double(bitPattern: try reader.fixed64())
        return Metrics(
            lines: lines, methods: methods, storedProperties: storedProperties, markSections: markSections,
            delegateConformances: delegateConformances, ibActions: ibActions, responsibilities: responsibilities,
            misplacedResponsibilities: misplaced, cohesion: cohesion, massiveByHabchi: try flag())
    }

    private mutating func prescription() throws(CacheCorruption) -> Prescription {
        let responsibility = try FactsCodes.decode(reader.byte(), in: ResultsCodes.responsibilities)
        let role = try FactsCodes.decode(reader.byte(), in: ResultsCodes.roles)
        let suggestedType = try string()
        let members = try stringList()
        let partCount = try reader.count(minimumSize: 2)
        var parts: [PrescriptionPart] = []
        parts.reserveCapacity(partCount)
        for _ in 0..<partCount {
            let member = try string()
            let count = try reader.count()
            var lines: [Int] = []
            lines.reserveCapacity(count)
            for _ in 0..<count { lines.append(try reader.int()) }
            parts.append(PrescriptionPart(member: member, lines: lines))
        }
        let linesMoved = try reader.int()
        let estimatedLinesAfter = try reader.int()
        let alreadyUses = try flag() ? try stringList() : nil
        return Prescription(
            responsibility: responsibility, role: role, suggestedType: suggestedType, members: members, parts: parts,
            linesMoved: linesMoved, estimatedLinesAfter: estimatedLinesAfter, alreadyUses: alreadyUses)
    }

    private mutating func diagnostic() throws(CacheCorruption) -> FileDiagnostic {
        let file = try string()
        let kind = try FactsCodes.decode(reader.byte(), in: FactsCodes.diagnosticKinds)
        let line = try reader.int()
        guard line >= 0 else { throw .invalidValue }
        return FileDiagnostic(file: file, kind: kind, line: line == 0 ? nil : line - 1, message: try string())
    }
}
