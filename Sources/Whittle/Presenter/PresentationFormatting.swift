import Foundation

/// The locale, calendar and clock a ``Presenter`` formats with, injected so that output is
/// predictable in tests and follows the user's settings in the app.
public struct PresentationFormatting: Sendable {
    /// The locale numbers, lists and dates are formatted for.
    public var locale: Locale
    /// The calendar relative dates are counted in.
    public var calendar: Calendar
    /// The current time, for relative dates such as "3 days ago".
    public var now: @Sendable () -> Date

    /// Creates formatting settings.
    ///
    /// - Parameters:
    ///   - locale: The locale to format for; the user's current locale by default.
    ///   - calendar: The calendar to count days in; the user's current calendar by default.
    ///   - now: The clock; the system clock by default. Inject a fixed date in tests.
    public init(
        locale: Locale = .autoupdatingCurrent,
        calendar: Calendar = .autoupdatingCurrent,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.locale = locale
        self.calendar = calendar
        self.now = now
    }

    /// The user's locale, calendar and the system clock.
    public static var current: PresentationFormatting { PresentationFormatting() }

    /// Counts in this locale.
    public var counts: CountFormatter { CountFormatter(locale: locale) }

    /// Name lists in this locale, showing at most `maximumNames` names.
    public func names(maximumNames: Int = 2) -> NameListFormatter {
        NameListFormatter(locale: locale, maximumNames: maximumNames)
    }

    /// Relative dates in this locale and calendar.
    public var relativeTimes: RelativeTimeFormatter {
        RelativeTimeFormatter(locale: locale, calendar: calendar)
    }
}
