import Foundation
import Testing
import Whittle

struct SingleSectionRowUpdateTests {
    private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    /// Deletes and inserts animate together: removals by old index, insertions by new index.
    @Test func deletesAndInsertsAnimateTogether() {
        var stage = ListChanges.Stage()
        stage.itemDeletes = [path(3), path(1)]
        stage.itemInserts = [path(0)]
        #expect(SingleSectionRowUpdate(stage: stage) == .removeAndInsert(removals: [1, 3], insertions: [0]))
    }

    /// Reloads and reconfigures both refresh rows in place, since the view has no reconfigure.
    @Test func reloadsAndReconfiguresRefreshRows() {
        var stage = ListChanges.Stage()
        stage.itemReloads = [path(2)]
        stage.itemReconfigures = [path(5)]
        #expect(SingleSectionRowUpdate(stage: stage) == .refresh([2, 5]))
    }

    /// Stages the view cannot animate consistently fall back to a full reload.
    @Test(arguments: [
        "section insert", "row move", "refresh mixed with insert", "item in another section",
    ])
    func unsafeStagesReloadEverything(kind: String) {
        var stage = ListChanges.Stage()
        switch kind {
        case "section insert": stage.sectionInserts = [1]
        case "row move": stage.itemMoves = [.init(from: path(0), to: path(2))]
        case "refresh mixed with insert":
            stage.itemReloads = [path(0)]
            stage.itemInserts = [path(1)]
        default: stage.itemInserts = [path(0, 1)]
        }
        #expect(SingleSectionRowUpdate(stage: stage) == .reloadAll)
    }

    /// An empty stage asks the view for nothing.
    @Test func emptyStageDoesNothing() {
        #expect(SingleSectionRowUpdate(stage: ListChanges.Stage()) == .nothing)
    }
}
