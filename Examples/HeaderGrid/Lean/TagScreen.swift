#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// Builds the tag screen: the logic, the two children, the grid's cell configuration and
/// selection, and the navigator that pushes a tag or a photo.
@MainActor
final class TagScreen {
    let controller: UIViewController
    private let selection: TagGridSelection

    init(
        name: String, service: any TagService, thumbnails: any ThumbnailLoading, navigationController: UINavigationController,
        makeScreen: @escaping @MainActor (TagRoute) -> UIViewController?
    ) {
        let navigator = NavigationStackNavigator<TagRoute>(navigationController: navigationController, makeScreen: makeScreen)
        let logic = TagPageLogic(name: name, service: service, navigator: navigator, thumbnails: thumbnails)
        var cells = CellConfigurator<UICollectionViewCell>()
        cells.register(PhotoTag.self, reuseIdentifier: TagGridView.tagCell) { cell, tag in
            var content = UIListContentConfiguration.cell()
            content.text = "#\(tag.name)"
            cell.contentConfiguration = content
        }
        cells.register(GridPhoto.self, reuseIdentifier: TagGridView.photoCell) { [weak logic] cell, photo in
            var content = UIListContentConfiguration.cell()
            content.image = logic?.thumbnail(for: photo).flatMap(UIImage.init(data:)) ?? UIImage(systemName: "photo")
            cell.contentConfiguration = content
        }
        let gridCells = cells
        let selection = TagGridSelection(logic: logic)
        self.selection = selection
        controller = TagViewController(logic: logic) { region in
            switch region {
            case .header:
                let header = TagHeaderViewController(logic: logic)
                header.contentView.followButton.addAction(UIAction { _ in logic.toggleFollow() }, for: .touchUpInside)
                return header
            case .grid:
                let grid = TagGridViewController(logic: logic, cells: gridCells)
                grid.contentView.delegate = selection
                logic.onItemChanged = { [weak view = grid.contentView] path in
                    view?.reconfigureItems(at: [path.indexPath])
                }
                return grid
            }
        }
    }
}
#endif
