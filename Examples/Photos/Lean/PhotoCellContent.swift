import Foundation

/// What a photo cell shows, computed from a photo: the cell configuration kept apart from
/// the data source (seed 001) and from UIKit, so it is tested on Linux.
public struct PhotoCellContent: Equatable, Sendable {
    public var title: String
    public var subtitle: String
    public var rating: String
    public var showsFavoriteBadge: Bool
    /// The downloaded thumbnail's image data; `nil` shows a placeholder until it arrives.
    public var thumbnail: Data?

    /// Formats `photo` for a cell.
    ///
    /// - Parameters:
    ///   - photo: The photo.
    ///   - owner: Its owner, when known.
    ///   - locale: The locale for the date and the rating.
    ///   - thumbnail: The thumbnail, once downloaded.
    public init(photo: Photo, owner: PhotoOwner?, locale: Locale = .current, thumbnail: Data? = nil) {
        title = photo.name
        let date = photo.creationDate.formatted(
            Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, timeZone: TimeZone(identifier: "UTC") ?? .current)
        )
        subtitle = owner.map { "\(date) · \($0.name)" } ?? date
        rating = "★ " + photo.rating.formatted(.number.precision(.fractionLength(0...1)).locale(locale))
        showsFavoriteBadge = photo.isFavorite
        self.thumbnail = thumbnail
    }
}
