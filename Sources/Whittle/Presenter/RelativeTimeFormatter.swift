import Foundation

/// Describes a date relative to another in words: "3 days ago", "vor 3 Tagen", "il y a 3 jours".
///
/// The reference date is explicit, so output does not depend on when it runs; a presenter
/// passes ``PresentationFormatting/now``. It uses Foundation's `Date.AnchoredRelativeFormatStyle`
/// (on Linux, and on Apple platforms from iOS 18 and macOS 15) and `RelativeDateTimeFormatter`
/// on older Apple systems.
public struct RelativeTimeFormatter: Sendable {
    /// How a relative date is worded.
    public enum Wording: Sendable, Hashable {
        /// Always a number: "1 day ago", "in 2 hours".
        case numeric
        /// Words where the language has them: "yesterday", "tomorrow", otherwise numeric.
        case named
    }

    /// The locale to word dates in.
    public let locale: Locale
    /// The calendar that counts days, months and years.
    public let calendar: Calendar
    /// How dates are worded.
    public let wording: Wording

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - locale: The locale to word dates in.
    ///   - calendar: The calendar to count in; its time zone decides where days begin.
    ///   - wording: Numeric ("1 day ago") or named ("yesterday"); numeric by default.
    public init(locale: Locale, calendar: Calendar, wording: Wording = .numeric) {
        self.locale = locale
        self.calendar = calendar
        self.wording = wording
    }

    /// `date` described relative to `reference`, in the largest unit that fits.
    ///
    /// - Parameters:
    ///   - date: The date to describe.
    ///   - reference: The date it is relative to, usually now.
    /// - Returns: A phrase such as "3 days ago" or "in 2 minutes".
    public func string(for date: Date, relativeTo reference: Date) -> String {
        #if canImport(Darwin)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 1, *) {
            return anchoredString(for: date, relativeTo: reference)
        }
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = wording == .named ? .named : .numeric
        return formatter.localizedString(for: date, relativeTo: reference)
        #else
        return anchoredString(for: date, relativeTo: reference)
        #endif
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 1, *)
    private func anchoredString(for date: Date, relativeTo reference: Date) -> String {
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date,
            presentation: wording == .named ? .named : .numeric,
            unitsStyle: .wide,
            locale: locale,
            calendar: calendar
        )
        return style.format(reference)
    }
}
