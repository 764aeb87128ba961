import Foundation

/// The validation rule for an email address, kept in the model (seed 003).
public enum EmailAddress {
    /// Whether `text` looks like an address: one `@`, a non-empty local part, a dotted
    /// domain ending in 2 to 6 letters, no spaces, at most 254 characters.
    public static func isValid(_ text: String) -> Bool {
        guard text.count <= 254, !text.contains(where: \.isWhitespace) else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let top = labels.last else { return false }
        return (2...6).contains(top.count) && top.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// `text` as stored: trimmed and lower-cased.
    public static func normalized(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
