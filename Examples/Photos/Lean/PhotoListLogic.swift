import Whittle

/// The photo list's logic: it reads the archive through the library, serves the photos from
/// an array data source, formats each cell's content, and turns a selection into navigation.
@MainActor
public final class PhotoListLogic {
    /// The photos, in the archive's display order; a table or collection view bridge shows them.
    public let photos = ArrayDataSource<Photo>()
    /// Why the archive could not be read, or `nil`.
    public private(set) var failure: String?

    private let library: PhotoLibrary
    private let navigator: any Navigator<PhotosRoute>
    private var archive = PhotoArchive(owners: [], photos: [])

    /// Creates the logic over `library`, navigating with `navigator`.
    public init(library: PhotoLibrary, navigator: any Navigator<PhotosRoute>) {
        self.library = library
        self.navigator = navigator
    }

    /// Reads the archive and shows its photos.
    public func load() async {
        do {
            archive = try await library.archive()
            failure = nil
            photos.replaceItems(with: archive.listedPhotos)
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
