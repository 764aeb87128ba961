#if canImport(UIKit)
import UIKit

/// A centred, wrapping message on the system background.
final class MessageView: UIView {
    private let label = UILabel()

    init(message: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        label.text = message
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 24, dy: 24)
    }
}
#endif
