#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The grid's delegate: a selected item becomes the logic's `select`.
final class TagGridSelection: NSObject, UICollectionViewDelegate {
    private let logic: TagPageLogic

    init(logic: TagPageLogic) {
        self.logic = logic
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        logic.select(at: ItemPath(indexPath))
    }
}
#endif
