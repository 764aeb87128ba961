import Foundation
import Whittle

/// The email rule of the form: `local@domain.tld`, checked without a regular expression.
///
/// Deliberately simple, like the seed's (it is the form's rule, not RFC 5322): exactly one
/// `@`, a non-empty local part without spaces, a domain of non-empty dot-separated labels,
/// and a top-level domain of 2 to 63 letters.
public enum EmailAddress {
    /// Whether `text` (trimmed of surrounding whitespace) is a valid address.
    ///
    /// - Parameter text: What the user typed.
    /// - Returns: `true` for `ana@example.com`, `false` for `ana@`, `ana@example`, `a b@c.de`.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func isValid(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !trimmed.contains(where: \.isWhitespace) else {
            return false
        }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let tld = labels.last else {
            return false
        }
        return (2...63).contains(tld.count) && tld.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// The address as it is stored: trimmed and lowercased, as the massive twin saves it.
    public static func normalized(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// Whether the field accepts `replacement` as typed or pasted text: an address has no
    /// spaces, so a space is refused as it is typed.
    public static func acceptsTyping(_ replacement: String) -> Bool {
        !replacement.contains(" ")
    }
}
