#if canImport(UIKit) && !os(tvOS)
import UIKit

/// A centred, wrapping message on the system background, with an optional button below it
/// ("Try again").
final class MessageView: UIView {
    private let label = UILabel()
    private let button = UIButton(type: .system)

    init(message: String, actionTitle: String? = nil, action: (@MainActor () -> Void)? = nil) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        label.text = message
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        addSubview(label)
        if let actionTitle, let action {
            button.setTitle(actionTitle, for: .normal)
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.insetBy(dx: 24, dy: 24)
        guard button.superview != nil else {
            label.frame = content
            return
        }
        let (buttonArea, labelArea) = content.divided(atDistance: 44, from: .maxYEdge)
        label.frame = labelArea
        button.frame = buttonArea
    }
}
#endif
