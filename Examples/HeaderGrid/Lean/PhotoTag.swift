/// A tag and the counts its header shows.
public struct PhotoTag: Codable, Identifiable, Equatable, Sendable {
    public var id: String { name }
    public var name: String
    public var photoCount: Int
    public var followerCount: Int

    public init(name: String, photoCount: Int, followerCount: Int) {
        self.name = name
        self.photoCount = photoCount
        self.followerCount = followerCount
    }
}
