/// One page of a paged list: its items and the cursor of the page after it.
///
/// Decoded from JSON, a page is `{"items": [...], "nextCursor": "abc"}`, with `nextCursor`
/// missing or `null` on the last page. An API of another shape is mapped to a page with
/// ``Resource/map(_:)``:
///
/// ```swift
/// struct EpisodeFeed: Decodable { var episodes: [Episode]; var next: String? }
/// let page = Resource(url: url, decoding: EpisodeFeed.self)
///     .map { Page(items: $0.episodes, nextCursor: $0.next) }
/// ```
public struct Page<Item: Sendable>: Sendable {
    /// The items of this page, in display order.
    public var items: [Item]
    /// The cursor to request the next page with, or `nil` on the last page.
    public var nextCursor: String?

    /// Creates a page.
    public init(items: [Item], nextCursor: String? = nil) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Decodable where Item: Decodable {}
extension Page: Encodable where Item: Encodable {}
