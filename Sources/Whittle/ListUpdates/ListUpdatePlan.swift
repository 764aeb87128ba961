/// How a list view should show a ``ListChanges``: not at all, by reloading, or by animating
/// its stages.
///
/// A list view that is not in a window has nothing to animate, and batch updates on it only
/// cost time and risk inconsistency exceptions; it reloads instead. So does a list view that
/// has not asked its data source for counts yet (before its first layout): UIKit would read
/// the counts when the batch starts, from a data source that already holds the new state,
/// and every insert or delete would then fail the count check — the commonest real crash. Adapters ask the plan
/// and then make only the calls it names, so the decision is tested without UIKit or AppKit.
public enum ListUpdatePlan: Sendable, Equatable {
    /// Nothing changed; call the completion at once.
    case nothing
    /// Reload everything, then call the completion.
    case reload
    /// Apply each stage in order, each in its own batch update.
    case batches([ListChanges.Stage])

    /// Decides how to show `changes`.
    ///
    /// - Parameters:
    ///   - changes: The changes, as reported by a data source.
    ///   - isOnScreen: Whether the list view is in a window, where animation is visible.
    ///   - hasLoadedCounts: Whether the list view has asked its data source for its section
    ///     count since it was connected (a bridge knows: it answered).
    public init(changes: ListChanges, isOnScreen: Bool, hasLoadedCounts: Bool = true) {
        if changes.isEmpty {
            self = .nothing
        } else if !isOnScreen || !hasLoadedCounts {
            self = .reload
        } else {
            self = .batches(changes.stages)
        }
    }
}
