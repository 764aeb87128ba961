/// One piece of evidence a member's events show, in the signal table's terms: a call, a member
/// access, a type, an identifier, a labelled call or a display interpolation.
///
/// ``EvidenceRules`` makes these from ``MemberEvent``s, keeping only those the signal table
/// knows; the ``Classifier`` looks each up to find the responsibility it shows.
struct EvidenceToken: Sendable, Hashable {
    enum Kind: UInt8, Sendable, Hashable {
        /// A called function or method, by base name: `pushViewController`, `dataTask`.
        case call
        /// A member access that is not called: `keyboardFrameEndUserInfoKey`, `contentInset`.
        case member
        /// A type named in code or annotations: `URLSession`, `UIAlertController`.
        case type
        /// A lowercase identifier: `present`, `view`.
        case identifier
        /// A call with its labels, for calls whose meaning depends on them: `String(format:)`.
        case labeledCall
        /// A string interpolation outside logging.
        case interpolation
        /// A call with arguments on a type, by the type's name: `L10n` for
        /// `L10n.giftBody(name, days)` (the callee's name varies, the type does not).
        case callWithArguments
    }

    /// Who receives a call or member access, as the event saw it.
    typealias Receiver = MemberEvent.Receiver

    var kind: Kind
    var name: String
    var receiver: Receiver
    /// 1-based line.
    var line: Int

    /// The token as shown in evidence, in the language of its file: in Swift
    /// `navigationController.pushViewController(…)`, in Objective-C
    /// `[navigationController pushViewController…]`.
    func display(objectiveC: Bool) -> String {
        let root: String?
        switch receiver {
        case .own, .expression: root = nil
        case .type(let name), .property(let name): root = name
        }
        guard objectiveC else {
            let prefix = root.map { $0 + "." } ?? ""
            switch kind {
            case .call: return prefix + name + "(…)"
            case .callWithArguments: return name + ".…(…)"
            case .interpolation: return "\"\\(…)\""
            default: return prefix + name
            }
        }
        switch kind {
        // A message to an object or class; a call with no receiver is a C function (or
        // `[[Type alloc] init…]`, which the front end records as a call of the type).
        case .call: return root.map { "[\($0) \(name)…]" } ?? name + "(…)"
        case .labeledCall:
            let selector = Self.selector(fromSwiftName: name)
            return root.map { "[\($0) \(selector)]" } ?? selector
        case .interpolation: return "[NSString stringWithFormat:…]"
        case .callWithArguments: return "[\(name) …]"
        default: return root.map { $0 + "." + name } ?? name
        }
    }

    /// `setObject:forKey:` for the Swift-style name `setObject(_:forKey:)` the signal table
    /// uses for both languages.
    static func selector(fromSwiftName name: String) -> String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
        let base = name[..<open]
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true)
        guard !labels.isEmpty else { return String(base) }
        return base + ":" + labels.dropFirst().map { $0 + ":" }.joined()
    }
}

extension EvidenceToken {
    /// Whether this is a member of a property named like a label (`passwordLabel.text`).
    var isOnALabel: Bool {
        guard kind == .member, case .property(let name) = receiver else { return false }
        return name.hasSuffix("Label") || name.hasSuffix("label")
    }
}
