@_spi(RawSyntax) import SwiftSyntax

/// A file's parse outcome in the facts file, field by field: decoding every cached file must
/// cost a small part of parsing them, which generic coding (``BinaryCoding``) did not. One
/// walk over the fields serves both ways: ``encode(_:)`` writes each, ``decode(_:path:filter:)``
/// reads each into a placeholder, checking every count, index and case.
///
/// Layout: the string table (``BinaryWriter/stringTable(_:)``), then the outcome with strings
/// as table indices, numbers as varints, each event's position as a delta from the previous
/// event's, and enum cases as their position in the lists below, written out so renaming or
/// reordering a case cannot change a stored byte's meaning (a file with a case missing there
/// is not stored). The path is not stored. ``FactsFile/version`` changes with this layout.
struct FactsCodec {
    static let typeKinds: [TypeFacts.Kind] = [.class, .struct, .enum, .protocol, .actor, .extension, .functions]
    static let memberKinds: [MemberFacts.Kind] = [.method, .initializer, .deinitializer, .storedProperty, .computedProperty, .subscript]
    static let actions: [DisableDirective.Action] = [.disable, .enable, .disableNext, .unknown]
    static let diagnosticKinds: [FileDiagnostic.Kind] = [
        .unreadable, .notUTF8, .binary, .tooLarge, .tooDeeplyNested, .symlinkLoop, .empty, .invalidDirective, .frontEndMismatch,
        .incomplete,
    ]
    static let eventKinds: [MemberEvent.Kind] = [.call, .access, .reference, .interpolation]

    private let isReading: Bool
    private let path: String
    private var body = BinaryWriter(capacity: 1024)
    private var reader = BinaryReader(UnsafeRawBufferPointer(start: nil, count: 0))
    private var strings: [String] = []
    private var indices: [String: Int] = [:]
    private var unlisted = false

    /// `outcome`'s bytes; `nil` when it holds an enum case the lists above lack.
    static func encode(_ outcome: FileParser.Outcome) -> [UInt8]? {
        var codec = FactsCodec(isReading: false, path: "")
        var outcome = outcome
        guard (try? codec.outcome(&outcome)) != nil, !codec.unlisted else { return nil }
        var file = BinaryWriter(capacity: codec.body.bytes.count + codec.strings.count * 16)
        file.stringTable(codec.strings)
        file.append(codec.body.bytes)
        return file.bytes
    }

    /// The outcome `bytes` hold, as the file at `path`'s. Names the event filter knows come
    /// back as its shared strings, as the front ends make them, so cached facts take no more
    /// memory than parsed ones.
    static func decode(_ bytes: UnsafeRawBufferPointer, path: String, filter: EventFilter) throws(CacheCorruption) -> FileParser.Outcome {
        var codec = FactsCodec(isReading: true, path: path)
        codec.reader = BinaryReader(bytes)
        codec.strings = try codec.reader.stringTable { utf8 in
            guard let base = utf8.baseAddress, !utf8.isEmpty else { return "" }
            return filter.string(for: SyntaxText(baseAddress: base.assumingMemoryBound(to: UInt8.self), count: utf8.count))
        }
        var outcome = FileParser.Outcome.skipped(FileDiagnostic(file: path, kind: .empty, message: ""))
        try codec.outcome(&outcome)
        guard codec.reader.isAtEnd else { throw .invalidValue }
        return outcome
    }

    private init(isReading: Bool, path: String) { (self.isReading, self.path) = (isReading, path) }

    // MARK: Fields, both ways

    private mutating func byte(_ value: inout UInt8) throws(CacheCorruption) {
        if isReading { value = try reader.byte() } else { body.byte(value) }
    }

    private mutating func int(_ value: inout Int) throws(CacheCorruption) {
        if isReading { value = try reader.int() } else { body.int(value) }
    }

    private mutating func string(_ value: inout String) throws(CacheCorruption) {
        if isReading {
            let index = try reader.varint()
            guard index < UInt64(strings.count) else { throw .invalidValue }
            value = strings[Int(index)]
        } else if let index = indices[value] {
            body.varint(UInt64(index))
        } else {
            indices[value] = strings.count
            body.varint(UInt64(strings.count))
            strings.append(value)
        }
    }

    /// A count, then each element; each read into a fresh `placeholder()` and appended (no
    /// array of placeholders first: a project's facts hold hundreds of thousands of events).
    private mutating func list<Element>(
        _ values: inout [Element], placeholder: @autoclosure () -> Element, size: Int = 1,
        _ each: (inout FactsCodec, inout Element) throws(CacheCorruption) -> Void
    ) throws(CacheCorruption) {
        guard isReading else {
            body.varint(UInt64(values.count))
            for var value in values { try each(&self, &value) }
            return
        }
        let count = try reader.count(minimumSize: size)
        var read: [Element] = []
        read.reserveCapacity(count)
        for _ in 0..<count {
            var value = placeholder()
            try each(&self, &value)
            read.append(consume value)
        }
        values = read
    }

    private mutating func strings(_ values: inout [String]) throws(CacheCorruption) {
        try list(&values, placeholder: "") { codec, value throws(CacheCorruption) in try codec.string(&value) }
    }

    /// A dictionary as key, value pairs sorted by key: the same facts always give the same bytes.
    private mutating func pairs(_ dictionary: inout [String: String]) throws(CacheCorruption) {
        var flat = isReading ? [] : dictionary.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
        try strings(&flat)
        guard isReading, !flat.isEmpty else { return }
        guard flat.count.isMultiple(of: 2) else { throw .invalidValue }
        dictionary = [:]
        for pair in stride(from: 0, to: flat.count, by: 2) { dictionary[flat[pair]] = flat[pair + 1] }
    }

    /// An optional string, as a list of none or one.
    private mutating func optional(_ value: inout String?) throws(CacheCorruption) {
        var values = value.map { [$0] } ?? []
        try strings(&values)
        guard values.count <= 1 else { throw .invalidValue }
        value = values.first
    }

    private mutating func code<Value: Equatable>(_ value: inout Value, in cases: [Value]) throws(CacheCorruption) {
        guard !isReading else {
            let code = try reader.byte()
            guard Int(code) < cases.count else { throw .invalidValue }
            value = cases[Int(code)]
            return
        }
        guard let code = cases.firstIndex(of: value) else {
            unlisted = true
            return body.byte(0)
        }
        body.byte(UInt8(truncatingIfNeeded: code))
    }

    // MARK: The outcome

    private mutating func outcome(_ outcome: inout FileParser.Outcome) throws(CacheCorruption) {
        var facts = FileFacts(path: path, lineCount: 0, types: [], marks: [], directives: [])
        var diagnostic = FileDiagnostic(file: path, kind: .empty, message: "")
        var tag: UInt8 = 2
        switch outcome {
        case .facts(let found, let problem): (facts, diagnostic, tag) = (found, problem ?? diagnostic, problem == nil ? 0 : 1)
        case .skipped(let problem): diagnostic = problem
        }
        try byte(&tag)
        guard tag <= 2 else { throw .invalidValue }
        if tag > 0 { try self.diagnostic(&diagnostic) }
        if tag < 2 { try self.facts(&facts) }
        outcome = tag == 2 ? .skipped(diagnostic) : .facts(facts, diagnostic: tag == 1 ? diagnostic : nil)
    }

    private mutating func diagnostic(_ diagnostic: inout FileDiagnostic) throws(CacheCorruption) {
        try code(&diagnostic.kind, in: Self.diagnosticKinds)
        var line = diagnostic.line.map { $0 + 1 } ?? 0
        try int(&line)
        guard line >= 0 else { throw .invalidValue }
        diagnostic.line = line == 0 ? nil : line - 1
        try string(&diagnostic.message)
        diagnostic.file = path
    }

    private mutating func facts(_ facts: inout FileFacts) throws(CacheCorruption) {
        try int(&facts.lineCount)
        let type = TypeFacts(kind: .class, name: "", inheritedTypes: [], startLine: 0, endLine: 0, nestedLines: 0, members: [])
        try list(&facts.types, placeholder: type, size: 8) { codec, type throws(CacheCorruption) in try codec.type(&type) }
        try list(&facts.marks, placeholder: MarkComment(line: 0, text: ""), size: 2) { codec, mark throws(CacheCorruption) in
            try codec.int(&mark.line)
            try codec.string(&mark.text)
        }
        let directive = DisableDirective(line: 0, action: .unknown, rules: [])
        try list(&facts.directives, placeholder: directive, size: 3) { codec, directive throws(CacheCorruption) in
            try codec.int(&directive.line)
            try codec.code(&directive.action, in: FactsCodec.actions)
            try codec.strings(&directive.rules)
        }
        var imports = facts.imports.sorted()  // sorted: the same facts always give the same bytes
        try strings(&imports)
        facts.imports = Set(imports)
        // An alias's types joined by `&`, as a composition spells them.
        var aliases = facts.typeAliases.mapValues { $0.joined(separator: "&") }
        try pairs(&aliases)
        facts.typeAliases = aliases.mapValues { $0.split(separator: "&").map(String.init) }
        guard !facts.typeAliases.values.contains(where: \.isEmpty) else { throw .invalidValue }
        try pairs(&facts.instanceMacros)
        try pairs(&facts.objectiveCNames)
        facts.path = path
    }

    private mutating func type(_ type: inout TypeFacts) throws(CacheCorruption) {
        try code(&type.kind, in: Self.typeKinds)
        try string(&type.name)
        try strings(&type.inheritedTypes)
        try int(&type.startLine)
        try int(&type.endLine)
        try int(&type.nestedLines)
        try strings(&type.attributes)
        try strings(&type.declaredActions)
        try strings(&type.textInputBindings)
        let member = MemberFacts(
            name: "", kind: .method, attributes: [], modifiers: [], startLine: 0, endLine: 0, parameterTypes: [], declaredType: nil,
            events: [])
        try list(&type.members, placeholder: member, size: 10) { codec, member throws(CacheCorruption) in try codec.member(&member) }
    }

    private mutating func member(_ member: inout MemberFacts) throws(CacheCorruption) {
        try string(&member.name)
        try code(&member.kind, in: Self.memberKinds)
        try strings(&member.attributes)
        try strings(&member.modifiers)
        try int(&member.startLine)
        try int(&member.endLine)
        try strings(&member.parameterTypes)
        try optional(&member.declaredType)
        // Each event's position is a delta from the previous event's.
        var previous = MemberEvent.Position(offset: 0, line: 0)
        let event = MemberEvent(kind: .call, name: "", labels: nil, receiver: .own, position: previous, namePosition: previous)
        try list(&member.events, placeholder: event, size: 4) { codec, event throws(CacheCorruption) in
            try codec.event(&event, after: previous)
            previous = event.position
        }
        try pairs(&member.localTypes)
    }

    /// An event: its kind, then one byte for its receiver's kind, its four flags and which of
    /// its optional names follow (reading each as a field of its own cost a fifth of decoding),
    /// then its names and positions.
    private mutating func event(_ event: inout MemberEvent, after previous: MemberEvent.Position) throws(CacheCorruption) {
        try code(&event.kind, in: Self.eventKinds)
        var shape: UInt8 = 0
        var receiverName = ""
        if !isReading {
            switch event.receiver {
            case .own: shape = 0
            case .expression: shape = 1
            case .type(let name): (shape, receiverName) = (2, name)
            case .property(let name): (shape, receiverName) = (3, name)
            }
            if event.awaitsResult { shape |= 4 }
            if event.isWrite { shape |= 8 }
            if event.isTested { shape |= 16 }
            if event.isInAction { shape |= 32 }
            if event.labels != nil { shape |= Self.hasLabels }
            if event.receiverMember != nil { shape |= Self.hasReceiverMember }
        }
        try byte(&shape)
        try string(&event.name)
        if shape & Self.hasLabels != 0 {
            var labels = event.labels ?? ""
            try string(&labels)
            event.labels = labels
        }
        if shape & 3 >= 2 { try string(&receiverName) }
        if shape & Self.hasReceiverMember != 0 {
            var member = event.receiverMember ?? ""
            try string(&member)
            event.receiverMember = member
        }
        if isReading {
            switch shape & 3 {
            case 0: event.receiver = .own
            case 1: event.receiver = .expression
            case 2: event.receiver = .type(receiverName)
            default: event.receiver = .property(receiverName)
            }
            event.awaitsResult = shape & 4 != 0
            event.isWrite = shape & 8 != 0
            event.isTested = shape & 16 != 0
            event.isInAction = shape & 32 != 0
        }
        try position(&event.position, from: previous)
        try position(&event.namePosition, from: event.position)
    }

    /// The bits of an event's shape byte that say its labels and its receiver's member follow.
    private static let hasLabels: UInt8 = 64
    private static let hasReceiverMember: UInt8 = 128

    private mutating func position(_ position: inout MemberEvent.Position, from base: MemberEvent.Position) throws(CacheCorruption) {
        var (offset, line) = (Int(position.offset) - Int(base.offset), Int(position.line) - Int(base.line))
        try int(&offset)
        try int(&line)
        let (fullOffset, offsetOverflow) = Int(base.offset).addingReportingOverflow(offset)
        let (fullLine, lineOverflow) = Int(base.line).addingReportingOverflow(line)
        guard !offsetOverflow, !lineOverflow, let offset = Int32(exactly: fullOffset), let line = Int32(exactly: fullLine) else {
            throw .invalidValue
        }
        position = MemberEvent.Position(offset: offset, line: line)
    }
}
