import Testing
import Whittle

@MainActor
struct ListSnapshotTests {
    /// A snapshot lists every section and item identifier of the data source, in order.
    @Test func readsTheDataSource() {
        let source = ArrayDataSource(items: [TestItem(id: 3), TestItem(id: 1), TestItem(id: 2)])
        let snapshot = ListSnapshot<Int, Int>(source)
        #expect(snapshot.sections == [.init(id: 0, itemIDs: [3, 1, 2])])
        #expect(snapshot.duplicateItemIDs.isEmpty)
        #expect(snapshot.itemID(at: ItemPath(item: 1, section: 0)) == 1)
        #expect(snapshot.itemID(at: ItemPath(item: 3, section: 0)) == nil)
    }

    /// Duplicate identifiers, which make a diffable data source trap, are named and only
    /// their first occurrence is kept.
    @Test func duplicatesAreDroppedAndNamed() {
        let snapshot = ListSnapshot<String, Int>(sections: [
            .init(id: "a", itemIDs: [1, 2, 1]),
            .init(id: "b", itemIDs: [2, 3]),
            .init(id: "a", itemIDs: [4]),
        ])
        #expect(snapshot.sections == [.init(id: "a", itemIDs: [1, 2]), .init(id: "b", itemIDs: [3])])
        #expect(snapshot.duplicateItemIDs == [1, 2])
    }

    /// Content changes, which a diffable data source cannot see, become the identifiers to
    /// reconfigure — also when the diff moved items in its first stage.
    @Test func contentChangesBecomeReconfiguredIdentifiers() {
        let source = ArrayDataSource(items: [1, 2, 3, 4].map { TestItem(id: $0) })
        let before = ListSnapshot<Int, Int>(source)
        var received: [ListChanges] = []
        let token = source.observe { received.append($0) }
        source.items = [TestItem(id: 4), TestItem(id: 1), TestItem(id: 2, revision: 1), TestItem(id: 3, revision: 1)]
        let after = ListSnapshot<Int, Int>(source)
        #expect(received.count == 1)
        let reconfigured = ListSnapshot.reconfiguredItemIDs(for: received[0], before: before, after: after)
        #expect(Set(reconfigured) == [2, 3])
        #expect(reconfigured.count == 2)
        token.cancel()
    }

    /// A one-stage change names old paths, looked up before the change.
    @Test func firstStageIsLookedUpBeforeTheChange() {
        let before = ListSnapshot<Int, String>(sections: [.init(id: 0, itemIDs: ["a", "b", "c"])])
        let after = ListSnapshot<Int, String>(sections: [.init(id: 0, itemIDs: ["b", "c"])])
        var stage = ListChanges.Stage()
        stage.itemDeletes = [ItemPath(item: 0, section: 0)]
        stage.itemReloads = [ItemPath(item: 2, section: 0)]
        #expect(ListSnapshot.reconfiguredItemIDs(for: ListChanges(stages: [stage]), before: before, after: after) == ["c"])
    }
}
