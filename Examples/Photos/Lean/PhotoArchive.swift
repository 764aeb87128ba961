/// The bundled photo library: owners and their photos.
///
/// The ordering rule lives here, in the model (seed 001: domain logic belongs to the model,
/// not to the controller that shows it).
public struct PhotoArchive: Codable, Equatable, Sendable {
    public var owners: [PhotoOwner]
    public var photos: [Photo]

    public init(owners: [PhotoOwner], photos: [Photo]) {
        self.owners = owners
        self.photos = photos
    }

    /// The photos in display order: best rated first, newest first among equals.
    public var listedPhotos: [Photo] {
        photos.sorted { lhs, rhs in
            lhs.rating != rhs.rating ? lhs.rating > rhs.rating : lhs.creationDate > rhs.creationDate
        }
    }

    /// The photos to list: all of them in display order, or only the favourites.
    public func listedPhotos(onlyFavorites: Bool) -> [Photo] {
        onlyFavorites ? listedPhotos.filter(\.isFavorite) : listedPhotos
    }

    /// The archive without the photo with `id`.
    public func removingPhoto(id: String) -> PhotoArchive {
        PhotoArchive(owners: owners, photos: photos.filter { $0.id != id })
    }

    /// Whether the signed-in user may delete `photo`: only their own photos.
    public func canDelete(_ photo: Photo) -> Bool {
        owner(of: photo)?.isCurrentUser ?? false
    }

    /// The archive with the photo with `id` marked as a favourite or not.
    public func settingFavorite(_ isFavorite: Bool, ofPhoto id: String) -> PhotoArchive {
        PhotoArchive(owners: owners, photos: photos.map { photo in
            guard photo.id == id else { return photo }
            var changed = photo
            changed.isFavorite = isFavorite
            return changed
        })
    }

    /// The owner of `photo`, or `nil` when the archive does not know them.
    public func owner(of photo: Photo) -> PhotoOwner? {
        owners.first { $0.id == photo.ownerID }
    }
}
