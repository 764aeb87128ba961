#if canImport(UIKit)
import WhittleUIKit

// Push a photo's detail onto the navigation stack.
extension NavigationStackNavigator: PhotosNavigator where Route == Photo {
    public func showDetail(of photo: Photo) {
        navigate(to: photo)
    }
}
#endif
