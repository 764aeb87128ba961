/// "Did you mean …@gmail.com?": the form's typo check for common mail domains.
public enum EmailSuggestion {
    /// The domains the form knows.
    public static let commonDomains = ["gmail.com", "icloud.com", "outlook.com", "yahoo.com", "hotmail.com"]

    /// The address with a common domain in place of a mistyped one — the same letters in a
    /// different order, at most two places apart, as `gmial.com` is from `gmail.com` — or
    /// `nil` when the domain is common already, has no near match, or there is no `@`.
    ///
    /// - Parameter email: What the user typed.
    /// - Returns: `"ada@gmail.com"` for `"ada@gmial.com"`; `nil` for `"ada@gmail.com"` and `"ada@example.com"`.
    public static func suggestion(for email: String) -> String? {
        let parts = email.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let domain = parts[1].lowercased()
        guard !commonDomains.contains(domain) else { return nil }
        let match = commonDomains.first { candidate in
            candidate.count == domain.count
                && zip(candidate, domain).filter { $0 != $1 }.count <= 2
                && candidate.sorted() == domain.sorted()
        }
        return match.map { "\(parts[0])@\($0)" }
    }
}
