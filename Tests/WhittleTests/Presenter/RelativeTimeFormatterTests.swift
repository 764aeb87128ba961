import Foundation
import Testing
import Whittle

struct RelativeTimeFormatterTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }

    static let numericCases: [(identifier: String, offset: TimeInterval, expected: String)] = [
        ("en_US", -259_200, "3 days ago"),
        ("de_DE", -259_200, "vor 3 Tagen"),
        ("fr_FR", -259_200, "il y a 3 jours"),
        ("en_US", 7_200, "in 2 hours"),
        ("de_DE", 7_200, "in 2 Stunden"),
        ("fr_FR", 7_200, "dans 2 heures"),
        ("en_US", -34_560_000, "1 year ago"),
    ]

    /// Past and future dates are worded in the locale, relative to the given reference date.
    @Test(arguments: numericCases)
    func wordsNumerically(identifier: String, offset: TimeInterval, expected: String) {
        let formatter = RelativeTimeFormatter(locale: Locale(identifier: identifier), calendar: Self.utc)
        #expect(formatter.string(for: Self.now.addingTimeInterval(offset), relativeTo: Self.now) == expected)
    }

    /// Named wording uses the language's words for yesterday and tomorrow; numeric does not.
    @Test(arguments: [
        ("en_US", "yesterday", "tomorrow"),
        ("de_DE", "gestern", "morgen"),
        ("fr_FR", "hier", "demain"),
    ])
    func wordsWithNames(identifier: String, yesterday: String, tomorrow: String) {
        let named = RelativeTimeFormatter(locale: Locale(identifier: identifier), calendar: Self.utc, wording: .named)
        #expect(named.string(for: Self.now.addingTimeInterval(-86_400), relativeTo: Self.now) == yesterday)
        #expect(named.string(for: Self.now.addingTimeInterval(86_400), relativeTo: Self.now) == tomorrow)
        let numeric = RelativeTimeFormatter(locale: Locale(identifier: identifier), calendar: Self.utc)
        #expect(numeric.string(for: Self.now.addingTimeInterval(-86_400), relativeTo: Self.now) != yesterday)
    }

    /// The output depends on the reference date, not on the wall clock.
    @Test func usesTheReferenceDate() {
        let formatter = RelativeTimeFormatter(locale: Locale(identifier: "en_US"), calendar: Self.utc)
        let joined = Self.now.addingTimeInterval(-3 * 86_400)
        #expect(formatter.string(for: joined, relativeTo: Self.now) == "3 days ago")
        #expect(formatter.string(for: joined, relativeTo: joined.addingTimeInterval(86_400)) == "1 day ago")
    }
}
