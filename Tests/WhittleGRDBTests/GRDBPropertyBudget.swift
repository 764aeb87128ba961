import Foundation

/// How many random transactions the query property test runs: 600 in all by default, or
/// `WHITTLE_PROPERTY_CASES` for a long run (`WHITTLE_PROPERTY_CASES=20000 swift test --filter QueryDataSourcePropertyTests`).
enum GRDBPropertyBudget {
    static let transactions: Int = {
        let requested = ProcessInfo.processInfo.environment["WHITTLE_PROPERTY_CASES"].flatMap { Int($0) }
        return max(requested ?? 600, 50)
    }()

    /// The share of ``transactions`` one configuration gets, out of 100 parts.
    static func transactions(share: Int) -> Int {
        max(10, transactions * share / 100)
    }
}
