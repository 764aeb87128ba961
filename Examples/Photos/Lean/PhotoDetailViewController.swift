#if canImport(UIKit) && !os(tvOS)
import UIKit
import WhittleUIKit

/// The detail of one photo: it shows the prepared content and nothing else.
final class PhotoDetailViewController: TypedViewController<PhotoDetailView> {
    init(content: PhotoCellContent) {
        super.init(contentView: PhotoDetailView(content: content))
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
