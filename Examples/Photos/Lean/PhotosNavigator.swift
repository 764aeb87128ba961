/// Where the photo list can go.
@MainActor
public protocol PhotosNavigator: AnyObject {
    /// Shows the detail screen of `photo`.
    func showDetail(of photo: Photo)
}
