#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Whittle

extension NSTableView {
    /// Applies the changes of a single-section list to the table view.
    ///
    /// `NSTableView` has rows but no sections, and it applies moves one at a time rather than
    /// as a batch; ``Whittle/SingleSectionRowUpdate`` decides per stage whether it can animate
    /// (deletes by old index, then inserts by new index, inside `beginUpdates()`/`endUpdates()`)
    /// or must fall back to `reloadData()`, which is always consistent.
    ///
    /// - Parameters:
    ///   - changes: The changes, as reported by a Whittle data source for section 0.
    ///   - animation: The row animation.
    public func apply(_ changes: ListChanges, animation: NSTableView.AnimationOptions = [.effectFade]) {
        for stage in changes.stages {
            switch SingleSectionRowUpdate(stage: stage) {
            case .reloadAll:
                // The reload already shows every later stage too.
                reloadData()
                return
            case let .removeAndInsert(removals, insertions):
                beginUpdates()
                removeRows(at: removals, withAnimation: animation)
                insertRows(at: insertions, withAnimation: animation)
                endUpdates()
            case .refresh(let rows):
                reloadData(forRowIndexes: rows, columnIndexes: IndexSet(integersIn: 0..<numberOfColumns))
            case .nothing:
                break
            }
        }
    }
}
#endif
