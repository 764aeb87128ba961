#if canImport(UIKit)
import UIKit

/// The tag header: a title over a counts line.
final class TagHeaderView: UIView {
    private let titleLabel = UILabel()
    private let countsLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        countsLabel.font = .preferredFont(forTextStyle: .footnote)
        countsLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
        addSubview(countsLabel)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.insetBy(dx: 16, dy: 4)
        let (title, counts) = content.divided(atDistance: content.height * 0.6, from: .minYEdge)
        titleLabel.frame = title
        countsLabel.frame = counts
    }

    /// Shows the header's values.
    func show(title: String, counts: String) {
        titleLabel.text = title
        countsLabel.text = counts
    }
}
#endif
