/// Encodes one file's parse outcome (``FileParser/Outcome``) for the cache: compact and
/// fast to decode, which JSON is not (decoding every cached file must cost a few percent of
/// parsing them).
///
/// Layout: the string table (every distinct string once, in first-use order), then the
/// outcome with each string as its table index. Lines and positions are varints; an event's
/// position is a delta from the previous event's (events are in source order). The path is
/// not stored: the same content at another path has the same facts, and the decoder puts
/// the path back. ``FactsDecoder`` reads it; ``FactsCache/formatVersion`` changes with it.
struct FactsEncoder: StringTableEncoding {
    var body = BinaryWriter(capacity: 1024)
    var strings: [String] = []
    var indices: [String: Int] = [:]

    /// The encoded outcome; with `omittingMembers`, its types without their members (see
    /// ``FileFacts/membersOmitted``).
    static func encode(_ outcome: FileParser.Outcome, omittingMembers: Bool = false) -> [UInt8] {
        var encoder = FactsEncoder()
        encoder.outcome(outcome, omittingMembers: omittingMembers)
        return encoder.tableThenBody()
    }

    private mutating func optionalString(_ value: String?) {
        if let value {
            body.byte(1)
            string(value)
        } else {
            body.byte(0)
        }
    }

    private mutating func outcome(_ outcome: FileParser.Outcome, omittingMembers: Bool) {
        switch outcome {
        case .facts(let facts, let diagnostic):
            let omits = omittingMembers || facts.membersOmitted
            if let diagnostic {
                body.byte(omits ? 4 : 1)
                self.diagnostic(diagnostic)
            } else {
                body.byte(omits ? 3 : 0)
            }
            self.facts(facts, omittingMembers: omits)
        case .skipped(let diagnostic):
            body.byte(2)
            self.diagnostic(diagnostic)
        }
    }

    private mutating func diagnostic(_ diagnostic: FileDiagnostic) {
        body.byte(FactsCodes.code(of: diagnostic.kind))
        body.int(diagnostic.line.map { $0 + 1 } ?? 0)
        string(diagnostic.message)
    }

    private mutating func facts(_ facts: FileFacts, omittingMembers: Bool) {
        body.int(facts.lineCount)
        body.varint(UInt64(facts.types.count))
        for type in facts.types { self.type(type, omittingMembers: omittingMembers) }
        body.varint(UInt64(facts.marks.count))
        for mark in facts.marks {
            body.int(mark.line)
            string(mark.text)
        }
        body.varint(UInt64(facts.directives.count))
        for directive in facts.directives {
            body.int(directive.line)
            body.byte(FactsCodes.code(of: directive.action))
            strings(directive.rules)
        }
        // Sorted so the same facts always encode to the same bytes.
        strings(facts.imports.sorted())
    }

    private mutating func type(_ type: TypeFacts, omittingMembers: Bool) {
        body.byte(FactsCodes.code(of: type.kind))
        string(type.name)
        strings(type.inheritedTypes)
        body.int(type.startLine)
        body.int(type.endLine)
        body.int(type.nestedLines)
        let members = omittingMembers ? [] : type.members
        body.varint(UInt64(members.count))
        for member in members { self.member(member) }
    }

    private mutating func member(_ member: MemberFacts) {
        string(member.name)
        body.byte(FactsCodes.code(of: member.kind))
        strings(member.attributes)
        strings(member.modifiers)
        body.int(member.startLine)
        body.int(member.endLine)
        strings(member.parameterTypes)
        optionalString(member.declaredType)
        body.varint(UInt64(member.events.count))
        var previous = MemberEvent.Position(offset: 0, line: 0)
        for event in member.events {
            self.event(event, after: previous)
            previous = event.position
        }
    }

    private mutating func event(_ event: MemberEvent, after previous: MemberEvent.Position) {
        var flags = FactsCodes.code(of: event.kind)
        let receiverName: String?
        switch event.receiver {
        case .own: receiverName = nil
        case .expression:
            flags |= 1 << 2
            receiverName = nil
        case .type(let name):
            flags |= 2 << 2
            receiverName = name
        case .property(let name):
            flags |= 3 << 2
            receiverName = name
        }
        if event.labels != nil { flags |= 1 << 4 }
        if event.awaitsResult { flags |= 1 << 5 }
        let nameAtStart = event.namePosition == event.position
        if nameAtStart { flags |= 1 << 6 }
        if event.isWrite { flags |= 1 << 7 }
        body.byte(flags)
        string(event.name)
        if let labels = event.labels { string(labels) }
        if let receiverName {
            string(receiverName)
            optionalString(event.receiverMember)
        }
        body.int(Int(event.position.offset) - Int(previous.offset))
        body.int(Int(event.position.line) - Int(previous.line))
        if !nameAtStart {
            body.int(Int(event.namePosition.offset) - Int(event.position.offset))
            body.int(Int(event.namePosition.line) - Int(event.position.line))
        }
    }
}
