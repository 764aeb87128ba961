@_spi(RawSyntax) import SwiftSyntax

/// Reads what ``FactsEncoder`` wrote back into a ``FileParser/Outcome`` for the file at
/// `path`, checking every count, index and enum case: a malformed entry throws
/// ``CacheCorruption`` and the file is parsed instead.
///
/// Strings the event filter knows come back as the filter's own shared strings, as the
/// front ends make them, so cached facts take no more memory than parsed ones.
struct FactsDecoder {
    private var reader: BinaryReader
    private var strings: [String] = []
    private let path: String

    static func decode(
        _ bytes: UnsafeRawBufferPointer, path: String, filter: EventFilter
    ) throws(CacheCorruption) -> FileParser.Outcome {
        var decoder = FactsDecoder(reader: BinaryReader(bytes), path: path)
        let count = try decoder.reader.count()
        decoder.strings.reserveCapacity(count)
        for _ in 0..<count {
            let utf8 = try decoder.reader.slice(decoder.reader.count())
            guard let base = utf8.baseAddress, !utf8.isEmpty else {
                decoder.strings.append("")
                continue
            }
            let text = SyntaxText(baseAddress: base.assumingMemoryBound(to: UInt8.self), count: utf8.count)
            decoder.strings.append(filter.string(for: text))
        }
        let outcome = try decoder.outcome()
        guard decoder.reader.isAtEnd else { throw .invalidValue }
        return outcome
    }

    private init(reader: BinaryReader, path: String) {
        self.reader = reader
        self.path = path
    }

    private mutating func string() throws(CacheCorruption) -> String {
        let index = try reader.varint()
        guard index < UInt64(strings.count) else { throw .invalidValue }
        return strings[Int(index)]
    }

    private mutating func optionalString() throws(CacheCorruption) -> String? {
        switch try reader.byte() {
        case 0: return nil
        case 1: return try string()
        default: throw .invalidValue
        }
    }

    private mutating func stringList() throws(CacheCorruption) -> [String] {
        let count = try reader.count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    private mutating func outcome() throws(CacheCorruption) -> FileParser.Outcome {
        let tag = try reader.byte()
        switch tag {
        case 0, 3: return .facts(try facts(membersOmitted: tag == 3), diagnostic: nil)
        case 1, 4:
            let diagnostic = try self.diagnostic()
            return .facts(try facts(membersOmitted: tag == 4), diagnostic: diagnostic)
        case 2: return .skipped(try diagnostic())
        default: throw .invalidValue
        }
    }

    private mutating func diagnostic() throws(CacheCorruption) -> FileDiagnostic {
        let kind = try FactsCodes.decode(reader.byte(), in: FactsCodes.diagnosticKinds)
        let line = try reader.int()
        guard line >= 0 else { throw .invalidValue }
        return FileDiagnostic(file: path, kind: kind, line: line == 0 ? nil : line - 1, message: try string())
    }

    private mutating func facts(membersOmitted: Bool) throws(CacheCorruption) -> FileFacts {
        let lineCount = try reader.int()
        var types: [TypeFacts] = []
        let typeCount = try reader.count(minimumSize: 8)
        types.reserveCapacity(typeCount)
        for _ in 0..<typeCount { types.append(try type()) }
        var marks: [MarkComment] = []
        for _ in 0..<(try reader.count(minimumSize: 2)) {
            let line = try reader.int()
            marks.append(MarkComment(line: line, text: try string()))
        }
        var directives: [DisableDirective] = []
        for _ in 0..<(try reader.count(minimumSize: 3)) {
            let line = try reader.int()
            let action = try FactsCodes.decode(reader.byte(), in: FactsCodes.actions)
            directives.append(DisableDirective(line: line, action: action, rules: try stringList()))
        }
        let imports = Set(try stringList())
        var facts = FileFacts(path: path, lineCount: lineCount, types: types, marks: marks, directives: directives, imports: imports)
        facts.membersOmitted = membersOmitted
        return facts
    }

    private mutating func type() throws(CacheCorruption) -> TypeFacts {
        let kind = try FactsCodes.decode(reader.byte(), in: FactsCodes.typeKinds)
        let name = try string()
        let inherited = try stringList()
        let startLine = try reader.int()
        let endLine = try reader.int()
        let nestedLines = try reader.int()
        let memberCount = try reader.count(minimumSize: 10)
        var members: [MemberFacts] = []
        members.reserveCapacity(memberCount)
        for _ in 0..<memberCount { members.append(try member()) }
        return TypeFacts(
            kind: kind, name: name, inheritedTypes: inherited, startLine: startLine, endLine: endLine, nestedLines: nestedLines,
            members: members)
    }

    private mutating func member() throws(CacheCorruption) -> MemberFacts {
        let name = try string()
        let kind = try FactsCodes.decode(reader.byte(), in: FactsCodes.memberKinds)
        let attributes = try stringList()
        let modifiers = try stringList()
        let startLine = try reader.int()
        let endLine = try reader.int()
        let parameterTypes = try stringList()
        let declaredType = try optionalString()
        let eventCount = try reader.count(minimumSize: 4)
        var events: [MemberEvent] = []
        events.reserveCapacity(eventCount)
        var previous = MemberEvent.Position(offset: 0, line: 0)
        for _ in 0..<eventCount {
            let event = try self.event(after: previous)
            events.append(event)
            previous = event.position
        }
        return MemberFacts(
            name: name, kind: kind, attributes: attributes, modifiers: modifiers, startLine: startLine, endLine: endLine,
            parameterTypes: parameterTypes, declaredType: declaredType, events: events)
    }

    private mutating func event(after previous: MemberEvent.Position) throws(CacheCorruption) -> MemberEvent {
        let flags = try reader.byte()
        let kind = try FactsCodes.decode(flags & 0x03, in: FactsCodes.eventKinds)
        let name = try string()
        let labels = flags & (1 << 4) != 0 ? try string() : nil
        var receiverMember: String?
        let receiver: MemberEvent.Receiver
        switch (flags >> 2) & 0x03 {
        case 0: receiver = .own
        case 1: receiver = .expression
        case 2:
            receiver = .type(try string())
            receiverMember = try optionalString()
        default:
            receiver = .property(try string())
            receiverMember = try optionalString()
        }
        let position = try self.position(from: previous)
        let namePosition = flags & (1 << 6) != 0 ? position : try self.position(from: position)
        return MemberEvent(
            kind: kind, name: name, labels: labels, receiver: receiver, position: position, namePosition: namePosition,
            awaitsResult: flags & (1 << 5) != 0, isWrite: flags & (1 << 7) != 0, receiverMember: receiverMember)
    }

    private mutating func position(from base: MemberEvent.Position) throws(CacheCorruption) -> MemberEvent.Position {
        let (offset, offsetOverflow) = Int(base.offset).addingReportingOverflow(try reader.int())
        let (line, lineOverflow) = Int(base.line).addingReportingOverflow(try reader.int())
        guard !offsetOverflow, !lineOverflow, let offset = Int32(exactly: offset), let line = Int32(exactly: line) else {
            throw .invalidValue
        }
        return MemberEvent.Position(offset: offset, line: line)
    }
}
