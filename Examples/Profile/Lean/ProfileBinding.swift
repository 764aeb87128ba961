#if canImport(UIKit)
import UIKit

/// Applies a ``UserPresenter``'s values to a ``ProfileView`` (seed 000's binding).
@MainActor
final class ProfileBinding {
    private let view: ProfileView

    init(view: ProfileView) {
        self.view = view
    }

    /// Copies every bound value from `presenter` to the view.
    func update(from presenter: UserPresenter) {
        view.nameLabel.text = presenter.name
        view.followerCountLabel.text = presenter.followerCountText
        view.followersLabel.text = presenter.followersText
        view.followButtonState = (presenter.followButtonTitle, presenter.isFollowEnabled)
        view.followersButton.isHidden = !presenter.showsFollowersButton
    }
}
#endif
