import Testing
import Whittle
import WhittleTesting

/// A table view the user edits over a ``SectionedDataSource``: it moves a dragged row itself,
/// then hears from the editor what else the drag changed.
@MainActor
private final class DraggedTable {
    let source: SectionedDataSource<TestItem, Int>
    let editor: ListEditor<SectionedDataSource<TestItem, Int>>
    private(set) var listView: StrictListView
    private(set) var rows: [[TestItem]]
    private var observation: ObservationToken?

    init(_ source: SectionedDataSource<TestItem, Int>) {
        self.source = source
        editor = ListEditor(source)
        listView = StrictListView(source)
        rows = ChangeRecorder.contents(of: source)
        observation = editor.observe { [weak self] changes in try? self?.apply(changes) }
    }

    /// The drop: the row moves on screen, the editor records it, and what it returns is applied.
    func userDrags(from source: ItemPath, to destination: ItemPath) throws {
        try listView.userMovedRow(from: source, to: destination)
        rows[destination.section].insert(rows[source.section].remove(at: source.item), at: destination.item)
        try apply(editor.commitUserMove(from: source, to: destination))
    }

    func apply(_ changes: ListChanges) throws {
        try listView.apply(changes, from: source)
        rows = try ListChangesReplay.replay(changes, on: rows, new: ChangeRecorder.contents(of: source))
    }
}

@MainActor
struct SectionedDataSourceEditingTests {
    private func contacts(reassigning: Bool = true, itemOrder: SectionedDataSource<TestItem, Int>.ItemOrder = .kept) -> SectionedDataSource<TestItem, Int> {
        SectionedDataSource(
            items: [TestItem(id: 1, group: 0), TestItem(id: 2, group: 0), TestItem(id: 3, group: 1), TestItem(id: 4, group: 2)],
            sectionedBy: \.group, sectionOrder: .ascending, itemOrder: itemOrder,
            footer: { _, items in "\(items.count)" },
            reassign: reassigning ? { item, group in var item = item; item.group = group; return item } : nil
        )
    }

    /// Dragging the only row of a section into another: the item takes the new section's key,
    /// the emptied section is deleted and the footers are refreshed in a batch the table
    /// accepts, and the table ends up showing exactly the data source.
    @Test func dragEmptyingASectionDeletesTheSection() throws {
        let table = DraggedTable(contacts())
        try table.userDrags(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 1, section: 0))
        #expect(table.source.sections.map { $0.items.map(\.id) } == [[1, 3, 2], [4]])
        #expect(table.source.items.first { $0.id == 3 }?.group == 0)
        #expect(table.source.footer(forSection: 0) == "3")
        #expect(table.listView.rowCounts == [3, 1])
        #expect(table.rows == ChangeRecorder.contents(of: table.source))
    }

    /// Another screen showing the same data source gets the whole change, valid on its own.
    @Test func otherObserversGetTheWholeMove() throws {
        let table = DraggedTable(contacts())
        let elsewhere = ChangeRecorder(table.source)
        try table.userDrags(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 2))
        #expect(elsewhere.failures.isEmpty)
        #expect(elsewhere.mirror == ChangeRecorder.contents(of: table.source))
        #expect(table.rows == ChangeRecorder.contents(of: table.source))
    }

    /// A drag within a section keeps the drop position; a move made in code is animated for
    /// the table like any change.
    @Test func moveWithinASectionAndInCode() throws {
        let table = DraggedTable(contacts())
        try table.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0))
        #expect(table.source.sections[0].items.map(\.id) == [2, 1])
        try table.source.move(from: ItemPath(item: 0, section: 2), to: ItemPath(item: 0, section: 1))
        #expect(table.source.sections.map { $0.items.map(\.id) } == [[2, 1], [4, 3]])
        #expect(table.rows == ChangeRecorder.contents(of: table.source))
    }

    /// Without `reassign:` an item cannot change section, and the error says what to pass;
    /// sorted items cannot be dragged at all, since they would snap back.
    @Test func refusedMovesSayWhy() {
        let fixed = contacts(reassigning: false)
        #expect(throws: DataSourceError.self) {
            try fixed.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1))
        }
        #expect(fixed.sections.map { $0.items.map(\.id) } == [[1, 2], [3], [4]])
        do {
            try fixed.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1))
        } catch {
            #expect("\(error)".contains("reassign:"))
        }
        #expect(throws: DataSourceError.itemOutOfRange(ItemPath(item: 2, section: 0), itemCount: 1)) {
            try fixed.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
        }
        #expect(fixed.canMoveItem(at: ItemPath(item: 0, section: 0)))
        let sorted = contacts(reassigning: false, itemOrder: .sorted { $0.id < $1.id })
        #expect(!sorted.canMoveItem(at: ItemPath(item: 0, section: 0)))
        #expect(contacts(itemOrder: .sorted { $0.id < $1.id }).canMoveItem(at: ItemPath(item: 0, section: 0)))
    }

    /// A drag into a sorted section lands where the order puts it.
    @Test func dragIntoASortedSectionTakesItsPlace() throws {
        let table = DraggedTable(contacts(itemOrder: .sorted { $0.id < $1.id }))
        try table.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1))
        #expect(table.source.sections.map { $0.items.map(\.id) } == [[2], [1, 3], [4]])
        #expect(table.rows == ChangeRecorder.contents(of: table.source))
    }
}
