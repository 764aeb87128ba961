import Foundation
import GRDB

/// Compares sort keys exactly as SQLite orders rows: NULL, then numbers, then text by the
/// term's collation, then blobs; descending terms reversed; the rowid last.
struct QueryKeyComparator: Sendable {
    struct Term: Sendable, Equatable {
        var collation: QueryCollation
        var descending: Bool
    }

    let terms: [Term]

    /// Whether `lhs` comes before `rhs`.
    func precedes(_ lhs: QuerySortKey, _ rhs: QuerySortKey) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// A negative number, zero or a positive number as `lhs` comes before, with, or after `rhs`.
    func compare(_ lhs: QuerySortKey, _ rhs: QuerySortKey) -> Int {
        for (index, term) in terms.enumerated() {
            let order = Self.compare(lhs.values[index], rhs.values[index], collation: term.collation)
            if order != 0 { return term.descending ? -order : order }
        }
        return lhs.rowID == rhs.rowID ? 0 : (lhs.rowID < rhs.rowID ? -1 : 1)
    }

    /// Compares the first term only: the section column's value.
    func compareFirstTerm(_ lhs: DatabaseValue, _ rhs: DatabaseValue) -> Int {
        guard let term = terms.first else { return 0 }
        let order = Self.compare(lhs, rhs, collation: term.collation)
        return term.descending ? -order : order
    }

    static func compare(_ lhs: DatabaseValue, _ rhs: DatabaseValue, collation: QueryCollation) -> Int {
        switch (lhs.storage, rhs.storage) {
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        case let (.int64(left), .int64(right)): return left == right ? 0 : (left < right ? -1 : 1)
        case let (.double(left), .double(right)): return left == right ? 0 : (left < right ? -1 : 1)
        case let (.int64(left), .double(right)): return compare(integer: left, double: right)
        case let (.double(left), .int64(right)): return -compare(integer: right, double: left)
        case (.int64, _), (.double, _): return -1
        case (_, .int64), (_, .double): return 1
        case let (.string(left), .string(right)): return compare(text: left, right, collation: collation)
        case (.string, .blob): return -1
        case (.blob, .string): return 1
        case let (.blob(left), .blob(right)): return compare(bytes: left, right)
        }
    }

    private static func compare(integer: Int64, double: Double) -> Int {
        // SQLite compares an integer with a real exactly; Double(integer) can round above 2^53.
        if double < -9.3e18 { return 1 }
        if double >= 9.3e18 { return -1 }
        let truncated = Int64(double.rounded(.down))
        if integer != truncated { return integer < truncated ? -1 : 1 }
        return Double(truncated) == double ? 0 : -1
    }

    private static func compare(text left: String, _ right: String, collation: QueryCollation) -> Int {
        // SQLite compares UTF-8 bytes (memcmp), not Swift's canonical-equivalence order.
        var left = left
        var right = right
        switch collation {
        case .binary:
            break
        case .nocase:
            // NOCASE folds ASCII letters only.
            if left.utf8.contains(where: { (65...90).contains($0) }) { left = asciiLowercased(left) }
            if right.utf8.contains(where: { (65...90).contains($0) }) { right = asciiLowercased(right) }
        case .rtrim:
            left = trimmingTrailingSpaces(left)
            right = trimmingTrailingSpaces(right)
        }
        return left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                compare(raw: UnsafeRawBufferPointer(leftBytes), UnsafeRawBufferPointer(rightBytes))
            }
        }.flatMap { $0 } ?? compare(bytes: Data(left.utf8), Data(right.utf8))
    }

    private static func compare(bytes left: Data, _ right: Data) -> Int {
        left.withUnsafeBytes { leftBytes in right.withUnsafeBytes { rightBytes in compare(raw: leftBytes, rightBytes) } }
    }

    private static func compare(raw left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Int {
        let common = min(left.count, right.count)
        if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
            let order = memcmp(leftBase, rightBase, common)
            if order != 0 { return order < 0 ? -1 : 1 }
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }

    private static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var bytes = Array(text.utf8)
        while bytes.last == 32 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
