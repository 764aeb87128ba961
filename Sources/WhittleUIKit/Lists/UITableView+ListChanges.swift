#if canImport(UIKit)
import UIKit
import Whittle

extension UITableView {
    /// Applies `changes` to the table view, one `performBatchUpdates(_:completion:)` per stage.
    ///
    /// Call it in the same turn in which the data source changed (a data source's `observe(_:)`
    /// handler does): every stage is issued at once, so the table view never asks the data
    /// source for counts between stages. When the table view is not in a window there is
    /// nothing to animate and it reloads instead.
    ///
    /// - Parameters:
    ///   - changes: The changes, as reported by a Whittle data source.
    ///   - animation: The row animation for inserts, deletes and reloads.
    ///   - completion: Called once, after the last stage finished; `true` when no animation
    ///     was interrupted.
    public func apply(
        _ changes: ListChanges, animation: UITableView.RowAnimation = .automatic,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard window != nil, !changes.isEmpty else {
            if !changes.isEmpty { reloadData() }
            completion?(true)
            return
        }
        let remaining = StageCountdown(stages: changes.stages.count, completion: completion)
        for stage in changes.stages {
            // UIKit runs both blocks on the main thread; the assertion makes that explicit
            // whatever isolation the SDK declares for them.
            performBatchUpdates {
                MainActor.assumeIsolated { self.applyStage(stage, animation: animation) }
            } completion: { finished in
                MainActor.assumeIsolated { remaining.stageFinished(finished) }
            }
        }
    }

    private func applyStage(_ stage: ListChanges.Stage, animation: UITableView.RowAnimation) {
        deleteSections(IndexSet(stage.sectionDeletes), with: animation)
        insertSections(IndexSet(stage.sectionInserts), with: animation)
        for move in stage.sectionMoves { moveSection(move.from, toSection: move.to) }
        reloadSections(IndexSet(stage.sectionReloads), with: animation)
        deleteRows(at: stage.itemDeletes.map(\.indexPath), with: animation)
        insertRows(at: stage.itemInserts.map(\.indexPath), with: animation)
        for move in stage.itemMoves { moveRow(at: move.from.indexPath, to: move.to.indexPath) }
        reloadRows(at: stage.itemReloads.map(\.indexPath), with: animation)
        reconfigureRows(at: stage.itemReconfigures.map(\.indexPath))
    }
}
#endif
