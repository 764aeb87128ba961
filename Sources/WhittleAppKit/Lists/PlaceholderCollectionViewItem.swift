#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The empty item a bridge registers under ``Whittle/ListPlaceholder/cellReuseIdentifier``:
/// an item with a plain view, so it loads without a nib.
final class PlaceholderCollectionViewItem: NSCollectionViewItem {
    override func loadView() {
        view = NSView()
    }
}
#endif
