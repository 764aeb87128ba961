import Whittle

/// The profile screen's binding (seed 000): presenter values → view properties, declared once.
@MainActor
public enum ProfileBindings {
    /// A binding that copies `display`'s presenter values into `view`.
    public static func binding<View: ProfileDisplaying>(
        display: ProfileDisplay, view: View
    ) -> ViewBinding<ProfileDisplay, View> {
        ViewBinding(source: display, target: view, pairs: [
            BindingPair(\.presenter.name, to: \View.nameText) { $0 },
            BindingPair(\.presenter.name, to: \View.displayNameText) { $0 },
            BindingPair(\.avatar, to: \View.avatarImageData),
            BindingPair(\.notice, to: \View.noticeText),
            BindingPair(\.presenter.followerCountText, to: \View.followerCountText) { $0 },
            BindingPair(\.presenter.followersText, to: \View.followersText) { $0 },
            BindingPair(\.presenter.followButtonTitle, to: \View.followButtonTitle) { $0 },
            BindingPair(\.presenter.isFollowEnabled, to: \View.isFollowEnabled),
            BindingPair(\.presenter.hidesFollowersButton, to: \View.hidesFollowersButton),
        ])
    }
}
