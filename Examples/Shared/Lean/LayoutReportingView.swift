#if canImport(UIKit) && !os(tvOS)
import UIKit

/// A container screen's root view: it tells its owner when its children need laying out, so
/// the children's layout runs from the view's own layout pass, not from the controller.
final class LayoutReportingView: UIView {
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
