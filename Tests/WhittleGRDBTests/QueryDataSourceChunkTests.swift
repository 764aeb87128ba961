import Foundation
import GRDB
import Testing
@testable import WhittleGRDB

/// A data source whose sections are stored in chunks of two records, so that a few rows
/// already span many chunks: reads, patches and moves must cross chunk boundaries.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct QueryDataSourceChunkTests {
    private static let records = (1...24).map { index in
        TaskRecord(id: Int64(index), list: index % 3 == 0 ? "work" : "home", title: "Task \(index)", position: index)
    }

    private func makeSource(_ database: TestDatabase) async throws -> QueryDataSource<TaskRecord> {
        try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest, sectionColumn: Column("list"),
            sectionTitle: { String.fromDatabaseValue($0) ?? $0.description }, positionColumn: Column("position"),
            chunkCapacity: 2)
    }

    private func stored(_ database: TestDatabase) async throws -> [[TaskRecord]] {
        let records = try await database.writer.read { db in try TestDatabase.orderedRequest.fetchAll(db) }
        return QueryDataSourcePropertyTests.group(records, sectioned: true)
    }

    /// Every read of the data source agrees with ``QueryDataSource/sections``.
    @Test func readsAgreeWithTheSections() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(Self.records)
        let source = try await makeSource(database)

        #expect(source.sections.map(\.items) == (try await stored(database)))
        for (sectionIndex, section) in source.sections.enumerated() {
            #expect(source.numberOfItems(inSection: sectionIndex) == section.items.count)
            for (itemIndex, record) in section.items.enumerated() {
                let path = ItemPath(item: itemIndex, section: sectionIndex)
                #expect(source.item(at: path) == record)
                #expect(source.itemPath(of: record) == path)
            }
        }
        #expect(source.item(at: ItemPath(item: 16, section: 0)) == nil)
        #expect(source.numberOfItems(inSection: 2) == 0)
    }

    /// Patches across chunk boundaries leave the sections equal to the database, and the
    /// sections read before a change are not the ones read after it.
    @Test func patchesAcrossChunksMatchTheDatabase() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(Self.records)
        let source = try await makeSource(database)
        let stream = ChangeStream(source)
        let before = source.sections

        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM task WHERE id IN (2, 5, 6, 13)")
            try db.execute(sql: "UPDATE task SET position = 100 WHERE id = 1")
            try db.execute(sql: "UPDATE task SET list = 'work', position = 7 WHERE id = 10")
            try db.execute(sql: "INSERT INTO task (id, list, title, position) VALUES (30, 'home', 'New', 3)")
            try db.execute(sql: "UPDATE task SET title = 'Renamed' WHERE id = 20")
        }
        _ = await stream.next()
        #expect(source.sections != before)
        #expect(source.sections.map(\.items) == (try await stored(database)))
        #expect(source.statistics.patches == 1)
    }

    /// Moving a record to another chunk and another section shows and writes the new order.
    @Test func moveAcrossChunksAndSections() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(Self.records)
        let source = try await makeSource(database)

        try await source.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 13, section: 0))
        try await source.move(from: ItemPath(item: 13, section: 0), to: ItemPath(item: 3, section: 1))
        await source.waitForCommittedChanges()
        let shown = source.sections.map(\.items)
        #expect(shown.map { $0.map(\.id) }[0].first == 2)
        #expect(shown[1][3].id == 1)
        #expect(shown.map { $0.map(\.id) } == (try await stored(database)).map { $0.map(\.id) })
    }
}
