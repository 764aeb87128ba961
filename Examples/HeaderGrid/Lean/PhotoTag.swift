/// A tag and the counts its header shows.
public struct PhotoTag: Codable, Identifiable, Equatable, Sendable {
    public var id: String { name }
    public var name: String
    public var photoCount: Int
    public var followerCount: Int
    /// Whether the signed-in user follows the tag.
    public var isFollowed: Bool

    /// A tag with its counts, not followed unless `isFollowed`.
    public init(name: String, photoCount: Int, followerCount: Int, isFollowed: Bool = false) {
        self.name = name
        self.photoCount = photoCount
        self.followerCount = followerCount
        self.isFollowed = isFollowed
    }

    private enum CodingKeys: String, CodingKey {
        case name, photoCount, followerCount, isFollowed
    }

    /// Reads a tag; a tag sent without `isFollowed` is not followed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        photoCount = try container.decode(Int.self, forKey: .photoCount)
        followerCount = try container.decode(Int.self, forKey: .followerCount)
        isFollowed = try container.decodeIfPresent(Bool.self, forKey: .isFollowed) ?? false
    }

    /// The related tags worth showing: those with more than ten photos, the biggest first —
    /// a domain rule, kept in the model.
    public static func listedRelated(_ tags: [PhotoTag]) -> [PhotoTag] {
        tags.filter { $0.photoCount > 10 }.sorted { $0.photoCount > $1.photoCount }
    }
}
