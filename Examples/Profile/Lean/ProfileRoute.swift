import Whittle

/// Where the profile screen can go, as values a test can compare and a deep link can build.
public enum ProfileRoute: Hashable, Sendable {
    /// The followers of the user with this id.
    case followers(userID: String)
}

extension Navigator where Route == ProfileRoute {
    /// Shows the followers of `user`: the profile screen's navigation vocabulary, on every
    /// navigator of its routes (compact, regular, recording).
    public func showFollowers(of user: UserProfile) {
        navigate(to: .followers(userID: user.id))
    }
}
