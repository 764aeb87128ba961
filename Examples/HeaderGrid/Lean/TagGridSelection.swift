#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The grid's delegate: a selected item becomes the logic's `select`, an item about to show
/// may load the next page, and items are sized by ``TagGridMetrics``.
final class TagGridSelection: NSObject, UICollectionViewDelegateFlowLayout {
    private let logic: TagPageLogic

    init(logic: TagPageLogic) {
        self.logic = logic
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        logic.select(at: ItemPath(indexPath))
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        logic.willDisplay(at: ItemPath(indexPath))
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        TagGridMetrics.itemSize(
            section: indexPath.section, width: collectionView.bounds.width,
            sizeClass: SizeClass(collectionView.traitCollection.horizontalSizeClass))
    }
}
#endif
