import Testing
import Whittle
import WhittleTesting

struct ListChangesReplayTests {
    /// Replay moves old values, inserts new ones and refreshes reconfigured ones.
    @Test func replaysAStagedChange() throws {
        let old = [["a", "b", "c"], ["d"]]
        let new = [["c", "B"], ["d", "a", "e"]]
        var structure = ListChanges.Stage()
        structure.itemMoves = [.init(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0)),
                               .init(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1))]
        structure.itemInserts = [ItemPath(item: 2, section: 1)]
        var content = ListChanges.Stage()
        content.itemReconfigures = [ItemPath(item: 1, section: 0)]
        #expect(try ListChangesReplay.replay(ListChanges(stages: [structure, content]), on: old, new: new) == new)
        // Without the reconfigure stage the stale value stays: replay exposes missed updates.
        #expect(try ListChangesReplay.replay(ListChanges(stages: [structure]), on: old, new: new) == [["c", "b"], ["d", "a", "e"]])
    }

    /// Section moves carry their items; inserted and reloaded sections take the new contents.
    @Test func replaysSectionChanges() throws {
        var stage = ListChanges.Stage()
        stage.sectionMoves = [.init(from: 1, to: 0)]
        stage.sectionInserts = [2]
        stage.sectionReloads = [0]
        let replayed = try ListChangesReplay.replay(stage, on: [["x"], ["y"]], new: [["y"], ["X"], ["z"]])
        #expect(replayed == [["y"], ["X"], ["z"]])
    }

    /// An invalid stage is rejected rather than replayed.
    @Test func rejectsInvalidStages() {
        var stage = ListChanges.Stage()
        stage.itemDeletes = [ItemPath(item: 4, section: 0)]
        #expect(throws: BatchUpdateFailure.self) { try ListChangesReplay.replay(stage, on: [["a"]], new: [[]]) }
    }
}
