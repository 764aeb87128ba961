#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The table view's delegate for the photo list: a selection becomes the logic's `select`.
final class PhotoSelection: NSObject, UITableViewDelegate {
    private let logic: PhotoListLogic

    init(logic: PhotoListLogic) {
        self.logic = logic
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        logic.select(at: ItemPath(indexPath))
    }
}
#endif
