import UIKit

/// The photo list as it was first written: one table view controller that reads the bundled
/// archive, keeps the photos, answers the table view, fills the cells, downloads thumbnails,
/// persists deletions and pushes the detail screen.
final class MassivePhotosViewController: UITableViewController {

    // MARK: - Properties

    private static let photoCellIdentifier = "PhotoCell"
    private static let deletedPhotosKey = "DeletedPhotoIdentifiers"

    private var users: [User] = []
    private var photos: [Photo] = []
    private var thumbnails = NSCache<NSString, UIImage>()
    private var runningDownloads: [IndexPath: URLSessionDataTask] = [:]
    private var showsOnlyFavorites = false
    private let session = URLSession(configuration: .default)

    private lazy var dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    private lazy var ratingFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 1
        return formatter
    }()

    private lazy var filterControl: UISegmentedControl = {
        let control = UISegmentedControl(items: ["All", "Favorites"])
        control.selectedSegmentIndex = 0
        control.addTarget(self, action: #selector(filterChanged(_:)), for: .valueChanged)
        return control
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        navigationItem.titleView = filterControl
        navigationItem.rightBarButtonItem = editButtonItem

        tableView.register(UINib(nibName: "PhotoCell", bundle: nil), forCellReuseIdentifier: Self.photoCellIdentifier)
        tableView.rowHeight = 72
        tableView.estimatedRowHeight = 72

        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)

        readArchive()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        runningDownloads.values.forEach { $0.cancel() }
        runningDownloads.removeAll()
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        thumbnails.removeAllObjects()
    }

    // MARK: - Archive

    private func readArchive() {
        guard let archiveURL = Bundle.main.url(forResource: "photodata", withExtension: "plist") else {
            showError(message: "The photo archive is missing from the app bundle.")
            return
        }
        do {
            let data = try Data(contentsOf: archiveURL)
            let archive = try PropertyListDecoder().decode(PhotoArchive.self, from: data)
            users = archive.users
            let deleted = Set(UserDefaults.standard.stringArray(forKey: Self.deletedPhotosKey) ?? [])
            photos = archive.photos
                .filter { !deleted.contains($0.identifier) }
                .sorted { lhs, rhs in
                    if lhs.rating != rhs.rating { return lhs.rating > rhs.rating }
                    return lhs.creationDate > rhs.creationDate
                }
            tableView.reloadData()
        } catch {
            showError(message: "The photo archive could not be read: \(error.localizedDescription)")
        }
    }

    private func persistDeletion(of photo: Photo) {
        var deleted = UserDefaults.standard.stringArray(forKey: Self.deletedPhotosKey) ?? []
        deleted.append(photo.identifier)
        UserDefaults.standard.set(deleted, forKey: Self.deletedPhotosKey)
    }

    private func writeFavorites() {
        let favorites = photos.filter(\.isFavorite).map(\.identifier)
        let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("favorites.json")
        do {
            let data = try JSONEncoder().encode(favorites)
            try data.write(to: url, options: .atomic)
        } catch {
            showError(message: "Your favorites could not be saved.")
        }
    }

    // MARK: - Filtering

    private var visiblePhotos: [Photo] {
        showsOnlyFavorites ? photos.filter(\.isFavorite) : photos
    }

    private func owner(of photo: Photo) -> User? {
        users.first { $0.identifier == photo.ownerIdentifier }
    }

    @objc private func filterChanged(_ sender: UISegmentedControl) {
        showsOnlyFavorites = sender.selectedSegmentIndex == 1
        UIView.transition(with: tableView, duration: 0.25, options: .transitionCrossDissolve) {
            self.tableView.reloadData()
        }
    }

    @objc private func refresh(_ sender: UIRefreshControl) {
        thumbnails.removeAllObjects()
        readArchive()
        sender.endRefreshing()
    }

    // MARK: - Photo at index path

    private func photo(at indexPath: IndexPath) -> Photo {
        visiblePhotos[indexPath.row]
    }

    // MARK: - UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visiblePhotos.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        let count = visiblePhotos.count
        return count == 1 ? "1 photo" : "\(count) photos"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.photoCellIdentifier, for: indexPath)
        guard let photoCell = cell as? PhotoCell else { return cell }
        let photo = photo(at: indexPath)
        photoCell.titleLabel.text = photo.name
        photoCell.dateLabel.text = dateFormatter.string(from: photo.creationDate)
        let rating = ratingFormatter.string(from: NSNumber(value: photo.rating)) ?? "–"
        photoCell.ratingLabel.text = "★ \(rating)"
        photoCell.ownerLabel.text = owner(of: photo).map { "by \($0.name)" }
        photoCell.favoriteImageView.isHidden = !photo.isFavorite
        photoCell.thumbnailView.image = thumbnails.object(forKey: photo.identifier as NSString)
            ?? UIImage(systemName: "photo")
        if thumbnails.object(forKey: photo.identifier as NSString) == nil {
            downloadThumbnail(for: photo, at: indexPath)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        owner(of: photo(at: indexPath))?.isCurrentUser ?? false
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        let removed = photo(at: indexPath)
        let alert = UIAlertController(
            title: "Delete “\(removed.name)”?",
            message: "This photo will be removed from your library.",
            preferredStyle: .actionSheet
        )
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            self.photos.removeAll { $0.identifier == removed.identifier }
            self.persistDeletion(of: removed)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    // MARK: - Thumbnails

    private func downloadThumbnail(for photo: Photo, at indexPath: IndexPath) {
        guard runningDownloads[indexPath] == nil else { return }
        var request = URLRequest(url: photo.thumbnailURL)
        request.cachePolicy = .returnCacheDataElseLoad
        request.timeoutInterval = 15
        let task = session.dataTask(with: request) { [weak self] data, response, error in
            guard
                error == nil,
                let http = response as? HTTPURLResponse, http.statusCode == 200,
                let data, let image = UIImage(data: data)
            else { return }
            DispatchQueue.main.async {
                guard let self else { return }
                self.runningDownloads[indexPath] = nil
                self.thumbnails.setObject(image, forKey: photo.identifier as NSString)
                if let cell = self.tableView.cellForRow(at: indexPath) as? PhotoCell {
                    cell.thumbnailView.image = image
                    cell.setNeedsLayout()
                }
            }
        }
        runningDownloads[indexPath] = task
        task.resume()
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let photo = photo(at: indexPath)
        let detail = PhotoDetailViewController(photo: photo, owner: owner(of: photo))
        detail.title = photo.name
        detail.onFavoriteToggled = { [weak self] isFavorite in
            guard let self, let index = self.photos.firstIndex(where: { $0.identifier == photo.identifier }) else {
                return
            }
            self.photos[index].isFavorite = isFavorite
            self.writeFavorites()
            self.tableView.reloadData()
        }
        navigationController?.pushViewController(detail, animated: true)
    }

    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        runningDownloads[indexPath]?.cancel()
        runningDownloads[indexPath] = nil
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let photo = photo(at: indexPath)
        let title = photo.isFavorite ? "Unfavorite" : "Favorite"
        let toggle = UIContextualAction(style: .normal, title: title) { [weak self] _, _, done in
            guard let self, let index = self.photos.firstIndex(where: { $0.identifier == photo.identifier }) else {
                done(false)
                return
            }
            self.photos[index].isFavorite.toggle()
            self.writeFavorites()
            tableView.reloadRows(at: [indexPath], with: .none)
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            done(true)
        }
        toggle.backgroundColor = .systemYellow
        return UISwipeActionsConfiguration(actions: [toggle])
    }

    // MARK: - Alerts

    private func showError(message: String) {
        let alert = UIAlertController(title: "Photos", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
