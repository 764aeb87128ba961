import Whittle

/// What the tag screen needs from the server.
public protocol TagService: Sendable {
    /// The tag with `name` and the tags related to it.
    func tag(named name: String) async throws -> (tag: PhotoTag, related: [PhotoTag])
    /// A page of the tag's most recent photos: the first one for a `nil` cursor, then the one
    /// the previous page's ``Whittle/Page/nextCursor`` names.
    func photos(taggedWith name: String, after cursor: String?) async throws -> Page<GridPhoto>
}
