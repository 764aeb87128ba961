import Testing
import Whittle
import WhittleTesting

@MainActor
struct ArrayDataSourceTests {
    private func source(_ ids: [Int]) -> ArrayDataSource<TestItem> {
        ArrayDataSource(items: ids.map { TestItem(id: $0) }, title: "Items")
    }

    /// It answers the list's structure questions for one section.
    @Test func answersStructureQuestions() {
        let data = source([10, 20, 30])
        #expect(data.numberOfSections == 1)
        #expect(data.numberOfItems(inSection: 0) == 3)
        #expect(data.numberOfItems(inSection: 1) == 0)
        #expect(data.item(at: ItemPath(item: 1, section: 0))?.id == 20)
        #expect(data.item(at: ItemPath(item: 3, section: 0)) == nil)
        #expect(data.item(at: ItemPath(item: 0, section: 1)) == nil)
        #expect(data.itemPath(of: TestItem(id: 30)) == ItemPath(item: 2, section: 0))
        #expect(data.itemPath(of: TestItem(id: 99)) == nil)
        #expect(data.title(forSection: 0) == "Items")
        #expect(data.title(forSection: 1) == nil)
    }

    /// Replacing the items sends the diff, which a strict list view accepts.
    @Test func replacingItemsSendsTheDiff() throws {
        let data = source([1, 2, 3])
        let recorder = ChangeRecorder(data)
        data.items = [3, 1, 4].map { TestItem(id: $0) }
        #expect(recorder.failures.isEmpty)
        #expect(recorder.mirror == [data.items])
        let stage = try #require(recorder.received.first?.stages.first)
        #expect(stage.itemDeletes == [ItemPath(item: 1, section: 0)])
        #expect(stage.itemInserts == [ItemPath(item: 2, section: 0)])
        #expect(stage.itemMoves.count == 1)
        #expect(data.itemPath(of: TestItem(id: 4)) == ItemPath(item: 2, section: 0))
    }

    /// Insert, delete and move edit the items and each send one valid change.
    @Test func editsSendOneChangeEach() throws {
        let data = source([1, 2, 3])
        let recorder = ChangeRecorder(data)
        try data.insert(TestItem(id: 9), at: 1)
        let deleted = try data.delete(at: ItemPath(item: 0, section: 0))
        try data.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
        data.append(TestItem(id: 5))
        #expect(deleted.id == 1)
        #expect(data.items.map(\.id) == [2, 3, 9, 5])
        #expect(recorder.received.count == 4)
        #expect(recorder.failures.isEmpty)
        #expect(recorder.mirror == [data.items])
        #expect(data.itemPath(of: TestItem(id: 9)) == ItemPath(item: 2, section: 0))
    }

    /// Edits at paths that do not exist throw a typed error and change nothing.
    @Test func badPathsThrow() {
        let data = source([1])
        #expect(throws: DataSourceError.itemOutOfRange(ItemPath(item: 3, section: 0), itemCount: 1)) {
            try data.insert(TestItem(id: 2), at: 3)
        }
        #expect(throws: DataSourceError.sectionOutOfRange(section: 2, sectionCount: 1)) {
            try data.delete(at: ItemPath(item: 0, section: 2))
        }
        #expect(throws: DataSourceError.self) {
            try data.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0))
        }
        #expect(data.items.map(\.id) == [1])
    }

    /// A cancelled observation receives nothing more.
    @Test func cancelledObservationStops() {
        let data = source([1])
        var calls = 0
        let observation = data.observe { _ in calls += 1 }
        data.append(TestItem(id: 2))
        observation.cancel()
        data.append(TestItem(id: 3))
        #expect(calls == 1)
    }
}
