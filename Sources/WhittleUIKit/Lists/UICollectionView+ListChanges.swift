#if canImport(UIKit)
import UIKit
import Whittle

extension UICollectionView {
    /// Applies `changes` to the collection view, one `performBatchUpdates(_:completion:)` per
    /// stage.
    ///
    /// Call it in the same turn in which the data source changed; every stage is issued at
    /// once. When the collection view is not in a window it reloads instead.
    ///
    /// - Parameters:
    ///   - changes: The changes, as reported by a Whittle data source.
    ///   - completion: Called once, after the last stage finished; `true` when no animation
    ///     was interrupted.
    public func apply(_ changes: ListChanges, completion: (@MainActor (Bool) -> Void)? = nil) {
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
                MainActor.assumeIsolated { self.applyStage(stage) }
            } completion: { finished in
                MainActor.assumeIsolated { remaining.stageFinished(finished) }
            }
        }
    }

    private func applyStage(_ stage: ListChanges.Stage) {
        deleteSections(IndexSet(stage.sectionDeletes))
        insertSections(IndexSet(stage.sectionInserts))
        for move in stage.sectionMoves { moveSection(move.from, toSection: move.to) }
        reloadSections(IndexSet(stage.sectionReloads))
        deleteItems(at: stage.itemDeletes.map(\.indexPath))
        insertItems(at: stage.itemInserts.map(\.indexPath))
        for move in stage.itemMoves { moveItem(at: move.from.indexPath, to: move.to.indexPath) }
        reloadItems(at: stage.itemReloads.map(\.indexPath))
        reconfigureItems(at: stage.itemReconfigures.map(\.indexPath))
    }
}
#endif
