#if canImport(UIKit)
import UIKit
import Whittle

/// Keeps a `UITableViewDiffableDataSource` showing a Whittle data source: for teams that
/// already use diffable data sources and want Whittle's data sources (array, sectioned,
/// composed, remote, query) and diff behind them.
///
/// After every change it builds a ``Whittle/ListSnapshot``, turns it into an
/// `NSDiffableDataSourceSnapshot`, marks the items whose content changed for
/// `reconfigureItems(_:)` (a diffable data source compares identities only), and applies it.
/// Duplicate identifiers, which would make UIKit trap, are dropped by the snapshot.
///
/// ```swift
/// let diffable = UITableViewDiffableDataSource<Int, Photo.ID>(tableView: tableView) { … }
/// sync = DiffableDataSourceSync(diffable, showing: photos)
/// ```
@MainActor
public final class DiffableDataSourceSync<Source: DataSource, ItemID: Hashable & Sendable>
where Source.Item: Identifiable, Source.Item.ID == ItemID {
    /// The diffable data source the snapshots are applied to.
    public let diffable: UITableViewDiffableDataSource<Int, ItemID>
    /// The Whittle data source being shown.
    public let source: Source
    /// Whether changes animate.
    public var animatingDifferences = true

    private var shown: ListSnapshot<Int, ItemID>
    private var observation: ObservationToken?

    /// Applies `source`'s current contents to `diffable` and keeps applying its changes.
    public init(_ diffable: UITableViewDiffableDataSource<Int, ItemID>, showing source: Source) {
        self.diffable = diffable
        self.source = source
        shown = ListSnapshot(source)
        diffable.apply(Self.snapshot(of: shown, reconfiguring: []), animatingDifferences: false)
        observation = source.observe { [weak self] changes in self?.apply(changes) }
    }

    private func apply(_ changes: ListChanges) {
        let next = ListSnapshot<Int, ItemID>(source)
        let reconfigured = ListSnapshot.reconfiguredItemIDs(for: changes, before: shown, after: next)
        shown = next
        diffable.apply(Self.snapshot(of: next, reconfiguring: reconfigured), animatingDifferences: animatingDifferences)
    }

    private static func snapshot(
        of list: ListSnapshot<Int, ItemID>, reconfiguring reconfigured: [ItemID]
    ) -> NSDiffableDataSourceSnapshot<Int, ItemID> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, ItemID>()
        snapshot.appendSections(list.sections.map(\.id))
        for section in list.sections {
            snapshot.appendItems(section.itemIDs, toSection: section.id)
        }
        snapshot.reconfigureItems(reconfigured.filter { snapshot.indexOfItem($0) != nil })
        return snapshot
    }
}
#endif
