import Foundation
import Testing
import Whittle

struct ListBatchOperationTests {
    private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    private var fullStage: ListChanges.Stage {
        var stage = ListChanges.Stage()
        stage.sectionDeletes = [4, 2]
        stage.sectionInserts = [0]
        stage.sectionMoves = [.init(from: 1, to: 3)]
        stage.sectionReloads = [5]
        stage.itemDeletes = [path(0)]
        stage.itemInserts = [path(1)]
        stage.itemMoves = [.init(from: path(2), to: path(3))]
        stage.itemReloads = [path(4)]
        stage.itemReconfigures = [path(5)]
        return stage
    }

    /// Every kind of change becomes exactly one call, sections before items.
    @Test func everyChangeBecomesOneCallInOrder() {
        #expect(ListBatchOperation.operations(for: fullStage, canReconfigure: true) == [
            .deleteSections([2, 4]), .insertSections([0]), .moveSection(from: 1, to: 3), .reloadSections([5]),
            .deleteItems([path(0)]), .insertItems([path(1)]), .moveItem(from: path(2), to: path(3)),
            .reloadItems([path(4)]), .reconfigureItems([path(5)]),
        ])
    }

    /// A view without in-place reconfigure reloads those items instead of losing them.
    @Test func reconfiguresFoldIntoReloadsWhenUnsupported() {
        let operations = ListBatchOperation.operations(for: fullStage, canReconfigure: false)
        #expect(operations.last == .reloadItems([path(4), path(5)]))
        #expect(!operations.contains(.reconfigureItems([path(5)])))
    }

    /// Kinds with nothing to do produce no call, so the view does no empty work.
    @Test(arguments: [true, false])
    func emptyKindsProduceNoCall(canReconfigure: Bool) {
        var stage = ListChanges.Stage()
        stage.itemReconfigures = [path(7, 2)]
        let expected: ListBatchOperation = canReconfigure ? .reconfigureItems([path(7, 2)]) : .reloadItems([path(7, 2)])
        #expect(ListBatchOperation.operations(for: stage, canReconfigure: canReconfigure) == [expected])
    }
}
