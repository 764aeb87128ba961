import Testing
import Whittle
import WhittleTesting

struct StrictListViewTests {
    private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    private func failure(before: [Int], after: [Int], _ stage: ListChanges.Stage) -> String? {
        var listView = StrictListView(rowCounts: before)
        do {
            try listView.apply(stage, rowCountsAfter: after)
            return nil
        } catch {
            #expect(listView.rowCounts == before, "a rejected update changes nothing")
            return error.message
        }
    }

    /// A consistent update is accepted and the new counts are kept.
    @Test func acceptsAConsistentUpdate() throws {
        var listView = StrictListView(rowCounts: [3, 1])
        var stage = ListChanges.Stage()
        stage.itemDeletes = [path(0)]
        stage.itemMoves = [.init(from: path(2), to: path(0, 1))]
        stage.itemInserts = [path(1, 1)]
        try listView.apply(stage, rowCountsAfter: [1, 3])
        #expect(listView.rowCounts == [1, 3])
        #expect(listView.appliedStageCount == 1)
    }

    /// A row count that does not add up fails with UIKit's message.
    @Test func rejectsCountMismatch() throws {
        let message = try #require(failure(before: [4], after: [5], ListChanges.Stage()))
        #expect(message.hasPrefix("Invalid update: invalid number of rows in section 0."))
        #expect(message.contains("after the update (5)") && message.contains("before the update (4)"))
    }

    /// One update UIKit rejects, a phrase its message must contain, and the nearest update
    /// UIKit's rules accept — so each case proves the rule is exactly the one it names, not
    /// that the model rejects everything near it.
    ///
    /// The rules are UIKit's documented batch-update rules (deletes and reloads name paths
    /// before the update, inserts and move destinations paths after it, deletes are handled
    /// before inserts; counts must add up) and the exception messages UIKit raises for them.
    ///
    /// Where each rule comes from (checked with the documentation, not with UIKit, which does
    /// not run on Linux):
    /// - Paths before/after, deletes first: `UITableView.deleteRows(at:with:)` — inside an
    ///   update block "UITableView defers any insertions of rows or sections until after it
    ///   has handled the deletions"
    ///   (developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)); the
    ///   Table View Programming Guide's "Batch Insertion, Deletion, and Reloading of Rows and
    ///   Sections": deletions and reloads name rows of the original table, insertions rows of
    ///   the resulting one; `UICollectionView.performBatchUpdates(_:completion:)`, the same for
    ///   items. The out-of-range cases ("which only contains 2 rows before the update", "only
    ///   1 rows in section 0 after the update", the section ranges) follow from it.
    /// - Counts add up: `UITableView.performBatchUpdates(_:completion:)` asks the updates block
    ///   to "update your table's data source to reflect your changes"; UIKit then checks
    ///   before − deleted + inserted ± moved against the data source ("invalid number of rows
    ///   in section", "invalid number of sections").
    /// - The same path or section named twice, or by two operations (delete and move, delete
    ///   and reload/reconfigure, move and reload, insert and move to, an item operation inside a
    ///   deleted, inserted or reloaded section): not written in Apple's prose; they are the
    ///   `NSInternalInconsistencyException` reasons UIKit raises ("attempt to delete and reload
    ///   the same index path", quoted in reports such as ios.dokry.com's "¿Cómo ordenar
    ///   movimientos, inserciones, eliminaciones y actualizaciones en un bloque
    ///   performBatchUpdates?"), which the expected phrases match.
    struct Conflict: Sendable, CustomTestStringConvertible {
        var expected: String
        var before: [Int]
        var after: [Int]
        var stage = ListChanges.Stage()
        var valid = ListChanges.Stage()
        var testDescription: String { expected }

        init(
            _ expected: String, _ before: [Int], _ after: [Int], _ build: (inout ListChanges.Stage) -> Void,
            valid buildValid: (inout ListChanges.Stage) -> Void
        ) {
            self.expected = expected
            self.before = before
            self.after = after
            build(&stage)
            buildValid(&valid)
        }
    }

    private static func p(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    static let conflicts: [Conflict] = [
        Conflict("which only contains 2 rows before the update", [2], [1]) { $0.itemDeletes = [p(2)] } valid: { $0.itemDeletes = [p(1)] },
        Conflict("delete the same index path twice", [2], [0]) { $0.itemDeletes = [p(0), p(0)] } valid: { $0.itemDeletes = [p(0), p(1)] },
        Conflict("delete and move the same index path", [2], [1]) { $0.itemDeletes = [p(0)]; $0.itemMoves = [.init(from: p(0), to: p(0))] } valid: {
            $0.itemDeletes = [p(0)]; $0.itemMoves = [.init(from: p(1), to: p(0))]
        },
        Conflict("insert the same index path twice", [0], [2]) { $0.itemInserts = [p(0), p(0)] } valid: { $0.itemInserts = [p(0), p(1)] },
        Conflict("insert and a move to the same index path", [2], [3]) { $0.itemInserts = [p(0)]; $0.itemMoves = [.init(from: p(1), to: p(0))] } valid: {
            $0.itemInserts = [p(0)]; $0.itemMoves = [.init(from: p(1), to: p(2))]
        },
        Conflict("move and reload the same index path", [2], [2]) {
            $0.itemReloads = [p(0)]; $0.itemMoves = [.init(from: p(0), to: p(1)), .init(from: p(1), to: p(0))]
        } valid: { $0.itemMoves = [.init(from: p(0), to: p(1)), .init(from: p(1), to: p(0))] },
        Conflict("move the same index path twice", [2], [2]) { $0.itemMoves = [.init(from: p(0), to: p(1)), .init(from: p(0), to: p(0))] } valid: {
            $0.itemMoves = [.init(from: p(0), to: p(1)), .init(from: p(1), to: p(0))]
        },
        Conflict("delete and reconfigure the same index path", [2], [1]) { $0.itemDeletes = [p(0)]; $0.itemReconfigures = [p(0)] } valid: {
            $0.itemDeletes = [p(0)]; $0.itemReconfigures = [p(1)]
        },
        Conflict("only 1 rows in section 0 after the update", [0], [1]) { $0.itemInserts = [p(1)] } valid: { $0.itemInserts = [p(0)] },
        Conflict("which is being deleted", [1, 1], [1]) { $0.sectionDeletes = [0]; $0.itemDeletes = [p(0)] } valid: { $0.sectionDeletes = [0] },
        Conflict("which is being inserted", [1], [1, 1]) { $0.sectionInserts = [0]; $0.itemInserts = [p(0)] } valid: { $0.sectionInserts = [0] },
        Conflict("which is being reloaded", [1], [1]) { $0.sectionReloads = [0]; $0.itemReconfigures = [p(0)] } valid: { $0.sectionReloads = [0] },
        Conflict("invalid number of sections", [1], [1, 1]) { _ in } valid: { $0.sectionInserts = [1] },
        Conflict("delete section 3, but there are only 1 sections", [1], []) { $0.sectionDeletes = [3] } valid: { $0.sectionDeletes = [0] },
        Conflict("insert section 4 but there are only 1 sections after the update", [], [1]) { $0.sectionInserts = [4] } valid: { $0.sectionInserts = [0] },
        Conflict("delete and move the same section", [1, 1], [1]) { $0.sectionDeletes = [0]; $0.sectionMoves = [.init(from: 0, to: 0)] } valid: {
            $0.sectionDeletes = [0]; $0.sectionMoves = [.init(from: 1, to: 0)]
        },
        Conflict("delete and reload the same section", [1], []) { $0.sectionDeletes = [0]; $0.sectionReloads = [0] } valid: { $0.sectionDeletes = [0] },
        Conflict("insert and move to the same section", [1, 1], [1, 1, 1]) { $0.sectionInserts = [0]; $0.sectionMoves = [.init(from: 1, to: 0)] } valid: {
            $0.sectionInserts = [0]; $0.sectionMoves = [.init(from: 1, to: 2)]
        },
        // Section moves with row changes inside the moved section (IGListKit's
        // IGListBatchUpdateData): the nearest valid update deletes and inserts the section.
        Conflict("move section 0 to section 1 and insert, delete or move rows in it", [1, 1], [1, 2]) {
            $0.sectionMoves = [.init(from: 0, to: 1)]; $0.itemInserts = [p(1, 1)]
        } valid: { $0.sectionDeletes = [0]; $0.sectionInserts = [1] },
        Conflict("move section 0 to section 1 and insert, delete or move rows in it", [2, 1], [1, 1]) {
            $0.sectionMoves = [.init(from: 0, to: 1)]; $0.itemDeletes = [p(1, 0)]
        } valid: { $0.sectionDeletes = [0]; $0.sectionInserts = [1] },
        Conflict("move section 1 to section 0 and insert, delete or move rows in it", [1, 2], [2, 1]) {
            $0.sectionMoves = [.init(from: 1, to: 0)]; $0.itemMoves = [.init(from: p(0, 0), to: p(1, 0))]
            $0.itemDeletes = [p(1, 1)]; $0.itemInserts = [p(0, 1)]
        } valid: { $0.sectionMoves = [.init(from: 1, to: 0)] },
    ]

    /// A drag the user made moves the row in the list view itself: the counts follow without a
    /// batch, so the next change checks against them; a drag from or to nowhere is refused.
    @Test func aUsersDragChangesTheCountsWithoutABatch() throws {
        var listView = StrictListView(rowCounts: [2, 1])
        try listView.userMovedRow(from: Self.p(1, 0), to: Self.p(0, 1))
        #expect(listView.rowCounts == [1, 2])
        var insert = ListChanges.Stage()
        insert.itemInserts = [Self.p(2, 1)]
        #expect(throws: Never.self) { try listView.apply(insert, rowCountsAfter: [1, 3]) }
        #expect(throws: BatchUpdateFailure.self) { try listView.userMovedRow(from: Self.p(5, 0), to: Self.p(0, 1)) }
        #expect(throws: BatchUpdateFailure.self) { try listView.userMovedRow(from: Self.p(0, 0), to: Self.p(4, 1)) }
        #expect(listView.rowCounts == [1, 3])
    }

    /// Every modelled conflict is rejected with a message naming it.
    @Test(arguments: conflicts)
    func rejectsConflicts(conflict: Conflict) throws {
        let message = try #require(failure(before: conflict.before, after: conflict.after, conflict.stage))
        #expect(message.contains(conflict.expected), "\(message)")
    }

    /// The nearest update the rule allows is accepted: the rule rejects only what it names.
    @Test(arguments: conflicts)
    func acceptsTheNearestValidUpdate(conflict: Conflict) {
        var listView = StrictListView(rowCounts: conflict.before)
        #expect(throws: Never.self) { try listView.apply(conflict.valid, rowCountsAfter: conflict.after) }
        #expect(listView.rowCounts == conflict.after)
    }

    /// A batch update before the list view's first layout fails even though it is
    /// consistent: UIKit reads the counts as the update starts, already the new ones. Not in
    /// Apple's documentation; reported as rdar://28167779 ("UICollectionView
    /// performBatchUpdates can trigger a crash if the collection view is flagged for layout",
    /// openradar.appspot.com/radar?id=4926683987574784) and rdar://15262692 (a collection view
    /// not in a window), with the message modelled here: "The number of items contained in an
    /// existing section after the update (3) must be equal to the number of items contained in
    /// that section before the update (3), plus or minus …".
    @Test func batchUpdateBeforeFirstLayoutFails() throws {
        var insert = ListChanges.Stage()
        insert.itemInserts = [path(0)]
        var listView = StrictListView.beforeFirstLayout()
        let error = #expect(throws: BatchUpdateFailure.self) { try listView.apply(insert, rowCountsAfter: [1]) }
        let message = try #require(error?.message)
        #expect(message.contains("after the update (1)") && message.contains("before the update (1)"), "\(message)")
        var loaded = StrictListView(rowCounts: [0])
        #expect(throws: Never.self) { try loaded.apply(insert, rowCountsAfter: [1]) }
    }

    /// Multi-stage changes report which stage failed.
    @Test func reportsTheFailingStage() {
        var good = ListChanges.Stage()
        good.itemInserts = [path(0)]
        var bad = ListChanges.Stage()
        bad.itemDeletes = [path(5)]
        var listView = StrictListView(rowCounts: [0])
        let error = #expect(throws: BatchUpdateFailure.self) {
            try listView.apply(ListChanges(stages: [good, bad]), rowCountsAfter: [1])
        }
        #expect(error?.stage == 1)
        #expect(listView.rowCounts == [1], "the first stage was applied")
    }
}
