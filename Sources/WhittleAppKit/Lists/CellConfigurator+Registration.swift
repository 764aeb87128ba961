#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Whittle

extension NSCollectionView {
    /// Registers the item class of each typed registration of `items` under its reuse
    /// identifier, so making it never fails (the collection view bridge calls it for you).
    public func register(_ items: CellConfigurator<NSCollectionViewItem>) {
        for (reuseIdentifier, itemType) in items.registeredCellTypes {
            guard let itemClass = itemType as? NSCollectionViewItem.Type else { continue }
            register(itemClass, forItemWithIdentifier: NSUserInterfaceItemIdentifier(reuseIdentifier))
        }
    }
}
#endif
