/// One thing a member's code uses that may show what work it does: a call, a member access,
/// a type, an identifier or a string interpolation.
///
/// The parser keeps only tokens the detectors' signal table knows, so facts stay small.
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

    /// Who receives a call or member access.
    enum Receiver: Sendable, Hashable {
        /// No receiver, `self` or a leading-dot member: the controller does it itself.
        case own
        /// A type or global rooted at an uppercase name: `URLSession.shared`, `AF`.
        case type(String)
        /// A property or local rooted at a lowercase name: `navigationController`, `navigator`.
        case property(String)
        /// Any other expression (a call result, a literal).
        case expression
    }

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
