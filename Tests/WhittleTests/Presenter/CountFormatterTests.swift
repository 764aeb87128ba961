import Foundation
import Testing
import Whittle

struct CountFormatterTests {
    /// Counts use the locale's grouping separator (U+202F narrow no-break space in French).
    @Test(arguments: [
        ("en_US", "1,234", "1,234,567"),
        ("de_DE", "1.234", "1.234.567"),
        ("fr_FR", "1\u{202F}234", "1\u{202F}234\u{202F}567"),
    ])
    func groupsDigitsByLocale(identifier: String, thousand: String, million: String) {
        let formatter = CountFormatter(locale: Locale(identifier: identifier))
        #expect(formatter.string(from: 1234) == thousand)
        #expect(formatter.string(from: 1_234_567) == million)
    }

    /// The output agrees with Foundation's NumberFormatter in decimal style for the same locale.
    @Test(arguments: ["en_US", "de_DE", "fr_FR"], [0, 7, 1234, 98_765_432, -4321])
    func agreesWithNumberFormatter(identifier: String, count: Int) {
        let reference = NumberFormatter()
        reference.locale = Locale(identifier: identifier)
        reference.numberStyle = .decimal
        #expect(CountFormatter(locale: Locale(identifier: identifier)).string(from: count)
            == reference.string(from: NSNumber(value: count)))
    }

    /// Zero gives an empty phrase unless asked to show it; other counts fill the phrase.
    @Test func buildsPhrasesAndHidesZero() {
        let formatter = CountFormatter(locale: Locale(identifier: "en_US"))
        let followers = { (number: String, count: Int) in count == 1 ? "\(number) follower" : "\(number) followers" }
        #expect(formatter.phrase(for: 0, followers) == "")
        #expect(formatter.phrase(for: 0, hidesZero: false, followers) == "0 followers")
        #expect(formatter.phrase(for: 1, followers) == "1 follower")
        #expect(formatter.phrase(for: 1234, followers) == "1,234 followers")
    }
}
