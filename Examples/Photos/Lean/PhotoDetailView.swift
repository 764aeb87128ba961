#if canImport(UIKit) && !os(tvOS)
import UIKit

/// A photo's title, date, owner and rating, stacked, with a button that toggles the
/// favourite.
final class PhotoDetailView: UIView {
    let favoriteButton = UIButton(type: .system)

    init(content: PhotoCellContent) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        for (text, style) in [(content.title, UIFont.TextStyle.title1), (content.subtitle, .body), (content.rating, .headline)] {
            let label = UILabel()
            label.text = text
            label.font = .preferredFont(forTextStyle: style)
            stack.addArrangedSubview(label)
        }
        favoriteButton.setImage(UIImage(systemName: "star"), for: .normal)
        favoriteButton.setImage(UIImage(systemName: "star.fill"), for: .selected)
        favoriteButton.setTitle(" Favorite", for: .normal)
        favoriteButton.isSelected = content.showsFavoriteBadge
        // Reflects the toggle at once; the list shows the saved state.
        favoriteButton.addAction(UIAction { [weak favoriteButton] _ in favoriteButton?.isSelected.toggle() }, for: .touchUpInside)
        stack.addArrangedSubview(favoriteButton)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
