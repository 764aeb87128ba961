/// What the tag screen needs from the server.
public protocol TagService: Sendable {
    /// The tag with `name` and the tags related to it.
    func tag(named name: String) async throws -> (tag: PhotoTag, related: [PhotoTag])
    /// The tag's most recent photos.
    func photos(taggedWith name: String) async throws -> [GridPhoto]
}
