#if canImport(UIKit) && !os(tvOS)
import UIKit
import WhittleUIKit

/// A child view controller that shows a spinner, plugged in while a screen loads (seed 004).
final class LoadingViewController: TypedViewController<LoadingView> {
    init() {
        super.init(contentView: LoadingView())
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
