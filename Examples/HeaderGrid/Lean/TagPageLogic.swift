import Foundation
import Observation
import Whittle

/// The tag screen's logic: loads the tag and its photos page by page, serves the grid from a
/// composed data source (related tags, then photos), follows the tag, downloads thumbnails
/// and turns a selection into a route — everything the massive twin's controller does.
@MainActor
@Observable
public final class TagPageLogic {
    /// The header's values, once the tag is loaded.
    public private(set) var header: TagHeaderPresenter?
    /// Why loading failed, or `nil`.
    public private(set) var failure: String?

    /// Related tags, the grid's first section.
    @ObservationIgnored public let relatedTags = ArrayDataSource<PhotoTag>(title: "Related tags")
    /// Recent photos, the grid's second section.
    @ObservationIgnored public let photos = ArrayDataSource<GridPhoto>(title: "Recent photos")
    /// The grid: both children composed, their index paths mapped for the grid.
    @ObservationIgnored public let grid: ComposedDataSource
    /// The photos' thumbnails.
    @ObservationIgnored public let thumbnails: PhotoThumbnails
    /// Called with the grid path of a photo whose thumbnail arrived, so its cell is redrawn.
    @ObservationIgnored public var onItemChanged: (@MainActor (ItemPath) -> Void)?

    @ObservationIgnored private let name: String
    @ObservationIgnored private let service: any TagService
    @ObservationIgnored private let navigator: any Navigator<TagRoute>
    @ObservationIgnored private let formatting: PresentationFormatting
    @ObservationIgnored private var tag: PhotoTag?
    @ObservationIgnored private var nextCursor: String?
    @ObservationIgnored private var pageLoad: Task<Void, Never>?

    /// How close to the end of the photos a displayed item starts loading the next page.
    public static let prefetchDistance = 12

    /// Creates the logic for the tag `name`.
    public init(
        name: String, service: any TagService, navigator: any Navigator<TagRoute>, thumbnails: any ThumbnailLoading,
        formatting: PresentationFormatting = .current
    ) {
        self.name = name
        self.service = service
        self.navigator = navigator
        self.formatting = formatting
        self.thumbnails = PhotoThumbnails(loader: thumbnails)
        grid = ComposedDataSource(children: [relatedTags, photos])
        self.thumbnails.onLoaded = { [weak self] id in self?.thumbnailArrived(photoID: id) }
    }

    /// The screen's title: "#harbour".
    public var title: String { "#\(name)" }

    /// Loads the tag, then the first page of its photos.
    @discardableResult
    public func load() -> Task<Void, Never> {
        let service = service
        let name = name
        return Task {
            do {
                let (tag, related) = try await service.tag(named: name)
                show(tag)
                relatedTags.replaceItems(with: PhotoTag.listedRelated(related))
                let page = try await service.photos(taggedWith: name, after: nil)
                nextCursor = page.nextCursor
                photos.replaceItems(with: page.items)
                failure = nil
            } catch {
                failure = "#\(name) could not be loaded."
            }
        }
    }

    /// The grid is about to display the item at `path`: near the end of the photos, the next
    /// page is loaded (once at a time), its photos appended without the ones already shown.
    ///
    /// - Returns: The page's task, or `nil` when no page is needed or one is loading.
    @discardableResult
    public func willDisplay(at path: ItemPath) -> Task<Void, Never>? {
        guard path.section == 1, path.item >= photos.numberOfItems - Self.prefetchDistance,
              let cursor = nextCursor, pageLoad == nil else { return nil }
        let service = service
        let name = name
        let task = Task {
            defer { pageLoad = nil }
            guard let page = try? await service.photos(taggedWith: name, after: cursor) else { return }
            nextCursor = page.nextCursor
            let shown = Set(photos.items.map(\.id))
            photos.replaceItems(with: photos.items + page.items.filter { !shown.contains($0.id) })
        }
        pageLoad = task
        return task
    }

    /// Follows the tag, or stops following it; the header shows the new state.
    public func toggleFollow() {
        guard var tag else { return }
        tag.isFollowed.toggle()
        show(tag)
    }

    /// The thumbnail of `photo`, starting its download when it is missing.
    public func thumbnail(for photo: GridPhoto) -> Data? {
        if let data = thumbnails.thumbnail(photoID: photo.id) { return data }
        thumbnails.load(photoID: photo.id, from: photo.thumbnailURL)
        return nil
    }

    /// The user selected the grid item at `path`.
    public func select(at path: ItemPath) {
        if let tag = grid.item(at: path, as: PhotoTag.self) {
            navigator.navigate(to: .tag(name: tag.name))
        } else if let photo = grid.item(at: path, as: GridPhoto.self) {
            navigator.navigate(to: .photo(id: photo.id))
        }
    }

    private func show(_ tag: PhotoTag) {
        self.tag = tag
        header = TagHeaderPresenter(tag, formatting: formatting)
    }

    private func thumbnailArrived(photoID id: String) {
        guard let index = photos.items.firstIndex(where: { $0.id == id }) else { return }
        onItemChanged?(ItemPath(item: index, section: 1))
    }
}
