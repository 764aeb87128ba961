import Foundation
import GRDB
import Testing
import WhittleGRDB

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct QueryDataSourceTests {
    private let seed = TaskRecord.seed

    private func titles(_ source: QueryDataSource<TaskRecord>) -> [[String]] {
        source.sections.map { $0.items.map(\.title) }
    }

    /// The first fetch runs on the database's queue: no statement of it runs on the main
    /// thread, which stays free to draw a loading state.
    @Test func theFirstFetchRunsOffTheMainThread() async throws {
        let statementsOnMain = StatementCount()
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.trace { _ in if Thread.isMainThread { statementsOnMain.add() } }
        }
        let queue = try DatabaseQueue(configuration: configuration)
        try await queue.write { db in
            try db.create(table: "task") { table in
                table.primaryKey("id", .integer)
                table.column("list", .text).notNull()
                table.column("title", .text).notNull()
                table.column("position", .integer).notNull()
            }
            for record in seed { try record.insert(db) }
        }
        statementsOnMain.reset()
        let source = try await QueryDataSource(database: queue, request: TestDatabase.orderedRequest, sectionColumn: Column("list"))
        #expect(statementsOnMain.count == 0)
        #expect(titles(source) == [["Water plants", "Cook"], ["Review"]])
    }

    /// Rows are grouped into sections by the section column, titled by its value.
    @Test func sectionsFollowTheSectionColumn() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest, sectionColumn: Column("list"))

        #expect(source.numberOfSections == 2)
        #expect(source.title(forSection: 0) == "home")
        #expect(source.title(forSection: 1) == "work")
        #expect(titles(source) == [["Water plants", "Cook"], ["Review"]])
        #expect(source.itemPath(of: seed[2]) == ItemPath(item: 0, section: 1))
        #expect(source.item(at: ItemPath(item: 5, section: 0)) == nil)
    }

    /// A committed insert through the observed pool or queue emits changes and updates the items.
    @Test(arguments: TestDatabase.Kind.allCases)
    func committedInsertEmitsChanges(_ kind: TestDatabase.Kind) async throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest, sectionColumn: Column("list"))
        let stream = ChangeStream(source)

        try await database.insert([TaskRecord(id: 4, list: "work", title: "Ship", position: 1)])
        let changes = await stream.next()
        #expect(!changes.isEmpty)
        #expect(titles(source) == [["Water plants", "Cook"], ["Review", "Ship"]])
    }

    /// Updating one record's content emits exactly one reconfigure at its path.
    @Test func contentUpdateEmitsOneReconfigure() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest, sectionColumn: Column("list"))
        let stream = ChangeStream(source)

        try await database.writer.write { db in
            try db.execute(sql: "UPDATE task SET title = 'Cook dinner' WHERE id = 2")
        }
        var expected = ListChanges.Stage()
        expected.itemReconfigures = [ItemPath(item: 1, section: 0)]
        #expect(await stream.next() == ListChanges(stages: [expected]))
        #expect(source.item(at: ItemPath(item: 1, section: 0))?.title == "Cook dinner")
    }

    /// A record whose section value changes moves to its new section as one move.
    @Test func sectionChangeEmitsOneMove() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest, sectionColumn: Column("list"))
        let stream = ChangeStream(source)

        try await database.writer.write { db in
            try db.execute(sql: "UPDATE task SET list = 'work', position = 1 WHERE id = 2")
        }
        let stages = await stream.next().stages
        #expect(stages.flatMap(\.itemMoves) == [.init(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 1, section: 1))])
        #expect(stages.flatMap(\.itemInserts).isEmpty && stages.flatMap(\.itemDeletes).isEmpty)
        #expect(stream.listView.rowCounts == [1, 2])
    }

    /// A write from another connection to the same file is found through data_version and
    /// emitted — by the very first check too, since the baseline is taken at start.
    @Test(arguments: [true, false])
    func writeFromAnotherConnectionIsDetected(checkedBeforeTheWrite: Bool) async throws {
        let database = try TestDatabase(.pool)
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest, sectionColumn: Column("list"))
        let stream = ChangeStream(source)
        if checkedBeforeTheWrite {
            #expect(try await source.checkForExternalChanges() == false, "nobody wrote since the data source started")
        }

        let other = try DatabaseQueue(path: database.path)
        try await other.write { db in
            try TaskRecord(id: 9, list: "garden", title: "Dig", position: 0).insert(db)
        }
        #expect(try await source.checkForExternalChanges())
        _ = await stream.next()
        #expect(titles(source) == [["Dig"], ["Water plants", "Cook"], ["Review"]])
        #expect(try await source.checkForExternalChanges() == false)
    }

    /// With polling on, another connection's write reaches observers without any call.
    @Test func pollingPicksUpAnotherConnectionsWrite() async throws {
        let database = try TestDatabase(.pool)
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(database: database.writer, request: TestDatabase.orderedRequest)
        let stream = ChangeStream(source)
        source.observeExternalChanges(every: .milliseconds(20))
        defer { source.stopObserving() }

        let other = try DatabaseQueue(path: database.path)
        try await other.write { db in try TaskRecord(id: 9, list: "zzz", title: "Later", position: 0).insert(db) }
        while source.numberOfItems < 4 { _ = await stream.next() }
        #expect(source.item(at: ItemPath(item: 3, section: 0))?.title == "Later")
    }

    /// Deleting through the data source shows the delete at once and deletes the row; the
    /// database's result then changes nothing on screen.
    @Test func deleteThroughDataSourceWritesToDatabase() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest, sectionColumn: Column("list"))
        let stream = ChangeStream(source)

        try await source.delete(at: ItemPath(item: 0, section: 0))
        var delete = ListChanges.Stage()
        delete.itemDeletes = [ItemPath(item: 0, section: 0)]
        #expect(await stream.next() == ListChanges(stages: [delete]))
        #expect(stream.pending == 0)
        #expect(titles(source) == [["Cook"], ["Review"]])
        #expect(try await database.writer.read { db in try TaskRecord.fetchCount(db) } == 2)
        await #expect(throws: QueryDataSourceError.noItem(at: ItemPath(item: 7, section: 0))) {
            try await source.delete(at: ItemPath(item: 7, section: 0))
        }
    }

    /// Moving within a section emits the move once and writes the new positions; the
    /// database's result changes nothing on screen.
    @Test func moveWithinSectionWritesPositions() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest,
            sectionColumn: Column("list"), positionColumn: Column("position"))
        let stream = ChangeStream(source)

        try await source.move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))
        var move = ListChanges.Stage()
        move.itemMoves = [.init(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))]
        #expect(await stream.next() == ListChanges(stages: [move]))
        #expect(titles(source) == [["Cook", "Water plants"], ["Review"]])
        let stored = try await database.writer.read { db in
            try TestDatabase.orderedRequest.fetchAll(db).map { "\($0.list)/\($0.position)/\($0.title)" }
        }
        #expect(stored == ["home/0/Cook", "home/1/Water plants", "work/0/Review"])

        // A later write's changes arrive alone: nothing was queued for the move.
        try await database.insert([TaskRecord(id: 5, list: "work", title: "Plan", position: 1)])
        _ = await stream.next()
        #expect(stream.pending == 0)
        #expect(titles(source) == [["Cook", "Water plants"], ["Review", "Plan"]])
    }

    /// Moving across sections writes the destination's section value and both sections' positions.
    @Test func moveAcrossSectionsWritesSectionValue() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest,
            sectionColumn: Column("list"), positionColumn: Column("position"))

        try await source.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1))
        #expect(titles(source) == [["Cook"], ["Review", "Water plants"]])
        #expect(source.item(at: ItemPath(item: 1, section: 1))?.list == "work")
        let stored = try await database.writer.read { db in
            try TestDatabase.orderedRequest.fetchAll(db).map { "\($0.list)/\($0.position)/\($0.title)" }
        }
        #expect(stored == ["home/0/Cook", "work/0/Review", "work/1/Water plants"])
        await #expect(throws: QueryDataSourceError.invalidDestination(ItemPath(item: 0, section: 9))) {
            try await source.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 9))
        }
        #expect(titles(source) == [["Cook"], ["Review", "Water plants"]])
    }

    /// Moving without a position column is refused with a message that says what to pass.
    @Test func moveNeedsPositionColumn() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(database: database.writer, request: TestDatabase.orderedRequest)
        await #expect(throws: QueryDataSourceError.noPositionColumn) {
            try await source.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0))
        }
    }
}

/// Counts statements from any thread.
private final class StatementCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
    func reset() { lock.withLock { value = 0 } }
}
