import Foundation

/// A photo in a tag's grid.
public struct GridPhoto: Codable, Identifiable, Equatable, Sendable {
    public var id: String
    public var title: String
    /// Where the photo's thumbnail is downloaded from, if it has one.
    public var thumbnailURL: URL?

    /// A photo with its title and, if it has one, its thumbnail's address.
    public init(id: String, title: String, thumbnailURL: URL? = nil) {
        self.id = id
        self.title = title
        self.thumbnailURL = thumbnailURL
    }
}
