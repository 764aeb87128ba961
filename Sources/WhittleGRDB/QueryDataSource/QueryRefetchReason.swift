/// Why a ``QueryDataSource`` fetched its whole result again instead of patching the rows a
/// transaction touched.
///
/// The first group describes requests that can never be patched: the data source refetches
/// after every change (``QueryDataSource/fullRefetchReason`` says which). The second group
/// describes single transactions that a patchable data source still answers with a refetch.
public enum QueryRefetchReason: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // MARK: Requests that are never patched

    /// The request joins tables, reads several tables or contains a subquery: one row's
    /// change can change other rows of the result.
    case joinOrSubquery
    /// The request has `LIMIT` or `OFFSET`: a change can push rows in or out of the window.
    case limit
    /// The request groups, aggregates, uses `DISTINCT` or combines queries (`UNION`…).
    case aggregateOrDistinct
    /// The request selects expressions rather than plain columns.
    case computedColumns
    /// The ordering uses an expression, `NULLS FIRST`/`LAST` or a collation other than
    /// `BINARY`, `NOCASE` and `RTRIM`, or the result did not follow the ordering as Whittle
    /// compares values.
    case unsupportedOrdering
    /// There is a section column but the request is not ordered by it first (or orders it
    /// with a collation other than `BINARY`), so sections are not runs of the ordering.
    case sectionsNotOrderedFirst
    /// The request reads a view, a virtual table or a `WITHOUT ROWID` table, whose changes
    /// SQLite does not report row by row.
    case notARowIDTable

    // MARK: Transactions that are not patched

    /// A transaction changed another table of the request's region.
    case otherTableChanged
    /// A transaction touched a large share of the rows, where one fetch is cheaper than patching.
    case largeTransaction
    /// The database said something changed without saying which rows — `Database.notifyChanges(in:)`,
    /// which ``QueryDataSource/checkForExternalChanges()`` uses for other connections' writes.
    case unspecifiedChange
    /// The data source settled after its own edit (``QueryDataSource/moveItem(from:to:)``).
    case localEdit

    public var description: String {
        switch self {
        case .joinOrSubquery: "the request joins tables or has a subquery"
        case .limit: "the request has LIMIT or OFFSET"
        case .aggregateOrDistinct: "the request groups, aggregates, uses DISTINCT or a compound query"
        case .computedColumns: "the request selects expressions, not plain columns"
        case .unsupportedOrdering: "the ordering is not plain columns with BINARY, NOCASE or RTRIM collation"
        case .sectionsNotOrderedFirst: "the request is not ordered by the section column first"
        case .notARowIDTable: "the request reads a view, virtual table or WITHOUT ROWID table"
        case .otherTableChanged: "another table of the request's region changed"
        case .largeTransaction: "the transaction touched a large share of the rows"
        case .unspecifiedChange: "the database reported a change without row ids"
        case .localEdit: "settling after the data source's own edit"
        }
    }
}
