import Testing
import Whittle
import WhittleTesting

/// A table view being edited, as a model: its rows (which the user reorders on screen
/// before the data source hears of it) and its batch-update checks.
@MainActor
private final class EditedTable {
    let source: ArrayDataSource<TestItem>
    let editor: ListEditor<ArrayDataSource<TestItem>>
    private(set) var rows: [Int]
    private(set) var listView: StrictListView
    private(set) var received: [ListChanges] = []
    private(set) var failures: [BatchUpdateFailure] = []
    private var observation: ObservationToken?

    init(ids: [Int]) {
        source = ArrayDataSource(items: ids.map { TestItem(id: $0) })
        editor = ListEditor(source)
        rows = ids
        listView = StrictListView(source)
        observation = editor.observe { [weak self] changes in self?.apply(changes) }
    }

    /// What UIKit does when the user drops a dragged row: the table moves it on screen, then
    /// tells the data source.
    func userDrags(from: Int, to: Int) throws {
        rows.insert(rows.remove(at: from), at: to)
        #expect(try editor.commitUserMove(from: ItemPath(item: from, section: 0), to: ItemPath(item: to, section: 0)).isEmpty)
    }

    private func apply(_ changes: ListChanges) {
        received.append(changes)
        do {
            try listView.apply(changes, from: source)
            rows = try ListChangesReplay.replay(changes, on: [rows.map { TestItem(id: $0) }], new: [source.items])[0].map(\.id)
        } catch {
            failures.append(error)
        }
    }
}

@MainActor
struct ListEditorTests {
    /// The user's drag is recorded in the data source and not replayed into the table that
    /// already shows it; the table and the data source agree afterwards.
    @Test func userDragIsNotReplayed() throws {
        let table = EditedTable(ids: [1, 2, 3, 4])
        try table.userDrags(from: 0, to: 2)
        #expect(table.received.isEmpty)
        #expect(table.source.items.map(\.id) == [2, 3, 1, 4])
        #expect(table.rows == [2, 3, 1, 4])
    }

    /// Other observers of the data source (another screen) still get the move.
    @Test func otherObserversStillGetTheMove() throws {
        let table = EditedTable(ids: [1, 2, 3])
        var elsewhere: [ListChanges] = []
        let token = table.source.observe { elsewhere.append($0) }
        try table.userDrags(from: 2, to: 0)
        var move = ListChanges.Stage()
        move.itemMoves = [.init(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))]
        #expect(elsewhere == [ListChanges(stages: [move])])
        token.cancel()
    }

    /// A move made in code (not by a drag) reaches the table and is animated there.
    @Test func moveInCodeReachesTheTable() throws {
        let table = EditedTable(ids: [1, 2, 3])
        try table.source.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
        #expect(table.received.count == 1)
        #expect(table.failures.isEmpty)
        #expect(table.rows == [2, 3, 1])
    }

    /// Swipe to delete removes the item and animates the deletion, as
    /// `tableView(_:commit:forRowAt:)` requires.
    @Test func deleteIsCommittedAndAnimated() throws {
        let table = EditedTable(ids: [1, 2, 3])
        try table.editor.commitDelete(at: ItemPath(item: 1, section: 0))
        #expect(table.source.items.map(\.id) == [1, 3])
        #expect(table.failures.isEmpty)
        #expect(table.rows == [1, 3])
        #expect(table.listView.rowCounts == [2])
    }

    /// The data source decides which rows offer the delete and reorder controls; a refused
    /// edit throws instead of changing anything.
    @Test func dataSourceDecidesWhatIsEditable() {
        let table = EditedTable(ids: [1, 2, 3])
        table.source.canDelete = { $0.id != 2 }
        table.source.canMove = { $0.id == 3 }
        #expect(table.editor.canEdit(at: ItemPath(item: 0, section: 0)))
        #expect(!table.editor.canEdit(at: ItemPath(item: 1, section: 0)))
        #expect(!table.editor.canEdit(at: ItemPath(item: 9, section: 0)))
        #expect(table.editor.canMove(at: ItemPath(item: 2, section: 0)))
        #expect(!table.editor.canMove(at: ItemPath(item: 0, section: 0)))
        #expect(throws: DataSourceError.unsupportedEdit("the item at [0, 1] may not be deleted")) {
            try table.editor.commitDelete(at: ItemPath(item: 1, section: 0))
        }
        #expect(table.source.items.map(\.id) == [1, 2, 3])
        #expect(table.received.isEmpty)
    }
}
