import Foundation
import GRDB
import Testing
import WhittleGRDB

struct Settings: Codable, Sendable, Equatable {
    var theme: String
    var fontSize: Int
}

struct DatabaseArchiveStorageTests {
    /// A store on a database row saves and reads back through a new store.
    @Test func storeRoundTripsThroughDatabase() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let storage = DatabaseArchiveStorage(database: database.writer, key: "settings")
        #expect(try await Store<Settings>(storage: storage).load() == nil)

        try await Store<Settings>(storage: storage).save(Settings(theme: "dark", fontSize: 14))
        #expect(try await Store<Settings>(storage: storage).load() == Settings(theme: "dark", fontSize: 14))
    }

    /// A corrupt row gives a typed error and stays as it was.
    @Test func corruptRowGivesTypedErrorAndIsKept() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let storage = DatabaseArchiveStorage(database: database.writer, key: "settings")
        try await Store<Settings>(storage: storage).save(Settings(theme: "dark", fontSize: 14))
        let garbage = Data("{\"formatVersion\":1,\"sav".utf8)
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE whittleArchive SET data = ? WHERE key = 'settings'", arguments: [garbage])
        }

        await #expect(throws: StoreError.self) { try await Store<Settings>(storage: storage).load() }
        let kept = try await database.writer.read { db in
            try Data.fetchOne(db, sql: "SELECT data FROM whittleArchive WHERE key = 'settings'")
        }
        #expect(kept == garbage)
    }
}
