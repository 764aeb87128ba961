/// Where the photo list can go.
public enum PhotosRoute: Hashable, Sendable {
    /// The detail of the photo with this id.
    case detail(photoID: String)
}
