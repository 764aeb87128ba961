import Testing
import Whittle
import WhittleTesting

struct ListUpdatePlanTests {
    private var insertStage: ListChanges.Stage {
        var stage = ListChanges.Stage()
        stage.itemInserts = [ItemPath(item: 0, section: 0)]
        return stage
    }

    /// Empty changes need no call at all, on screen or off.
    @Test(arguments: [true, false])
    func emptyChangesDoNothing(isOnScreen: Bool) {
        #expect(ListUpdatePlan(changes: ListChanges(), isOnScreen: isOnScreen) == .nothing)
    }

    /// A list view outside a window reloads instead of animating.
    @Test func offScreenReloads() {
        let changes = ListChanges(stages: [insertStage])
        #expect(ListUpdatePlan(changes: changes, isOnScreen: false) == .reload)
    }

    /// On screen, every stage is animated, in the order the data source reported them.
    @Test func onScreenAnimatesStagesInOrder() {
        var second = ListChanges.Stage()
        second.itemDeletes = [ItemPath(item: 2, section: 1)]
        let changes = ListChanges(stages: [insertStage, second])
        #expect(ListUpdatePlan(changes: changes, isOnScreen: true) == .batches([insertStage, second]))
    }

    /// A list view that has not loaded its counts yet reloads: a batch update would crash it
    /// (the strict list view shows how), a reload never does.
    @Test func beforeFirstLayoutReloads() throws {
        let changes = ListChanges(stages: [insertStage])
        #expect(ListUpdatePlan(changes: changes, isOnScreen: true, hasLoadedCounts: false) == .reload)

        var crashing = StrictListView.beforeFirstLayout()
        #expect(throws: BatchUpdateFailure.self) { try crashing.apply(changes, rowCountsAfter: [1]) }
        var reloaded = StrictListView.beforeFirstLayout()
        reloaded.reloadData(rowCounts: [1])
        #expect(reloaded.rowCounts == [1])
        #expect(reloaded.hasLoadedCounts)
    }
}
