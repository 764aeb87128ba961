import Observation
import Whittle

/// The photo list's logic: it reads the archive through the library, serves the photos from
/// an array data source, formats each cell's content, and turns a selection into navigation.
/// Everything the massive twin does besides thumbnails lives here: swipe to delete (saved
/// through the library), the favourites filter, pull to refresh, and the failure to show.
@MainActor
@Observable
public final class PhotoListLogic {
    /// The photos, in the archive's display order; a table or collection view bridge shows them.
    @ObservationIgnored public let photos = ArrayDataSource<Photo>()
    /// Why the archive could not be read, or `nil`.
    public private(set) var failure: String?

    @ObservationIgnored private let library: PhotoLibrary
    @ObservationIgnored private let navigator: any Navigator<PhotosRoute>
    @ObservationIgnored private var archive = PhotoArchive(owners: [], photos: [])

    /// Creates the logic over `library`, navigating with `navigator`.
    public init(library: PhotoLibrary, navigator: any Navigator<PhotosRoute>) {
        self.library = library
        self.navigator = navigator
    }

    /// Whether only favourites are listed; changing it animates the difference.
    public var showsOnlyFavorites = false {
        didSet { photos.replaceItems(with: archive.listedPhotos(onlyFavorites: showsOnlyFavorites)) }
    }

    /// Reads the archive and shows its photos.
    public func load() async {
        await show { try await library.archive() }
    }

    /// Reads the archive again from disk (pull to refresh) and shows the difference.
    public func refresh() async {
        await show { try await library.reloadedArchive() }
    }

    /// Deletes the photo the user swiped away at once — in the same turn, as the table's
    /// commit requires, so the data source's change animates the row away — and saves the
    /// archive without it. A failed save puts the photo back and reports the failure.
    ///
    /// - Returns: The save's task, or `nil` when `path` names no deletable photo.
    @discardableResult
    public func delete(at path: ItemPath) -> Task<Void, Never>? {
        guard let photo = photos.item(at: path), (try? photos.deleteItem(at: path)) != nil else { return nil }
        let previous = archive
        archive = previous.removingPhoto(id: photo.id)
        let remaining = archive
        return Task {
            do {
                try await library.save(remaining)
            } catch {
                archive = previous
                failure = "\(photo.name) could not be deleted."
                photos.replaceItems(with: archive.listedPhotos(onlyFavorites: showsOnlyFavorites))
            }
        }
    }

    private func show(_ read: () async throws -> PhotoArchive) async {
        do {
            archive = try await read()
            failure = nil
            photos.replaceItems(with: archive.listedPhotos(onlyFavorites: showsOnlyFavorites))
        } catch {
            failure = "The photo library could not be read."
        }
    }

    /// The photo with `id`, or `nil`.
    public func photo(id: String) -> Photo? {
        photos.items.first { $0.id == id }
    }

    /// What the cell of `photo` shows.
    public func cellContent(for photo: Photo) -> PhotoCellContent {
        PhotoCellContent(photo: photo, owner: archive.owner(of: photo))
    }

    /// The user selected the row at `path`: show that photo's detail.
    public func select(at path: ItemPath) {
        guard let photo = photos.item(at: path) else { return }
        navigator.navigate(to: .detail(photoID: photo.id))
    }
}
