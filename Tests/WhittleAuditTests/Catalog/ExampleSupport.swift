import Testing
@testable import WhittleAudit

extension AuditExample {
    /// Where the example is written, so Swift Testing reports a failure at the example itself.
    var sourceLocation: SourceLocation {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return SourceLocation(fileID: "WhittleAudit/\(name)", filePath: file, line: line, column: 1)
    }

    /// `file:line` for failure messages.
    var place: String { "\(file.split(separator: "/").last ?? ""):\(line)" }
}

extension ResponsibilityDetector: CustomTestStringConvertible {
    public var testDescription: String { responsibility.id }
}

extension Signal {
    /// Whether a piece of evidence shows this signal: the same reason, and a token this kind
    /// of signal produces (several signals of a detector share a reason).
    func isShown(by evidence: Evidence) -> Bool {
        guard evidence.reason == reason else { return false }
        let token = evidence.token
        func named(_ name: String) -> Bool { token == name || token.hasSuffix("." + name) }
        // Objective-C evidence is printed as messages: `[receiver name…]`, `[receiver sel:ector:]`.
        func sent(_ message: String) -> Bool { token == message || token.hasSuffix(" " + message + "]") }
        switch kind {
        case .labeledCall(let name): return named(name) || sent(EvidenceToken.selector(fromSwiftName: name))
        case .type(let name), .member(let name), .identifier(let name): return named(name)
        case .call(let name): return named(name + "(…)") || sent(name + "…")
        case .signature(let name): return token == name
        case .namePrefix(let prefix): return token.hasPrefix(prefix)
        case .nameContaining(let fragment): return token.lowercased().contains(fragment.lowercased())
        case .nameWord(let word): return token.lowercased().contains(word.lowercased())
        case .attribute(let name): return token == "@" + name
        case .conformance(let name): return token == name
        case .memberKind(let kind): return token.hasPrefix(kind == .deinitializer ? "deinit" : "init")
        case .interpolation: return token == #""\(…)""# || token == "[NSString stringWithFormat:…]"
        case .storedDictionary(let fragment):
            return token.prefix { $0 != ":" }.lowercased().contains(fragment)
        case .storedDictionaryOf(let valueType):
            return MemberClassifier.dictionaryValueType(of: String(token.drop { $0 != ":" }.dropFirst())) == valueType
        case .storedValue(let suffix):
            return String(token.drop { $0 != ":" }).trimmingTrailingOptionality.hasSuffix(suffix)
        case .constructsTypeWithSuffix(let suffix): return token.hasSuffix(suffix + "(…)") && !named(suffix + "(…)")
        case .callWithSuffix(let suffix): return token.hasSuffix(suffix + "(…)") || token.hasSuffix(suffix + "…]")
        case .callWithPrefix(let prefix):
            // The method's name: after the receiver's `.` in Swift, after its space in Objective-C.
            let method = token.hasPrefix("[") ? token.split(separator: " ").last.map(String.init) : token.split(separator: ".").last.map(String.init)
            return method?.hasPrefix(prefix) == true
        case .callWithArguments(let type): return token == type + ".…(…)" || token == "[\(type) …]"
        }
    }
}
