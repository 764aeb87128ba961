#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The profile screen's view: it builds, styles and lays out its own subviews (a smarter
/// view), so the controller only hands it prepared values. It stacks itself for its size
/// class (``ProfileStackStyle``) and celebrates a follow with a haptic and a bounce.
final class ProfileView: UIView {
    let avatarImageView = UIImageView()
    let nameLabel = UILabel()
    let displayNameField = UITextField()
    let followerCountLabel = UILabel()
    let followersLabel = UILabel()
    let followButton = UIButton(type: .system)
    let followersButton = UIButton(type: .system)
    private let noticeLabel = UILabel()
    private let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.clipsToBounds = true
        avatarImageView.layer.cornerRadius = 48
        avatarImageView.backgroundColor = .secondarySystemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        followerCountLabel.font = .preferredFont(forTextStyle: .headline)
        followersLabel.font = .preferredFont(forTextStyle: .subheadline)
        followersLabel.textColor = .secondaryLabel
        followersLabel.numberOfLines = 0
        followersButton.setTitle("Show followers", for: .normal)
        displayNameField.borderStyle = .roundedRect
        displayNameField.placeholder = "Display name"
        displayNameField.returnKeyType = .done
        noticeLabel.textColor = .systemRed
        noticeLabel.numberOfLines = 0
        noticeLabel.textAlignment = .center
        noticeLabel.isHidden = true

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 12
        for subview in [avatarImageView, nameLabel, displayNameField, followerCountLabel, followersLabel, followButton, followersButton, noticeLabel] {
            stackView.addArrangedSubview(subview)
        }
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            avatarImageView.widthAnchor.constraint(equalToConstant: 96),
            avatarImageView.heightAnchor.constraint(equalToConstant: 96),
            displayNameField.widthAnchor.constraint(equalToConstant: 240),
            stackView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
            stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
        applyStackStyle()
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: ProfileView, _: UITraitCollection) in
            view.applyStackStyle()
        }
    }

    private func applyStackStyle() {
        let style = ProfileStackStyle(sizeClass: SizeClass(traitCollection.horizontalSizeClass))
        stackView.axis = style.isHorizontal ? .horizontal : .vertical
        stackView.spacing = style.spacing
    }

    /// A follow went through: a success haptic and a short bounce of the follow button.
    func celebrateFollow() {
        #if !os(visionOS)  // UIFeedbackGenerator is iOS, iPadOS and Mac Catalyst only.
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #endif
        UIView.animate(withDuration: 0.3) {
            self.followButton.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        } completion: { _ in
            self.followButton.transform = .identity
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

}

// The properties the profile binding sets.
extension ProfileView: ProfileDisplaying {
    var nameText: String? {
        get { nameLabel.text }
        set { nameLabel.text = newValue }
    }

    var displayNameText: String? {
        get { displayNameField.text }
        set { displayNameField.text = newValue }
    }

    var avatarImageData: Data? {
        get { avatarImageView.image?.pngData() }
        set { avatarImageView.image = newValue.flatMap(UIImage.init(data:)) }
    }

    var noticeText: String? {
        get { noticeLabel.text }
        set {
            noticeLabel.text = newValue
            noticeLabel.isHidden = newValue == nil
        }
    }

    var followerCountText: String? {
        get { followerCountLabel.text }
        set { followerCountLabel.text = newValue }
    }

    var followersText: String? {
        get { followersLabel.text }
        set { followersLabel.text = newValue }
    }

    var followButtonTitle: String? {
        get { followButton.title(for: .normal) }
        set { followButton.setTitle(newValue, for: .normal) }
    }

    var isFollowEnabled: Bool {
        get { followButton.isEnabled }
        set { followButton.isEnabled = newValue }
    }

    var hidesFollowersButton: Bool {
        get { followersButton.isHidden }
        set { followersButton.isHidden = newValue }
    }
}
#endif
