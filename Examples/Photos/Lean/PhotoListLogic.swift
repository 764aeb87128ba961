import Foundation
import Observation
import Whittle

/// The photo list's logic: it reads the archive through the library, serves the photos from
/// an array data source, formats each cell's content, and turns a selection into navigation.
/// Everything the massive twin does lives here or in the collaborators it holds: swipe to
/// delete your own photos after a confirmation sheet (saved through the library), favourites
/// (toggled by a swipe or on the detail, saved), the favourites filter, pull to refresh,
/// thumbnails (``PhotoThumbnails``), the section's "12 photos" title and the failure to show.
@MainActor
@Observable
public final class PhotoListLogic {
    /// The photos, in the archive's display order; a table or collection view bridge shows them.
    @ObservationIgnored public let photos = ArrayDataSource<Photo>()
    /// The photos' thumbnails.
    @ObservationIgnored public let thumbnails: PhotoThumbnails
    /// Why the archive could not be read or changed, or `nil`.
    public private(set) var failure: String?
    /// Called with the row of a photo whose content changed without the list changing (its
    /// thumbnail arrived), so that row is reconfigured.
    @ObservationIgnored public var onRowChanged: (@MainActor (ItemPath) -> Void)?

    @ObservationIgnored private let library: PhotoLibrary
    @ObservationIgnored private let navigator: any Navigator<PhotosRoute>
    @ObservationIgnored private let confirmation: any Confirmation
    @ObservationIgnored private let formatting: PresentationFormatting
    @ObservationIgnored private var archive = PhotoArchive(owners: [], photos: [])

    /// Creates the logic.
    ///
    /// - Parameters:
    ///   - library: Where the photos are read and saved.
    ///   - navigator: Shows a photo's detail.
    ///   - confirmation: Asks before a photo is deleted (an action sheet in the app).
    ///   - thumbnails: Downloads thumbnails.
    ///   - formatting: The locale of the section title and the cells.
    public init(
        library: PhotoLibrary, navigator: any Navigator<PhotosRoute>, confirmation: any Confirmation,
        thumbnails: any ThumbnailLoading, formatting: PresentationFormatting = .current
    ) {
        self.library = library
        self.navigator = navigator
        self.confirmation = confirmation
        self.formatting = formatting
        self.thumbnails = PhotoThumbnails(loader: thumbnails)
        photos.canDelete = { [weak self] photo in self?.archive.canDelete(photo) ?? false }
        photos.canMove = { _ in false }
        self.thumbnails.onLoaded = { [weak self] id in self?.thumbnailArrived(photoID: id) }
    }

    /// Whether only favourites are listed; changing it animates the difference.
    public var showsOnlyFavorites = false {
        didSet { list() }
    }

    /// Reads the archive and shows its photos.
    public func load() async {
        await show { try await library.archive() }
    }

    /// Reads the archive again from disk (pull to refresh), downloads thumbnails afresh and
    /// shows the difference.
    public func refresh() async {
        thumbnails.removeAll()
        await show { try await library.reloadedArchive() }
    }

    /// The user swiped a photo away: asks first ("Delete “Lighthouse”?", a destructive
    /// action sheet), then deletes it — its row animates away through the data source's
    /// change — and saves the archive without it. A failed save puts the photo back and
    /// reports the failure. Other people's photos cannot be deleted.
    ///
    /// - Returns: The task asking, deleting and saving, or `nil` when `path` names no photo
    ///   the user may delete.
    @discardableResult
    public func delete(at path: ItemPath) -> Task<Void, Never>? {
        guard let photo = photos.item(at: path), photos.canDeleteItem(at: path) else { return nil }
        let request = ConfirmationRequest(
            title: "Delete “\(photo.name)”?", message: "This photo will be removed from your library.",
            confirmLabel: "Delete", isDestructive: true, prefersActionSheet: true)
        return Task {
            guard await confirmation.confirm(request) else { return }
            // The list may have changed while the sheet was up: delete the photo where it is now.
            guard let current = photos.itemPath(of: photo), (try? photos.deleteItem(at: current)) != nil else { return }
            let previous = archive
            archive = previous.removingPhoto(id: photo.id)
            photos.title = sectionTitle(count: photos.numberOfItems)
            do {
                try await library.save(archive)
            } catch {
                archive = previous
                failure = "\(photo.name) could not be deleted."
                list()
            }
        }
    }

    /// The title of the favourite swipe action of the row at `path`: "Favorite" or
    /// "Unfavorite"; `nil` when there is no photo there.
    public func favoriteActionTitle(at path: ItemPath) -> String? {
        photos.item(at: path).map { $0.isFavorite ? "Unfavorite" : "Favorite" }
    }

    /// Marks the photo with `id` as a favourite, or no longer, and saves it; a failed save
    /// takes the change back and reports it.
    ///
    /// - Returns: The save's task, or `nil` when there is no such photo.
    @discardableResult
    public func toggleFavorite(photoID id: String) -> Task<Void, Never>? {
        guard let photo = archive.photos.first(where: { $0.id == id }) else { return nil }
        let previous = archive
        archive = previous.settingFavorite(!photo.isFavorite, ofPhoto: id)
        list()
        let changed = archive
        return Task {
            do {
                try await library.save(changed)
            } catch {
                archive = previous
                failure = "Your favorites could not be saved."
                list()
            }
        }
    }

    /// Toggles the favourite of the row at `path` (the swipe action).
    @discardableResult
    public func toggleFavorite(at path: ItemPath) -> Task<Void, Never>? {
        photos.item(at: path).flatMap { toggleFavorite(photoID: $0.id) }
    }

    private func show(_ read: () async throws -> PhotoArchive) async {
        do {
            archive = try await read()
            failure = nil
            list()
        } catch {
            failure = "The photo library could not be read."
        }
    }

    private func list() {
        let listed = archive.listedPhotos(onlyFavorites: showsOnlyFavorites)
        photos.title = sectionTitle(count: listed.count)
        photos.replaceItems(with: listed)
    }

    /// "1 photo", "12 photos", "0 photos": the section's title.
    private func sectionTitle(count: Int) -> String {
        formatting.counts.phrase(for: count, hidesZero: false) { number, count in
            count == 1 ? "\(number) photo" : "\(number) photos"
        }
    }

    private func thumbnailArrived(photoID id: String) {
        guard let photo = photo(id: id), let path = photos.itemPath(of: photo) else { return }
        onRowChanged?(path)
    }

    /// The photo with `id`, or `nil`.
    public func photo(id: String) -> Photo? {
        photos.items.first { $0.id == id }
    }

    /// What the cell of `photo` shows; a missing thumbnail starts downloading.
    public func cellContent(for photo: Photo) -> PhotoCellContent {
        let thumbnail = thumbnails.thumbnail(of: photo)
        if thumbnail == nil { thumbnails.load(photo) }
        return PhotoCellContent(photo: photo, owner: archive.owner(of: photo), locale: formatting.locale, thumbnail: thumbnail)
    }

    /// The row at `path` scrolled away: its thumbnail download stops.
    public func rowDisappeared(at path: ItemPath) {
        guard let photo = photos.item(at: path) else { return }
        thumbnails.cancel(photoID: photo.id)
    }

    /// The user selected the row at `path`: show that photo's detail.
    public func select(at path: ItemPath) {
        guard let photo = photos.item(at: path) else { return }
        navigator.navigate(to: .detail(photoID: photo.id))
    }
}
