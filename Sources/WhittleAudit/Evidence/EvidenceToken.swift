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
    }

    /// Who receives a call or member access, as the event saw it.
    typealias Receiver = MemberEvent.Receiver

    var kind: Kind
    var name: String
    var receiver: Receiver
    /// 1-based line.
    var line: Int

    /// The token as shown in evidence: `navigationController.pushViewController(…)`.
    var display: String {
        let prefix: String
        switch receiver {
        case .own, .expression: prefix = ""
        case .type(let root), .property(let root): prefix = root + "."
        }
        switch kind {
        case .call: return prefix + name + "(…)"
        case .interpolation: return "\"\\(…)\""
        default: return prefix + name
        }
    }
}

extension EvidenceToken {
    /// Whether this is a member of a property named like a label (`passwordLabel.text`).
    var isOnALabel: Bool {
        guard kind == .member, case .property(let name) = receiver else { return false }
        return name.hasSuffix("Label") || name.hasSuffix("label")
    }
}
