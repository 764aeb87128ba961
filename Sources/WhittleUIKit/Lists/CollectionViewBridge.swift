#if canImport(UIKit)
import UIKit
import Whittle

/// Serves any Whittle ``DataSource`` to a `UICollectionView` and animates its changes.
///
/// The same data source can back a table view through ``TableViewBridge``: switching list
/// views changes the bridge, not the view controller.
@MainActor
public final class CollectionViewBridge<Source: DataSource>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, Source.Item) -> UICollectionViewCell

    /// The data source the collection view shows.
    public let dataSource: Source
    /// Called after each change finished animating.
    public var onChangesApplied: (@MainActor (Bool) -> Void)?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var observation: DataSourceObservation?

    /// Connects `dataSource` to `collectionView` and starts observing it.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; the bridge becomes its `dataSource` and
    ///     holds it weakly.
    ///   - dataSource: Any Whittle data source.
    ///   - cellProvider: Dequeues and fills the cell for an item.
    public init(collectionView: UICollectionView, dataSource: Source, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.dataSource = dataSource
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
        observation = dataSource.observe { [weak self] changes in
            guard let self, let collectionView = self.collectionView else { return }
            collectionView.apply(changes, completion: self.onChangesApplied)
        }
    }

    /// Connects `dataSource` to `collectionView`, dequeuing and filling each cell through
    /// `cells`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; register the configurator's cell classes on
    ///     it first.
    ///   - dataSource: Any Whittle data source.
    ///   - cells: Maps each item to its reuse identifier and fills the dequeued cell.
    public convenience init(
        collectionView: UICollectionView, dataSource: Source, cells: CellConfigurator<UICollectionViewCell>
    ) {
        self.init(collectionView: collectionView, dataSource: dataSource) { collectionView, indexPath, item in
            guard let identifier = try? cells.reuseIdentifier(for: item) else { return UICollectionViewCell() }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            try? cells.configure(cell, with: item)
            return cell
        }
    }

    /// The data source's section count.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        dataSource.numberOfSections
    }

    /// The data source's item count for `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource.numberOfItems(inSection: section)
    }

    /// The cell from the cell provider; an empty cell for a path the data source no longer has,
    /// because a crash helps nobody.
    public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard let item = dataSource.item(at: ItemPath(indexPath)) else { return UICollectionViewCell() }
        return cellProvider(collectionView, indexPath, item)
    }
}
#endif
