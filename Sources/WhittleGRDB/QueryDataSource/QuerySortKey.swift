import Foundation
import GRDB

/// A row's position in the request's ordering: the values of the ORDER BY columns, then the
/// rowid, which breaks ties so every row has exactly one place.
struct QuerySortKey: Sendable {
    var values: [DatabaseValue]
    var rowID: Int64
}

/// Reads the sort key of a statement's current row from the columns `annotated(with:)`
/// appended after the record's own: the rowid, then the ordering columns, in that order.
///
/// It reads SQLite's columns by position, not through the `Row`: a `DatabaseValue` decoded
/// from a row takes GRDB's generic decoding path, which cost more than the rest of the key.
struct QuerySortKeyReader {
    private let statement: Statement
    private let rowIDColumn: CInt
    private let columnCount: CInt

    /// A reader for `statement`, whose last `keyCount` columns are the ordering's and the one
    /// before them the rowid.
    ///
    /// - Throws: A `DatabaseError` when the statement has no column left for the record.
    init(_ statement: Statement, keyCount: Int) throws {
        guard statement.columnCount >= keyCount + 2 else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "QueryDataSource: a row without its sort keys")
        }
        self.statement = statement
        columnCount = CInt(statement.columnCount)
        rowIDColumn = columnCount - CInt(keyCount) - 1
    }

    /// The key of the row the statement stands on.
    ///
    /// - Throws: A `DatabaseError` when the rowid is not an integer.
    func key() throws -> QuerySortKey {
        let sqliteStatement = statement.sqliteStatement
        guard case .int64(let rowID) = DatabaseValue(sqliteStatement: sqliteStatement, index: rowIDColumn).storage else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "QueryDataSource: a row without an integer rowid")
        }
        var values: [DatabaseValue] = []
        values.reserveCapacity(Int(columnCount - rowIDColumn - 1))
        for column in (rowIDColumn + 1)..<columnCount {
            values.append(DatabaseValue(sqliteStatement: sqliteStatement, index: column))
        }
        return QuerySortKey(values: values, rowID: rowID)
    }
}
