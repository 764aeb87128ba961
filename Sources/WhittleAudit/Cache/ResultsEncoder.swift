/// Encodes one controller's analysis (a ``ViewControllerReport``) and the file diagnostics of
/// an audit for the results cache (``ResultsPack``): the project reads the report depends on
/// (``ProjectReads``), then the report, with
/// each string as its table index and every number a varint. Enumerations are stored by
/// their raw values, so the decoder checks each one against the cases it knows.
///
/// ``ResultsDecoder`` reads it; ``ResultsCache/formatVersion`` changes with it.
struct ResultsEncoder: StringTableEncoding {
    var body = BinaryWriter(capacity: 512)
    var strings: [String] = []
    var indices: [String: Int] = [:]

    /// The encoded report, after what its analysis read of the project (sorted): the
    /// strings it uses, in the order the body's indices count them, and the body. A results
    /// file stores the strings in its shared table (``SharedStrings``).
    static func encode(_ report: ViewControllerReport, reads: [ProjectReads.Read]) -> (strings: [String], body: [UInt8]) {
        var encoder = ResultsEncoder()
        encoder.body.varint(UInt64(reads.count))
        for read in reads {
            encoder.body.byte(read.kind.rawValue)
            encoder.string(read.name)
        }
        encoder.report(report)
        return (encoder.strings, encoder.body.bytes)
    }

    /// The encoded diagnostics.
    static func encode(_ diagnostics: [FileDiagnostic]) -> [UInt8] {
        var encoder = ResultsEncoder()
        encoder.body.varint(UInt64(diagnostics.count))
        for diagnostic in diagnostics { encoder.diagnostic(diagnostic) }
        return encoder.tableThenBody()
    }

    private mutating func optionalStrings(_ values: [String]?) {
        if let values {
            body.byte(1)
            strings(values)
        } else {
            body.byte(0)
        }
    }

    private mutating func report(_ report: ViewControllerReport) {
        string(report.name)
        string(report.file)
        body.int(report.line)
        strings(report.superclassChain)
        body.byte(report.isAssumed ? 1 : 0)
        body.varint(UInt64(report.files.count))
        for share in report.files {
            string(share.file)
            body.int(share.lines)
            strings(share.members)
        }
        body.varint(UInt64(report.responsibilities.count))
        for responsibility in report.responsibilities {
            body.byte(ResultsCodes.code(of: responsibility.id, in: ResultsCodes.responsibilities))
            strings(responsibility.members)
            evidence(responsibility.evidence)
        }
        body.varint(UInt64(report.findings.count))
        for finding in report.findings { self.finding(finding) }
        metrics(report.metrics)
        body.varint(UInt64(report.prescriptions.count))
        for prescription in report.prescriptions { self.prescription(prescription) }
    }

    private mutating func evidence(_ list: [Evidence]) {
        body.varint(UInt64(list.count))
        for item in list {
            string(item.member)
            string(item.file)
            body.int(item.line)
            string(item.token)
            string(item.reason)
            if let via = item.via {
                body.byte(1)
                evidence(via)
            } else {
                body.byte(0)
            }
        }
    }

    private mutating func finding(_ finding: Finding) {
        string(finding.rule.rawValue)
        body.byte(ResultsCodes.code(of: finding.severity, in: ResultsCodes.severities))
        string(finding.message)
        string(finding.viewController)
        if let member = finding.member {
            body.byte(1)
            string(member)
        } else {
            body.byte(0)
        }
        string(finding.file)
        body.int(finding.line)
        body.int(finding.column)
    }

    private mutating func metrics(_ metrics: Metrics) {
        for value in [
            metrics.lines, metrics.methods, metrics.storedProperties, metrics.markSections, metrics.delegateConformances,
            metrics.ibActions, metrics.responsibilities, metrics.misplacedResponsibilities,
        ] {
            body.int(value)
        }
        body.fixed64(metrics.cohesion.bitPattern)
        body.byte(metrics.massiveByHabchi ? 1 : 0)
    }

    private mutating func prescription(_ prescription: Prescription) {
        body.byte(ResultsCodes.code(of: prescription.responsibility, in: ResultsCodes.responsibilities))
        body.byte(ResultsCodes.code(of: prescription.role, in: ResultsCodes.roles))
        string(prescription.suggestedType)
        strings(prescription.members)
        body.varint(UInt64(prescription.parts.count))
        for part in prescription.parts {
            string(part.member)
            body.varint(UInt64(part.lines.count))
            for line in part.lines { body.int(line) }
        }
        body.int(prescription.linesMoved)
        body.int(prescription.estimatedLinesAfter)
        optionalStrings(prescription.alreadyUses)
    }

    private mutating func diagnostic(_ diagnostic: FileDiagnostic) {
        string(diagnostic.file)
        body.byte(FactsCodes.code(of: diagnostic.kind))
        body.int(diagnostic.line.map { $0 + 1 } ?? 0)
        string(diagnostic.message)
    }
}
