#if canImport(UIKit) && !os(tvOS)
import UIKit

/// The tag screen's root view: it tells its owner when its children need laying out, so the
/// layout runs from the view's own layout pass.
final class HeaderGridView: UIView {
    /// Called at the end of every layout pass.
    var onLayout: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
#endif
