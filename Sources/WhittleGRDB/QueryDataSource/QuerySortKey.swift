import Foundation
import GRDB

/// A row's position in the request's ordering: the values of the ORDER BY columns, then the
/// rowid, which breaks ties so every row has exactly one place.
struct QuerySortKey: Sendable {
    var values: [DatabaseValue]
    var rowID: Int64

    /// The key of rows fetched while the engine does not patch: kept, never searched.
    static let unkeyed = QuerySortKey(values: [], rowID: 0)
}
