import Foundation

/// Formats counts for display with the locale's grouping: "1,234 followers" in English,
/// "1.234" in German.
///
/// ## Before
/// `12345` and a phrase closure `{ "\($0) followers" }`
/// ## After
/// `"12,345 followers"` (en_US), `"12.345 followers"` (de_DE), and `""` for zero when hidden.
public struct CountFormatter: Sendable {
    /// The locale to format for.
    public let locale: Locale

    /// Creates a formatter for `locale`.
    public init(locale: Locale) {
        self.locale = locale
    }

    /// The count with the locale's digit grouping, such as "1,234".
    ///
    /// - Complexity: O(number of digits).
    public func string(from count: Int) -> String {
        count.formatted(.number.locale(locale))
    }

    /// A phrase around the formatted count, or an empty string for zero when `hidesZero` is set.
    ///
    /// - Parameters:
    ///   - count: The number to show.
    ///   - hidesZero: Whether zero gives `""`, for labels that disappear when there is nothing
    ///     to count. On by default.
    ///   - phrase: Builds the text from the formatted number and the raw count (for
    ///     pluralisation), such as `{ n, count in count == 1 ? "\(n) follower" : "\(n) followers" }`.
    /// - Returns: The phrase, or `""`.
    public func phrase(
        for count: Int,
        hidesZero: Bool = true,
        _ phrase: (_ formatted: String, _ count: Int) -> String
    ) -> String {
        if hidesZero, count == 0 { return "" }
        return phrase(string(from: count), count)
    }
}
