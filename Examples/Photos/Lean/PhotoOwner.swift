/// The person who took a photo.
public struct PhotoOwner: Codable, Identifiable, Equatable, Sendable {
    public var id: String
    public var name: String
    /// Whether this is the signed-in user, who may delete their own photos.
    public var isCurrentUser: Bool

    /// An owner; someone other than the signed-in user unless `isCurrentUser`.
    public init(id: String, name: String, isCurrentUser: Bool = false) {
        self.id = id
        self.name = name
        self.isCurrentUser = isCurrentUser
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, isCurrentUser
    }

    /// Reads an owner; an archive saved before `isCurrentUser` existed reads as someone else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        isCurrentUser = try container.decodeIfPresent(Bool.self, forKey: .isCurrentUser) ?? false
    }
}
