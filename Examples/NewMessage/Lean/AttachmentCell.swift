#if canImport(UIKit) && !os(tvOS)
import UIKit

/// A thumbnail in the message form's attachments row.
final class AttachmentCell: UICollectionViewCell {
    static let reuseIdentifier = "Attachment"
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 6
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `attachment`'s picture.
    func show(_ attachment: MessageAttachment) {
        imageView.image = UIImage(data: attachment.imageData)
    }
}
#endif
