#if canImport(UIKit)
import UIKit
import Whittle

/// Serves any Whittle ``DataSource`` to a `UICollectionView` — cells, section headers and
/// footers — and animates its changes.
///
/// The same data source can back a table view through ``TableViewBridge``: switching list
/// views changes the bridge, not the view controller. Every cell and supplementary view is
/// dequeued from the collection view, as UIKit requires: what to dequeue is decided by
/// ``Whittle/CellConfigurator/dequeuePlan(for:in:)`` and
/// ``Whittle/SupplementaryConfigurator/dequeuePlan(for:rawKind:section:in:)``, and a
/// position without content gets a registered placeholder.
///
/// The collection view's count questions are answered from ``Whittle/ShownCounts``: the counts it was
/// last shown, which change inside the batch update that shows a change, as UIKit requires,
/// whenever the collection view asks.
@MainActor
public final class CollectionViewBridge<Source: DataSource>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item; it must dequeue it from the collection view.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, Source.Item) -> UICollectionViewCell

    /// The data source the collection view shows.
    public let dataSource: Source
    /// Fills section headers and footers from the data source's titles and footers; a kind
    /// with no registration gets an empty placeholder view.
    public var supplements = SupplementaryConfigurator<UICollectionReusableView>()
    /// Called after each change finished animating.
    public var onChangesApplied: (@MainActor (Bool) -> Void)?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var observation: ObservationToken?
    // The counts the collection view was told: they change inside the batch update that
    // shows a change, never before, whenever the collection view asks.
    private let shown = ShownCounts()

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
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: ListPlaceholder.cellReuseIdentifier)
        collectionView.dataSource = self
        observation = dataSource.observe { [weak self] changes in
            guard let self, let collectionView = self.collectionView else { return }
            collectionView.apply(
                changes, hasLoadedCounts: self.shown.hasLoaded, modelChange: self.shown.prepare(after: self.dataSource),
                completion: self.onChangesApplied)
        }
    }

    /// Connects `dataSource` to `collectionView`, dequeuing and filling each cell through
    /// `cells`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; the cell classes of the configurator's typed
    ///     registrations are registered on it (register the others yourself).
    ///   - dataSource: Any Whittle data source.
    ///   - cells: Maps each item to its reuse identifier and fills the dequeued cell.
    public convenience init(
        collectionView: UICollectionView, dataSource: Source, cells: CellConfigurator<UICollectionViewCell>
    ) {
        collectionView.register(cells)
        self.init(collectionView: collectionView, dataSource: dataSource) { collectionView, indexPath, _ in
            let plan = cells.dequeuePlan(for: ItemPath(indexPath), in: dataSource)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: plan.reuseIdentifier, for: indexPath)
            if let item = plan.content { try? cells.configure(cell, with: item) }
            return cell
        }
    }

    /// The data source's section count, as last shown to the collection view.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        shown.numberOfSections(of: dataSource)
    }

    /// The data source's item count for `section`, as last shown to the collection view.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shown.numberOfItems(inSection: section, of: dataSource)
    }

    /// The cell from the cell provider; the dequeued placeholder for a path the data source
    /// no longer has.
    public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard let item = dataSource.item(at: ItemPath(indexPath)) else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: ListPlaceholder.cellReuseIdentifier, for: indexPath)
        }
        return cellProvider(collectionView, indexPath, item)
    }

    /// The section's header or footer, filled from the data source through ``supplements``.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let plan = supplements.dequeuePlan(
            for: Self.supplementaryKind(kind), rawKind: kind, section: indexPath.section, in: dataSource)
        if case .placeholder(let identifier, _) = plan {
            // Registering again is harmless; a layout may ask for kinds nobody registered.
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: plan.reuseIdentifier, for: indexPath)
        if let supplement = plan.content { supplements.configure(view, with: supplement) }
        return view
    }

    private static func supplementaryKind(_ kind: String) -> SupplementaryKind? {
        switch kind {
        case UICollectionView.elementKindSectionHeader: .header
        case UICollectionView.elementKindSectionFooter: .footer
        default: nil
        }
    }
}
#endif
