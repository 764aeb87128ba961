import Foundation

/// Joins names into a localized list that names the first few and counts the rest:
/// "A, B, and 3 others".
///
/// Built on Foundation's list format style, so the conjunction and commas follow the locale
/// ("A, B und 3 others" in German; supply a localized phrase for the remainder). A remainder
/// of one is never summarised: "A, B, and C" reads better than "A, B, and 1 other".
///
/// ## Before
/// `["Ann", "Bob", "Cy", "Di", "Ed"]`, at most two names
/// ## After
/// `"Ann, Bob, and 3 others"` (en_US), `"Ann, Bob and 3 others"` (en_GB)
public struct NameListFormatter: Sendable {
    /// The locale whose conjunction and punctuation are used.
    public let locale: Locale
    /// How many names are shown before the rest are counted; at least one.
    public let maximumNames: Int

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - locale: The locale to join in.
    ///   - maximumNames: How many names to show before counting the rest; values below one
    ///     count as one.
    public init(locale: Locale, maximumNames: Int = 2) {
        self.locale = locale
        self.maximumNames = max(1, maximumNames)
    }

    /// The joined list, or `""` for no names.
    ///
    /// - Parameters:
    ///   - names: The names, most important first.
    ///   - others: Describes the names left out from their formatted and raw count, such as
    ///     `{ n, _ in "\(n) others" }`. Called only when two or more names are left out.
    /// - Returns: The localized list.
    /// - Complexity: O(n) in the number of names.
    public func string(from names: [String], others: (_ formatted: String, _ count: Int) -> String) -> String {
        guard !names.isEmpty else { return "" }
        let hidden = names.count - maximumNames
        let items = hidden >= 2
            ? Array(names.prefix(maximumNames)) + [others(CountFormatter(locale: locale).string(from: hidden), hidden)]
            : names
        return items.formatted(.list(type: .and).locale(locale))
    }
}
