#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// Builds the photo list: logic, cell configuration, the table's delegate, the favourites
/// filter in the navigation bar, pull to refresh, the Edit button, the action sheet that
/// confirms a deletion, and the navigator that pushes a photo's detail (with its favourite
/// button).
@MainActor
final class PhotosScreen {
    let controller: UIViewController
    private let selection: PhotoSelection
    private let memoryWarnings: NotificationObservation

    init(library: PhotoLibrary, thumbnails: any ThumbnailLoading, navigationController: UINavigationController) {
        weak var logic: PhotoListLogic?
        let navigator = NavigationStackNavigator<PhotosRoute>(navigationController: navigationController) { route in
            guard case .detail(let id) = route, let logic, let photo = logic.photo(id: id) else { return nil }
            let detail = PhotoDetailViewController(content: logic.cellContent(for: photo))
            detail.title = photo.name
            detail.contentView.favoriteButton.addAction(UIAction { [weak logic] _ in
                logic?.toggleFavorite(photoID: id)
            }, for: .touchUpInside)
            return detail
        }
        let listLogic = PhotoListLogic(
            library: library, navigator: navigator, confirmation: AlertConfirmation(presenter: navigationController),
            thumbnails: thumbnails)
        logic = listLogic
        let cells = PhotoCellConfiguration.configurator(logic: listLogic) { (cell: UITableViewCell, content) in
            (cell as? PhotoCell)?.show(content)
        }
        let photos = PhotosViewController(logic: listLogic, cells: cells)
        let table = photos.contentView
        selection = PhotoSelection(logic: listLogic)
        table.delegate = selection
        listLogic.onRowChanged = { [weak table] path in table?.reconfigureRows(at: [path.indexPath]) }

        photos.title = "Photos"
        photos.navigationItem.rightBarButtonItem = photos.editButtonItem
        let filter = UISegmentedControl(items: ["All", "Favorites"])
        filter.selectedSegmentIndex = 0
        filter.addAction(UIAction { [weak filter, weak listLogic] _ in
            listLogic?.showsOnlyFavorites = filter?.selectedSegmentIndex == 1
        }, for: .valueChanged)
        photos.navigationItem.titleView = filter
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak refresh, weak listLogic] _ in
            guard let refresh, let listLogic else { return }
            Task {
                await listLogic.refresh()
                refresh.endRefreshing()
            }
        }, for: .valueChanged)
        table.refreshControl = refresh
        memoryWarnings = NotificationObservation(NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main
        ) { [weak listLogic] _ in
            MainActor.assumeIsolated { listLogic?.thumbnails.removeAll() }
        })
        controller = photos
    }
}
#endif
