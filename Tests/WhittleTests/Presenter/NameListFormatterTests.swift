import Foundation
import Testing
import Whittle

struct NameListFormatterTests {
    static func others(_ number: String, _: Int) -> String { "\(number) others" }

    /// Lists join with the locale's conjunction and punctuation, naming two and counting the rest.
    @Test(arguments: [
        ("en_US", ["Ann", "Bob", "Cy", "Di", "Ed"], "Ann, Bob, and 3 others"),
        ("en_GB", ["Ann", "Bob", "Cy", "Di", "Ed"], "Ann, Bob and 3 others"),
        ("de_DE", ["Ann", "Bob", "Cy", "Di", "Ed"], "Ann, Bob und 3 others"),
        ("fr_FR", ["Ann", "Bob", "Cy", "Di", "Ed"], "Ann, Bob et 3 others"),
        ("en_US", ["Ann", "Bob"], "Ann and Bob"),
        ("de_DE", ["Ann", "Bob"], "Ann und Bob"),
        ("fr_FR", ["Ann"], "Ann"),
        ("en_US", [], ""),
    ])
    func joinsByLocale(identifier: String, names: [String], expected: String) {
        let formatter = NameListFormatter(locale: Locale(identifier: identifier))
        #expect(formatter.string(from: names, others: Self.others) == expected)
    }

    /// One leftover name is shown rather than summarised as "1 other".
    @Test func namesASingleLeftover() {
        let formatter = NameListFormatter(locale: Locale(identifier: "en_US"))
        var summarised = false
        let text = formatter.string(from: ["Ann", "Bob", "Cy"]) { number, _ in
            summarised = true
            return "\(number) others"
        }
        #expect(text == "Ann, Bob, and Cy")
        #expect(!summarised)
    }

    /// The remainder's count is passed raw and formatted for the locale.
    @Test func formatsTheRemainderCount() {
        let names = ["Ann", "Bob"] + Array(repeating: "x", count: 1234)
        var rawCount = 0
        let text = NameListFormatter(locale: Locale(identifier: "de_DE")).string(from: names) { number, count in
            rawCount = count
            return "\(number) weitere"
        }
        #expect(text == "Ann, Bob und 1.234 weitere")
        #expect(rawCount == 1234)
    }

    /// The number of names shown is configurable and never below one.
    @Test func limitsShownNames() {
        let names = ["Ann", "Bob", "Cy", "Di", "Ed"]
        let locale = Locale(identifier: "en_US")
        #expect(NameListFormatter(locale: locale, maximumNames: 3).string(from: names, others: Self.others) == "Ann, Bob, Cy, and 2 others")
        #expect(NameListFormatter(locale: locale, maximumNames: 0).string(from: names, others: Self.others) == "Ann and 4 others")
    }
}
