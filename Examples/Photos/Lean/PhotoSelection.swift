#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The table view's delegate for the photo list: a selection becomes the logic's `select`,
/// the trailing swipe toggles the favourite, and a row that scrolls away stops its thumbnail.
final class PhotoSelection: NSObject, UITableViewDelegate {
    private let logic: PhotoListLogic

    init(logic: PhotoListLogic) {
        self.logic = logic
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        logic.select(at: ItemPath(indexPath))
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        logic.rowDisappeared(at: ItemPath(indexPath))
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let path = ItemPath(indexPath)
        guard let title = logic.favoriteActionTitle(at: path) else { return nil }
        let toggle = UIContextualAction(style: .normal, title: title) { [logic] _, _, done in
            let toggled = logic.toggleFavorite(at: path) != nil
            #if !os(visionOS)  // UIFeedbackGenerator is iOS, iPadOS and Mac Catalyst only.
            if toggled { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
            #endif
            done(toggled)
        }
        toggle.backgroundColor = .systemYellow
        return UISwipeActionsConfiguration(actions: [toggle])
    }
}
#endif
