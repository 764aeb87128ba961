import Whittle

/// A pure model of `UITableView`/`UICollectionView` batch updates for tests: it holds the row
/// count of every section, applies ``ListChanges`` stage by stage, and throws a
/// ``BatchUpdateFailure`` with a UIKit-shaped message wherever UIKit would raise.
///
/// Use it in a test of anything that emits changes — a data source, a diff, your own
/// model — to prove the changes can be applied without a crash, on Linux, with no UI:
///
/// ```swift
/// var listView = StrictListView(dataSource)
/// var failures: [BatchUpdateFailure] = []
/// let observation = dataSource.observe { changes in
///     do throws(BatchUpdateFailure) { try listView.apply(changes, from: dataSource) } catch { failures.append(error) }
/// }
/// // … change the data source …
/// #expect(failures.isEmpty)
/// ```
///
/// ## Modelled conditions
///
/// Sections:
/// - a deleted, moved-from or reloaded section outside the old sections;
///   an inserted or moved-to section outside the new sections;
/// - a section deleted, inserted, reloaded, moved from or moved to twice;
/// - a section both deleted and moved, deleted and reloaded, moved and reloaded, or inserted
///   and moved to;
/// - a section count that is not old − deleted + inserted ("invalid number of sections").
///
/// Items:
/// - a deleted, moved-from, reloaded or reconfigured path outside the old rows of its
///   section; an inserted or moved-to path outside the new rows;
/// - the same path deleted, inserted, moved from, moved to, reloaded or reconfigured twice;
/// - a path both deleted and moved, deleted and reloaded/reconfigured, moved and
///   reloaded/reconfigured, or inserted and moved to;
/// - any item operation in a section that is being deleted, inserted or reloaded;
/// - a row deleted, inserted or moved in or out of a section that the same update moves: UIKit
///   raises no exception for it, but `UICollectionView` corrupts its layout and memory on it
///   (IGListKit's `IGListBatchUpdateData` converts such moves "to avoid UICollectionView heap
///   corruptions, exceptions, and animation/snapshot bugs"), so it is rejected here;
/// - a row count that is not old − deleted − moved out + inserted + moved in
///   ("invalid number of rows in section …").
///
/// Loading:
/// - a batch update on a list view that has not asked for its counts yet
///   (``beforeFirstLayout()``): UIKit reads the counts as the update starts, from a data
///   source that already holds the new state, so every insert or delete fails the count
///   check — the commonest real crash, from updating a list in `viewDidLoad`.
///
/// It does not model animation or cell-reuse problems, only the consistency checks.
///
/// ## Sources
///
/// The ordering and index rules are those of `UITableView.deleteRows(at:with:)` (insertions
/// deferred until deletions are handled), `UITableView.performBatchUpdates(_:completion:)`
/// and `UICollectionView.performBatchUpdates(_:completion:)`, and the Table View Programming
/// Guide's "Batch Insertion, Deletion, and Reloading of Rows and Sections". The conflict
/// conditions and their messages are UIKit's `NSInternalInconsistencyException` reasons,
/// which Apple does not document in prose; the before-first-layout case is rdar://28167779
/// and rdar://15262692. `StrictListViewTests` cites them rule by rule.
public struct StrictListView: Sendable, Equatable {
    /// The number of rows of each section, as the list view currently believes.
    public private(set) var rowCounts: [Int]

    /// The number of stages applied so far.
    public private(set) var appliedStageCount = 0

    /// Whether the list view has asked its data source for counts; `false` only before the
    /// first layout.
    public private(set) var hasLoadedCounts = true

    /// Creates a list view showing sections with the given row counts.
    public init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    /// A list view before its first layout: it has never asked its data source for counts.
    public static func beforeFirstLayout() -> StrictListView {
        var listView = StrictListView(rowCounts: [])
        listView.hasLoadedCounts = false
        return listView
    }

    /// Reloads: the list view takes `rowCounts` as they are, as `reloadData()` does.
    public mutating func reloadData(rowCounts: [Int]) {
        self.rowCounts = rowCounts
        hasLoadedCounts = true
    }

    /// The user dragged a row from `source` to `destination`: the list view moved it itself,
    /// so its row counts change with no batch update, as a table view's do after
    /// `tableView(_:moveRowAt:to:)`. Call it where the test simulates the drag, before the data
    /// source's change (whose echo a `ListEditor` holds back) is applied.
    ///
    /// - Throws: ``BatchUpdateFailure`` when either path is outside the rows the list view shows.
    public mutating func userMovedRow(from source: ItemPath, to destination: ItemPath) throws(BatchUpdateFailure) {
        guard rowCounts.indices.contains(source.section), (0..<rowCounts[source.section]).contains(source.item) else {
            throw BatchUpdateFailure(message: "the user cannot drag row \(source.item) of section \(source.section): the list view shows \(rowCounts)")
        }
        var after = rowCounts
        after[source.section] -= 1
        guard after.indices.contains(destination.section), (0...after[destination.section]).contains(destination.item) else {
            throw BatchUpdateFailure(message: "the user cannot drop a row at row \(destination.item) of section \(destination.section): the list view shows \(rowCounts)")
        }
        after[destination.section] += 1
        rowCounts = after
    }

    /// Creates a list view as it is right after `reloadData()` from `dataSource`.
    @MainActor
    public init<Source: DataSource>(_ dataSource: Source) {
        self.init(rowCounts: Self.rowCounts(of: dataSource))
    }

    /// The row counts `dataSource` reports now, as UIKit would ask for them.
    @MainActor
    public static func rowCounts<Source: DataSource>(of dataSource: Source) -> [Int] {
        dataSource.rowCounts
    }

    /// Applies every stage of `changes`, checking each against the counts `dataSource`
    /// reports now — as UIKit does, since the data source already holds the new state while
    /// the stages run.
    ///
    /// - Throws: The first ``BatchUpdateFailure``; the list view keeps the counts of the
    ///   stages applied before it.
    @MainActor
    public mutating func apply<Source: DataSource>(_ changes: ListChanges, from dataSource: Source) throws(BatchUpdateFailure) {
        try apply(changes, rowCountsAfter: Self.rowCounts(of: dataSource))
    }

    /// Applies every stage of `changes`, checking each against `rowCountsAfter`, the counts
    /// the data source reports while the stages run.
    ///
    /// - Throws: The first ``BatchUpdateFailure``, with its ``BatchUpdateFailure/stage``.
    public mutating func apply(_ changes: ListChanges, rowCountsAfter: [Int]) throws(BatchUpdateFailure) {
        for (index, stage) in changes.stages.enumerated() {
            do {
                try apply(stage, rowCountsAfter: rowCountsAfter)
            } catch {
                throw BatchUpdateFailure(message: error.message, stage: index)
            }
        }
    }

    /// Applies one batch update whose data source reports `rowCountsAfter` once it ends.
    ///
    /// - Throws: ``BatchUpdateFailure`` on the first condition UIKit rejects; the list view
    ///   is left unchanged.
    public mutating func apply(_ stage: ListChanges.Stage, rowCountsAfter: [Int]) throws(BatchUpdateFailure) {
        if !hasLoadedCounts {
            // UIKit loads its counts as the first update begins: they are already the new ones.
            rowCounts = rowCountsAfter
            hasLoadedCounts = true
        }
        var check = BatchUpdateCheck(before: rowCounts, after: rowCountsAfter, stage: stage)
        try check.run()
        rowCounts = rowCountsAfter
        appliedStageCount += 1
    }
}
