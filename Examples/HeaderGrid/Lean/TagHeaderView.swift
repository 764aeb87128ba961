#if canImport(UIKit) && !os(tvOS)
import UIKit

/// The tag header: a title over a counts line, and a follow button at the trailing end.
final class TagHeaderView: UIView {
    private let titleLabel = UILabel()
    private let countsLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        countsLabel.font = .preferredFont(forTextStyle: .footnote)
        countsLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
        addSubview(countsLabel)
        followButton.isHidden = true
        addSubview(followButton)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.insetBy(dx: 16, dy: 4)
        let (button, text) = content.divided(atDistance: 80, from: .maxXEdge)
        followButton.frame = button
        let (title, counts) = text.divided(atDistance: text.height * 0.6, from: .minYEdge)
        titleLabel.frame = title
        countsLabel.frame = counts
    }

}

// The properties the tag header binding sets.
extension TagHeaderView: TagHeaderDisplaying {
    var titleText: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    var countsText: String? {
        get { countsLabel.text }
        set { countsLabel.text = newValue }
    }

    var followButtonTitle: String? {
        get { followButton.isHidden ? nil : followButton.title(for: .normal) }
        set {
            followButton.setTitle(newValue, for: .normal)
            followButton.isHidden = newValue == nil
        }
    }
}
#endif
