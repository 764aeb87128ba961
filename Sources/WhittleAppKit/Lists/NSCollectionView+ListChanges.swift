#if canImport(AppKit) && !targetEnvironment(macCatalyst)
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
    ///   - hasLoadedCounts: Whether the list view has asked for its counts yet; a bridge
    ///     knows. Before that the changes are shown by reloading (see `ListUpdatePlan`).
    ///   - modelChange: Makes the counts the list view is answered with the changed ones
    ///     (a bridge's ``Whittle/ShownCounts/prepare(after:)``). It is called inside the first
    ///     stage's updates block, as UIKit and AppKit require, or before a reload.
    ///   - completion: Called once, after the last stage finished.
    public func apply(
        _ changes: ListChanges, hasLoadedCounts: Bool = true, modelChange: (@MainActor () -> Void)? = nil,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let stages: [ListChanges.Stage]
        switch ListUpdatePlan(changes: changes, isOnScreen: window != nil, hasLoadedCounts: hasLoadedCounts) {
        case .nothing:
            modelChange?()
            completion?(true)
            return
        case .reload:
            modelChange?()
            reloadData()
            completion?(true)
            return
        case .batches(let planned):
            stages = planned
        }
        let remaining = StageCountdown(stages: stages.count, completion: completion)
        for (index, stage) in stages.enumerated() {
            let change = index == 0 ? modelChange : nil
            // AppKit runs both blocks on the main thread; the assertion makes that explicit
            // whatever isolation the SDK declares for them.
            performBatchUpdates {
                MainActor.assumeIsolated {
                    change?()
                    self.applyStage(stage)
                }
            } completionHandler: { finished in
                MainActor.assumeIsolated { remaining.stageFinished(finished) }
            }
        }
    }

    private func applyStage(_ stage: ListChanges.Stage) {
        // AppKit has no in-place reconfigure, so the operations fold those items into reloads.
        for operation in ListBatchOperation.operations(for: stage, canReconfigure: false) {
            switch operation {
            case .deleteSections(let sections): deleteSections(sections)
            case .insertSections(let sections): insertSections(sections)
            case let .moveSection(from, to): moveSection(from, toSection: to)
            case .reloadSections(let sections): reloadSections(sections)
            case .deleteItems(let paths): deleteItems(at: Set(paths.map(\.indexPath)))
            case .insertItems(let paths): insertItems(at: Set(paths.map(\.indexPath)))
            case let .moveItem(from, to): moveItem(at: from.indexPath, to: to.indexPath)
            case .reloadItems(let paths), .reconfigureItems(let paths): reloadItems(at: Set(paths.map(\.indexPath)))
            }
        }
    }
}
#endif
