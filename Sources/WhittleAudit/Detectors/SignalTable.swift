/// Every detector's signals, indexed by token, so that classifying a member is one dictionary
/// lookup per token instead of one pass per detector. Part of the ``AuditCatalog``.
struct SignalTable: Sendable {
    /// A signal and its detector's responsibility. A class: classifying a member passes its
    /// entries around many times, and copying a struct retained each of the signal's fields.
    final class Entry: Sendable {
        let responsibility: Responsibility
        let signal: Signal

        init(responsibility: Responsibility, signal: Signal) {
            self.responsibility = responsibility
            self.signal = signal
        }
    }

    struct Key: Hashable, Sendable {
        var kind: EvidenceToken.Kind
        var name: String
    }

    private(set) var tokens: [Key: [Entry]] = [:]
    private(set) var signatures: [String: [Entry]] = [:]
    private(set) var attributes: [String: [Entry]] = [:]
    private(set) var conformances: [String: [Entry]] = [:]
    private(set) var namePrefixes: [(prefix: String, entry: Entry)] = []
    private(set) var nameFragments: [(fragment: String, entry: Entry)] = []
    private(set) var nameWords: [(word: String, entry: Entry)] = []
    private(set) var memberKinds: [MemberFacts.Kind: [Entry]] = [:]
    private(set) var storedDictionaries: [(fragment: String, entry: Entry)] = []
    private(set) var storedDictionaryValues: [String: [Entry]] = [:]
    private(set) var storedValueSuffixes: [(suffix: String, entry: Entry)] = []
    private(set) var constructorSuffixes: [(suffix: String, entry: Entry)] = []
    private(set) var callSuffixes: [(suffix: String, entry: Entry)] = []
    private(set) var callPrefixes: [(prefix: String, entry: Entry)] = []
    /// The kinds of token each name is a signal as, for ``EvidenceRules``.
    private(set) var roles: [String: Roles] = [:]
    /// Tokens some signal needs beside its own, which no signal names itself.
    private(set) var coSignalKeys: Set<Key> = []
    /// Base names of labelled-call signals (`format` for `String(format:)`).
    private(set) var labeledCallBases: Set<String> = []

    /// The kinds of token a name is a signal as.
    struct Roles: OptionSet, Sendable {
        let rawValue: UInt8
        static let call = Roles(rawValue: 1 << 0)
        static let member = Roles(rawValue: 1 << 1)
        static let type = Roles(rawValue: 1 << 2)
        static let identifier = Roles(rawValue: 1 << 3)
        /// A member every signal of which counts only read outside a condition (``Signal/onlyUntested``).
        static let untestedMember = Roles(rawValue: 1 << 5)
    }

    init(detectors: [ResponsibilityDetector]) {
        var labelSensitive: Set<String> = []
        for detector in detectors {
            for signal in detector.signals {
                let entry = Entry(responsibility: detector.responsibility, signal: signal)
                switch signal.kind {
                case .type(let name): tokens[Key(kind: .type, name: name), default: []].append(entry)
                case .call(let name): tokens[Key(kind: .call, name: name), default: []].append(entry)
                case .member(let name): tokens[Key(kind: .member, name: name), default: []].append(entry)
                case .identifier(let name): tokens[Key(kind: .identifier, name: name), default: []].append(entry)
                case .labeledCall(let name):
                    tokens[Key(kind: .labeledCall, name: name), default: []].append(entry)
                    if let paren = name.firstIndex(of: "(") { labelSensitive.insert(String(name[..<paren])) }
                case .interpolation:
                    tokens[Key(kind: .interpolation, name: "interpolation"), default: []].append(entry)
                case .callWithArguments(let type): tokens[Key(kind: .callWithArguments, name: type), default: []].append(entry)
                case .signature(let name): signatures[name, default: []].append(entry)
                case .attribute(let name): attributes[name, default: []].append(entry)
                case .conformance(let name): conformances[name, default: []].append(entry)
                case .namePrefix(let prefix): namePrefixes.append((prefix, entry))
                case .nameContaining(let fragment): nameFragments.append((fragment.lowercased(), entry))
                case .nameWord(let word): nameWords.append((word.lowercased(), entry))
                case .memberKind(let kind): memberKinds[kind, default: []].append(entry)
                case .storedDictionary(let fragment): storedDictionaries.append((fragment.lowercased(), entry))
                case .storedDictionaryOf(let valueType): storedDictionaryValues[valueType, default: []].append(entry)
                case .storedValue(let suffix): storedValueSuffixes.append((suffix, entry))
                case .constructsTypeWithSuffix(let suffix): constructorSuffixes.append((suffix, entry))
                case .callWithSuffix(let suffix): callSuffixes.append((suffix, entry))
                case .callWithPrefix(let prefix): callPrefixes.append((prefix, entry))
                }
            }
        }
        // Names a signal only looks for beside its own token (`onlyWith`, `unlessWith`) must
        // reach the classifier as tokens too.
        for detector in detectors {
            for signal in detector.signals {
                for (kind, names) in signal.coSignals {
                    for name in names where tokens[Key(kind: kind, name: name)] == nil {
                        coSignalKeys.insert(Key(kind: kind, name: name))
                        if kind == .labeledCall, let paren = name.firstIndex(of: "(") { labelSensitive.insert(String(name[..<paren])) }
                    }
                }
            }
        }
        for key in Array(tokens.keys) + Array(coSignalKeys) {
            switch key.kind {
            case .call: roles[key.name, default: []].insert(.call)
            case .member: roles[key.name, default: []].insert(.member)
            case .type: roles[key.name, default: []].insert(.type)
            case .identifier: roles[key.name, default: []].insert(.identifier)
            case .labeledCall, .interpolation, .callWithArguments: break
            }
        }
        for (key, entries) in tokens where key.kind == .member && entries.allSatisfy(\.signal.onlyUntested) {
            roles[key.name, default: []].insert(.untestedMember)
        }
        labeledCallBases = labelSensitive
    }

    /// Every name a front end must keep events for: the names of token signals and the base
    /// names of labelled calls.
    var eventNames: Set<String> { Set(roles.keys).union(labeledCallBases) }

    /// Whether calling `name` builds a controller that counts by its suffix: an uppercase name,
    /// no exact call or type signal names it (those win), and it ends in a constructor suffix
    /// and is longer.
    func constructsBySuffix(_ name: String, roles: Roles) -> Bool {
        guard name.startsWithASCIICapital else { return false }
        return roles.isDisjoint(with: [.call, .type]) && constructorSuffixes.contains { name.hasSuffix($0.suffix) && name != $0.suffix }
    }

    /// Whether a token of this kind and name means something: a signal's own, or a labelled
    /// call a signal only looks for beside its own (`onlyWith: [.labeledCall("assign(to:on:)")]`).
    func knows(_ kind: EvidenceToken.Kind, _ name: String) -> Bool {
        let key = Key(kind: kind, name: name)
        return tokens[key] != nil || (kind == .labeledCall && coSignalKeys.contains(key))
    }

    /// Whether a signal of `responsibility` is a token of this kind and name
    /// (`clearDiskCache` for caching).
    func names(_ kind: EvidenceToken.Kind, _ name: String, for responsibility: Responsibility) -> Bool {
        tokens[Key(kind: kind, name: name)]?.contains { $0.responsibility == responsibility } ?? false
    }

    /// Whether calling `name` counts by its ending or its first word: a lowercase name that no
    /// exact call signal names, longer than a `callWithSuffix` ending it ends with
    /// (`clearPodcastCache`), or starting with a `callWithPrefix` word (`trackEvent`).
    func callsByNamePart(_ name: String, roles: Roles) -> Bool {
        guard !callSuffixes.isEmpty || !callPrefixes.isEmpty, !roles.contains(.call), let first = name.utf8.first,
            first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
        else { return false }
        return !callSuffixEntries(for: name).isEmpty || !callPrefixEntries(for: name).isEmpty
    }

    /// The `callWithPrefix` signals whose word `name` is, or starts with before a capital.
    private func callPrefixEntries(for name: String) -> [Entry] {
        callPrefixes.filter { prefix, _ in
            guard name.hasPrefix(prefix) else { return false }
            let next = name.utf8.dropFirst(prefix.utf8.count).first
            return next.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? true
        }.map(\.entry)
    }

    /// The `callWithSuffix` signals whose ending `name` ends with, being longer; or its base
    /// name does, as Swift imports an Objective-C selector's first piece
    /// (`removeCacheForConversationId:` is `removeCache(forConversationId:)`).
    private func callSuffixEntries(for name: String) -> [Entry] {
        let base = ObjCNames.baseBeforeLastPreposition(name)
        return callSuffixes.filter { suffix, _ in
            (name.utf8.count > suffix.utf8.count && name.hasSuffix(suffix))
                || base.map { $0.utf8.count > suffix.utf8.count && $0.hasSuffix(suffix) } == true
        }.map(\.entry)
    }

    func constructorEntries(for name: String) -> [Entry] {
        guard tokens[Key(kind: .call, name: name)] == nil, tokens[Key(kind: .type, name: name)] == nil else { return [] }
        return constructorSuffixes.filter { name.hasSuffix($0.suffix) && name != $0.suffix }.map(\.entry)
    }

    func entries(for token: EvidenceToken) -> [Entry] {
        if token.kind == .call, tokens[Key(kind: .call, name: token.name)] == nil {
            if token.name.startsWithASCIICapital { return constructorEntries(for: token.name) }
            return callSuffixEntries(for: token.name) + callPrefixEntries(for: token.name)
        }
        let exact = tokens[Key(kind: token.kind, name: token.name)] ?? []
        // `track` is a signal on the controller's own receiver and a tracker's first word.
        return token.kind == .call && !callPrefixes.isEmpty ? exact + callPrefixEntries(for: token.name) : exact
    }
}
