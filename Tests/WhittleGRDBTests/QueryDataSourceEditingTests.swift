import Foundation
import GRDB
import Testing
import WhittleGRDB
import WhittleTesting

/// A table view edited through a ``ListEditor`` over a ``QueryDataSource``, as
/// `EditableTableViewBridge` does: swipes and drags show at once, the database follows.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct QueryDataSourceEditingTests {
    private let seed = TaskRecord.seed

    private func makeSource(_ database: TestDatabase) async throws -> QueryDataSource<TaskRecord> {
        try await database.insert(seed)
        return try await QueryDataSource(
            database: database.writer, request: TestDatabase.orderedRequest,
            sectionColumn: Column("list"), positionColumn: Column("position"))
    }

    private func stored(_ database: TestDatabase) async throws -> [String] {
        try await database.writer.read { db in
            try TestDatabase.orderedRequest.fetchAll(db).map { "\($0.list)/\($0.position)/\($0.title)" }
        }
    }

    /// Dragging the only task of a list into another: the table is not told of the drag it
    /// shows, the database gets the new list and positions, and the emptied section is
    /// deleted when the database's result arrives — a batch the table accepts.
    @Test func dragEmptyingASectionDeletesItAfterTheWrite() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let source = try await makeSource(database)
        let editor = ListEditor(source)
        let table = ChangeStream(editing: editor)
        #expect(editor.canMove(at: ItemPath(item: 0, section: 1)))

        try table.userDrags(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 1, section: 0), in: editor)
        #expect(table.pending == 0)
        // The moved record's list changed too, so its cell may be refreshed in the same batch.
        #expect(await table.next().stages.first?.sectionDeletes == [1])
        #expect(table.listView.rowCounts == [3])
        #expect(try await stored(database) == ["home/0/Water plants", "home/1/Review", "home/2/Cook"])
    }

    /// Swipe to delete removes the row at once, as `tableView(_:commit:forRowAt:)` requires;
    /// a write the database refuses brings the row back and reaches `editFailureHandler`.
    @Test func refusedDeleteRestoresTheRowAndReportsTheError() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let source = try await makeSource(database)
        try await database.writer.write { db in
            try db.execute(sql: "CREATE TRIGGER keep BEFORE DELETE ON task BEGIN SELECT RAISE(ABORT, 'tasks are kept'); END")
        }
        let editor = ListEditor(source)
        let table = ChangeStream(editing: editor)
        let failure = AsyncStream.makeStream(of: String.self)
        source.editFailureHandler = { error in failure.continuation.yield("\(error)") }

        try editor.commitDelete(at: ItemPath(item: 0, section: 0))
        var delete = ListChanges.Stage()
        delete.itemDeletes = [ItemPath(item: 0, section: 0)]
        #expect(await table.next() == ListChanges(stages: [delete]))
        #expect(table.listView.rowCounts == [1, 1])

        var errors = failure.stream.makeAsyncIterator()
        #expect(await errors.next()?.contains("tasks are kept") == true)
        _ = await table.next()
        #expect(table.listView.rowCounts == [2, 1])
        #expect(source.item(at: ItemPath(item: 0, section: 0))?.title == "Water plants")
    }

    /// Without a position column nothing can be dragged, and a drag is refused with the fix.
    @Test func withoutPositionColumnRowsCannotBeDragged() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert(seed)
        let source = try await QueryDataSource(database: database.writer, request: TestDatabase.orderedRequest)
        let editor = ListEditor(source)
        #expect(!editor.canMove(at: ItemPath(item: 0, section: 0)))
        #expect(editor.canEdit(at: ItemPath(item: 0, section: 0)))
        #expect(throws: DataSourceError.unsupportedEdit(QueryDataSourceError.noPositionColumn.description)) {
            _ = try editor.commitUserMove(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0))
        }
    }
}
