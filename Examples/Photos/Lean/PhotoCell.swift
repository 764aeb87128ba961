#if canImport(UIKit) && !os(tvOS)
import UIKit

/// A photo row: it lays itself out and shows a ``PhotoCellContent``.
final class PhotoCell: UITableViewCell {
    static let reuseIdentifier = "PhotoCell"

    private let badge = UIImageView(image: UIImage(systemName: "star.fill"))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badge.tintColor = .systemYellow
        accessoryView = badge
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `content`.
    func show(_ content: PhotoCellContent) {
        var configuration = defaultContentConfiguration()
        configuration.text = content.title
        configuration.secondaryText = "\(content.subtitle)   \(content.rating)"
        configuration.image = content.thumbnail.flatMap(UIImage.init(data:)) ?? UIImage(systemName: "photo")
        configuration.imageProperties.maximumSize = CGSize(width: 48, height: 48)
        contentConfiguration = configuration
        badge.isHidden = !content.showsFavoriteBadge
    }
}
#endif
