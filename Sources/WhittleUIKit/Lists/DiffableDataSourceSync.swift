#if canImport(UIKit)
import UIKit
import Whittle

/// Keeps a `UITableViewDiffableDataSource` or `UICollectionViewDiffableDataSource` showing a
/// Whittle data source: for teams that already use diffable data sources and want Whittle's
/// data sources (array, sectioned, composed, remote, query) and diff behind them.
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
    /// The Whittle data source being shown.
    public let source: Source
    /// Whether changes animate.
    public var animatingDifferences = true

    private var shown: ListSnapshot<Int, ItemID>
    private var observation: ObservationToken?
    // The diffable data source's `apply`, whichever list view it serves.
    private let applySnapshot: @MainActor (NSDiffableDataSourceSnapshot<Int, ItemID>, Bool) -> Void

    /// Applies `source`'s current contents to a table view's `diffable` and keeps applying
    /// its changes.
    public convenience init(_ diffable: UITableViewDiffableDataSource<Int, ItemID>, showing source: Source) {
        // Held strongly: the list view holds its data source weakly.
        self.init(source: source) { snapshot, animated in
            diffable.apply(snapshot, animatingDifferences: animated)
        }
    }

    /// Applies `source`'s current contents to a collection view's `diffable` and keeps
    /// applying its changes.
    public convenience init(_ diffable: UICollectionViewDiffableDataSource<Int, ItemID>, showing source: Source) {
        // Held strongly: the list view holds its data source weakly.
        self.init(source: source) { snapshot, animated in
            diffable.apply(snapshot, animatingDifferences: animated)
        }
    }

    private init(
        source: Source, applySnapshot: @escaping @MainActor (NSDiffableDataSourceSnapshot<Int, ItemID>, Bool) -> Void
    ) {
        self.source = source
        self.applySnapshot = applySnapshot
        shown = ListSnapshot(source)
        applySnapshot(Self.snapshot(of: shown, reconfiguring: []), false)
        observation = source.observe { [weak self] changes in self?.apply(changes) }
    }

    private func apply(_ changes: ListChanges) {
        let next = ListSnapshot<Int, ItemID>(source)
        let reconfigured = ListSnapshot.reconfiguredItemIDs(for: changes, before: shown, after: next)
        shown = next
        applySnapshot(Self.snapshot(of: next, reconfiguring: reconfigured), animatingDifferences)
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
