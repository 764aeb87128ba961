import Foundation

/// How many generated cases the property tests run: 10,000 in all by default, or
/// `WHITTLE_PROPERTY_CASES` for a long run (`WHITTLE_PROPERTY_CASES=1000000 swift test`).
enum PropertyBudget {
    static let total: Int = {
        let requested = ProcessInfo.processInfo.environment["WHITTLE_PROPERTY_CASES"].flatMap { Int($0) }
        return max(requested ?? 10_000, 100)
    }()

    /// The share of ``total`` one property gets, out of 10,000 parts.
    static func cases(share: Int) -> Int {
        max(1, total * share / 10_000)
    }
}
