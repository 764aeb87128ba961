/// The profile as a test (or a snapshot) sees it on screen: the presenter's output as a value.
public struct ProfileCard: Equatable, Sendable {
    public var name: String
    public var followerCount: String
    public var followers: String
    public var followButton: String

    /// A card with the given texts, as a test expects it.
    public init(name: String, followerCount: String, followers: String, followButton: String) {
        self.name = name
        self.followerCount = followerCount
        self.followers = followers
        self.followButton = followButton
    }

    /// The card for `presenter`.
    public init(_ presenter: ProfilePresenter) {
        name = presenter.name
        followerCount = presenter.followerCountText
        followers = presenter.followersText
        followButton = presenter.isFollowEnabled ? presenter.followButtonTitle : "\(presenter.followButtonTitle) (disabled)"
    }
}
