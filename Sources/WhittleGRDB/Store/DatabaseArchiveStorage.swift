import Foundation
import GRDB

/// Archive bytes kept in a row of a SQLite table, for a `Store` that lives in the app's
/// database instead of its own file.
///
/// Each write is one transaction, so a crash leaves the previous archive in place, and the
/// archive is backed up and migrated with the rest of the database. Several stores can
/// share a database with different keys.
///
/// ```swift
/// let settings = Store<Settings>(storage: DatabaseArchiveStorage(database: pool, key: "settings"))
/// ```
public struct DatabaseArchiveStorage: ArchiveStorage {
    /// The database holding the archive table.
    public let database: any DatabaseWriter
    /// The row's key.
    public let key: String
    /// The table's name; created on the first write.
    public let tableName: String

    /// Creates storage for the archive under `key`.
    ///
    /// - Parameters:
    ///   - database: A `DatabasePool` or `DatabaseQueue`.
    ///   - key: The archive's key, unique per store.
    ///   - tableName: The table that holds archives.
    public init(database: any DatabaseWriter, key: String, tableName: String = "whittleArchive") {
        self.database = database
        self.key = key
        self.tableName = tableName
    }

    public var location: String { "\(database.path)#\(tableName)/\(key)" }

    public func read() async throws -> Data? {
        let (tableName, key) = (self.tableName, self.key)
        do {
            return try await database.read { db in
                guard try db.tableExists(tableName) else { return nil }
                return try Data.fetchOne(
                    db, sql: "SELECT data FROM \(tableName.quotedDatabaseIdentifier) WHERE key = ?", arguments: [key])
            }
        } catch {
            throw StoreError.readFailed(location: location, reason: String(describing: error))
        }
    }

    public func write(_ data: Data) async throws {
        let (tableName, key) = (self.tableName, self.key)
        do {
            try await database.write { db in
                try db.create(table: tableName, options: .ifNotExists) { table in
                    table.primaryKey("key", .text)
                    table.column("data", .blob).notNull()
                }
                try db.execute(
                    sql: "INSERT OR REPLACE INTO \(tableName.quotedDatabaseIdentifier) (key, data) VALUES (?, ?)",
                    arguments: [key, data])
            }
        } catch {
            throw StoreError.writeFailed(location: location, reason: String(describing: error))
        }
    }
}
