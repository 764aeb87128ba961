#if canImport(AppKit)
import AppKit
import Whittle

extension NSCollectionView {
    /// Applies `changes` to the collection view, one
    /// `performBatchUpdates(_:completionHandler:)` per stage.
    ///
    /// Call it in the same turn in which the data source changed; every stage is issued at
    /// once. AppKit has no in-place reconfigure, so reconfigured items are reloaded.
    ///
    /// - Parameters:
    ///   - changes: The changes, as reported by a Whittle data source.
    ///   - completion: Called once, after the last stage finished.
    public func apply(_ changes: ListChanges, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard window != nil, !changes.isEmpty else {
            if !changes.isEmpty { reloadData() }
            completion?(true)
            return
        }
        let remaining = StageCountdown(stages: changes.stages.count, completion: completion)
        for stage in changes.stages {
            // AppKit runs both blocks on the main thread; the assertion makes that explicit
            // whatever isolation the SDK declares for them.
            performBatchUpdates {
                MainActor.assumeIsolated { self.applyStage(stage) }
            } completionHandler: { finished in
                MainActor.assumeIsolated { remaining.stageFinished(finished) }
            }
        }
    }

    private func applyStage(_ stage: ListChanges.Stage) {
        deleteSections(IndexSet(stage.sectionDeletes))
        insertSections(IndexSet(stage.sectionInserts))
        for move in stage.sectionMoves { moveSection(move.from, toSection: move.to) }
        reloadSections(IndexSet(stage.sectionReloads))
        deleteItems(at: Set(stage.itemDeletes.map(\.indexPath)))
        insertItems(at: Set(stage.itemInserts.map(\.indexPath)))
        for move in stage.itemMoves { moveItem(at: move.from.indexPath, to: move.to.indexPath) }
        reloadItems(at: Set((stage.itemReloads + stage.itemReconfigures).map(\.indexPath)))
    }
}
#endif
