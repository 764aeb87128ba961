#if canImport(AppKit)
import AppKit
import Whittle

extension NSTableView {
    /// Applies the changes of a single-section list to the table view.
    ///
    /// `NSTableView` has rows but no sections, and it applies moves one at a time rather than
    /// as a batch; a stage that changes sections, moves rows, or mixes reloads (old indexes)
    /// with inserts or deletes is therefore shown with `reloadData()`, which is always
    /// consistent. Other stages animate inside `beginUpdates()`/`endUpdates()`: deletes by
    /// old index, then inserts by new index.
    ///
    /// - Parameters:
    ///   - changes: The changes, as reported by a Whittle data source for section 0.
    ///   - animation: The row animation.
    public func apply(_ changes: ListChanges, animation: NSTableView.AnimationOptions = [.effectFade]) {
        for stage in changes.stages {
            let touchesSections = !stage.sectionDeletes.isEmpty || !stage.sectionInserts.isEmpty
                || !stage.sectionMoves.isEmpty || !stage.sectionReloads.isEmpty
            let refreshed = IndexSet((stage.itemReloads + stage.itemReconfigures).map(\.item))
            let changesCounts = !stage.itemDeletes.isEmpty || !stage.itemInserts.isEmpty
            guard !touchesSections, stage.itemMoves.isEmpty, refreshed.isEmpty || !changesCounts else {
                reloadData()
                return
            }
            if changesCounts {
                beginUpdates()
                removeRows(at: IndexSet(stage.itemDeletes.map(\.item)), withAnimation: animation)
                insertRows(at: IndexSet(stage.itemInserts.map(\.item)), withAnimation: animation)
                endUpdates()
            } else {
                reloadData(forRowIndexes: refreshed, columnIndexes: IndexSet(integersIn: 0..<numberOfColumns))
            }
        }
    }
}
#endif
