/// The profile as a test (or a snapshot) sees it on screen: the presenter's output as a value.
public struct ProfileCard: Equatable, Sendable {
    public var name: String
    public var followerCount: String
    public var followers: String
    public var followButton: String

    /// The card for `presenter`.
    public init(_ presenter: ProfilePresenter) {
        name = presenter.name
        followerCount = presenter.followerCountText
        followers = presenter.followersText
        followButton = presenter.isFollowEnabled ? presenter.followButtonTitle : "\(presenter.followButtonTitle) (disabled)"
    }
}
