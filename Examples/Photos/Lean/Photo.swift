import Foundation

/// A photo in the archive.
public struct Photo: Codable, Identifiable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var ownerID: String
    public var creationDate: Date
    /// The average rating, 0 to 5.
    public var rating: Double
    public var isFavorite: Bool
    /// Where the photo's thumbnail is downloaded from, if it has one.
    public var thumbnailURL: URL?

    public init(
        id: String, name: String, ownerID: String, creationDate: Date, rating: Double, isFavorite: Bool = false,
        thumbnailURL: URL? = nil
    ) {
        self.id = id
        self.name = name
        self.ownerID = ownerID
        self.creationDate = creationDate
        self.rating = rating
        self.isFavorite = isFavorite
        self.thumbnailURL = thumbnailURL
    }
}
