import Observation
import Whittle

/// The tag screen's logic: loads the tag and its photos, serves the grid from a composed
/// data source (related tags, then photos) and turns a selection into a route.
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

    @ObservationIgnored private let name: String
    @ObservationIgnored private let service: any TagService
    @ObservationIgnored private let navigator: any Navigator<TagRoute>
    @ObservationIgnored private let formatting: PresentationFormatting

    /// Creates the logic for the tag `name`.
    public init(
        name: String, service: any TagService, navigator: any Navigator<TagRoute>,
        formatting: PresentationFormatting = .current
    ) {
        self.name = name
        self.service = service
        self.navigator = navigator
        self.formatting = formatting
        grid = ComposedDataSource(children: [relatedTags, photos])
    }

    /// Loads the tag, then its photos.
    @discardableResult
    public func load() -> Task<Void, Never> {
        let service = service
        let name = name
        return Task {
            do {
                let (tag, related) = try await service.tag(named: name)
                header = TagHeaderPresenter(tag, formatting: formatting)
                relatedTags.replaceItems(with: related.filter { $0.photoCount > 0 })
                photos.replaceItems(with: try await service.photos(taggedWith: name))
                failure = nil
            } catch {
                failure = "#\(name) could not be loaded."
            }
        }
    }

    /// The user selected the grid item at `path`.
    public func select(at path: ItemPath) {
        if let tag = grid.item(at: path, as: PhotoTag.self) {
            navigator.navigate(to: .tag(name: tag.name))
        } else if let photo = grid.item(at: path, as: GridPhoto.self) {
            navigator.navigate(to: .photo(id: photo.id))
        }
    }
}
