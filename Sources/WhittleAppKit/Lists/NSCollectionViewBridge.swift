#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Whittle

/// Serves any Whittle ``DataSource`` to an `NSCollectionView` and animates its changes.
@MainActor
public final class NSCollectionViewBridge<Source: DataSource>: NSObject, NSCollectionViewDataSource {
    /// Makes the collection view item for a data-source item.
    public typealias ItemProvider = @MainActor (NSCollectionView, IndexPath, Source.Item) -> NSCollectionViewItem

    /// The data source the collection view shows.
    public let dataSource: Source
    /// Called after each change finished animating.
    public var onChangesApplied: (@MainActor (Bool) -> Void)?

    private weak var collectionView: NSCollectionView?
    private let itemProvider: ItemProvider
    private var observation: ObservationToken?
    // The counts the collection view was told: they change inside the batch update that
    // shows a change, never before, whenever the collection view asks.
    private let shown = ShownCounts()

    /// Connects `dataSource` to `collectionView` and starts observing it.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; the bridge becomes its data source and holds
    ///     it weakly.
    ///   - dataSource: Any Whittle data source.
    ///   - itemProvider: Makes (`makeItem(withIdentifier:for:)`) and fills the item.
    public init(collectionView: NSCollectionView, dataSource: Source, itemProvider: @escaping ItemProvider) {
        self.collectionView = collectionView
        self.dataSource = dataSource
        self.itemProvider = itemProvider
        super.init()
        collectionView.register(
            PlaceholderCollectionViewItem.self,
            forItemWithIdentifier: NSUserInterfaceItemIdentifier(ListPlaceholder.cellReuseIdentifier))
        collectionView.dataSource = self
        observation = dataSource.observe { [weak self] changes in
            guard let self, let collectionView = self.collectionView else { return }
            collectionView.apply(
                changes, hasLoadedCounts: self.shown.hasLoaded, modelChange: self.shown.prepare(after: self.dataSource),
                completion: self.onChangesApplied)
        }
    }

    /// Connects `dataSource` to `collectionView`, making and filling each item through
    /// `items`, whose reuse identifiers name the registered item classes.
    public convenience init(
        collectionView: NSCollectionView, dataSource: Source, items: CellConfigurator<NSCollectionViewItem>
    ) {
        collectionView.register(items)
        self.init(collectionView: collectionView, dataSource: dataSource) { collectionView, indexPath, _ in
            let plan = items.dequeuePlan(for: ItemPath(indexPath), in: dataSource)
            let viewItem = collectionView.makeItem(
                withIdentifier: NSUserInterfaceItemIdentifier(plan.reuseIdentifier), for: indexPath)
            if let item = plan.content { try? items.configure(viewItem, with: item) }
            return viewItem
        }
    }

    /// The data source's section count, as last shown to the collection view.
    public func numberOfSections(in collectionView: NSCollectionView) -> Int {
        shown.numberOfSections(of: dataSource)
    }

    /// The data source's item count for `section`, as last shown to the collection view.
    public func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
        shown.numberOfItems(inSection: section, of: dataSource)
    }

    /// The item from the item provider; the collection view's placeholder item for a path
    /// the data source no longer has.
    public func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
        guard let item = dataSource.item(at: ItemPath(indexPath)) else {
            return collectionView.makeItem(
                withIdentifier: NSUserInterfaceItemIdentifier(ListPlaceholder.cellReuseIdentifier), for: indexPath)
        }
        return itemProvider(collectionView, indexPath, item)
    }
}
#endif
