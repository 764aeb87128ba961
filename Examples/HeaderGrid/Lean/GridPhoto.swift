/// A photo in a tag's grid.
public struct GridPhoto: Codable, Identifiable, Equatable, Sendable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
