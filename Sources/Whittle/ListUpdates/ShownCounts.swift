/// The section and row counts a bridge has told its list view. They change inside the batch
/// update that shows a change, never before, which is what UIKit and AppKit ask for when they
/// say the model must change inside `performBatchUpdates`' updates block.
///
/// A Whittle data source has already changed when it reports its changes. A list view that
/// asks for its counts between that moment and the batch update — at the start of the batch
/// when a layout is pending, or before its first layout — must still get the old counts, or
/// the batch fails UIKit's consistency check ("invalid number of rows in section") and raises.
/// A bridge answers the list view's count questions from here, calls ``prepare(after:)`` when
/// the data source reports changes, and calls the returned commit from inside the first
/// stage's updates block (or before a reload). Then the order is right by construction,
/// whenever the list view asks.
///
/// ```swift
/// func numberOfSections(in tableView: UITableView) -> Int { shown.numberOfSections(of: dataSource) }
/// observation = dataSource.observe { [weak self] changes in
///     guard let self else { return }
///     tableView.apply(changes, hasLoadedCounts: shown.hasLoaded, modelChange: shown.prepare(after: dataSource))
/// }
/// ```
@MainActor
public final class ShownCounts {
    /// The row count of each section the list view was told; `nil` until it first asks.
    public private(set) var rowCounts: [Int]?

    /// Creates counts the list view has not asked for yet.
    public init() {}

    /// Whether the list view has asked for its counts since the bridge was connected: before
    /// that a change must be shown by reloading (see ``ListUpdatePlan``).
    public var hasLoaded: Bool { rowCounts != nil }

    /// The section count to answer; the first question reads every count from `source`.
    public func numberOfSections<Source: DataSource>(of source: Source) -> Int {
        load(from: source).count
    }

    /// The row count of `section` to answer; zero for a section the list view was not told of.
    public func numberOfItems<Source: DataSource>(inSection section: Int, of source: Source) -> Int {
        let counts = load(from: source)
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Reads `source`'s counts now, after its change, and returns what makes the list view's
    /// counts those: call it inside the first batch's updates block, or before reloading.
    public func prepare<Source: DataSource>(after source: Source) -> @MainActor () -> Void {
        let counts = source.rowCounts
        return { [weak self] in self?.rowCounts = counts }
    }

    /// Records a row the user dragged from `source` to `destination`: the list view moved it
    /// itself, with no batch update, so its counts changed there and then. The data source's
    /// report of the drag is not applied (see ``ListEditor``); what else the drag changed is,
    /// as a batch counted from here.
    public func userMovedRow(from source: ItemPath, to destination: ItemPath) {
        guard var counts = rowCounts, counts.indices.contains(source.section),
            counts.indices.contains(destination.section)
        else { return }
        counts[source.section] -= 1
        counts[destination.section] += 1
        rowCounts = counts
    }

    private func load<Source: DataSource>(from source: Source) -> [Int] {
        if let rowCounts { return rowCounts }
        let counts = source.rowCounts
        rowCounts = counts
        return counts
    }
}
