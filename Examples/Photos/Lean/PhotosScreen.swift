#if canImport(UIKit) && !os(tvOS)
import UIKit
import WhittleUIKit

/// Builds the photo list: logic, cell configuration, selection delegate and the navigator
/// that pushes a photo's detail.
@MainActor
final class PhotosScreen {
    let controller: UIViewController
    private let selection: PhotoSelection

    init(library: PhotoLibrary, navigationController: UINavigationController) {
        weak var logic: PhotoListLogic?
        let navigator = NavigationStackNavigator<PhotosRoute>(navigationController: navigationController) { route in
            guard case .detail(let id) = route, let logic, let photo = logic.photo(id: id) else { return nil }
            return PhotoDetailViewController(content: logic.cellContent(for: photo))
        }
        let listLogic = PhotoListLogic(library: library, navigator: navigator)
        logic = listLogic
        let cells = PhotoCellConfiguration.configurator(logic: listLogic) { (cell: UITableViewCell, content) in
            (cell as? PhotoCell)?.show(content)
        }
        let photos = PhotosViewController(logic: listLogic, cells: cells)
        selection = PhotoSelection(logic: listLogic)
        photos.contentView.delegate = selection
        controller = photos
    }
}
#endif
