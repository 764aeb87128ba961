/// Where the profile screen can go: one protocol per screen's destinations.
///
/// The compact implementation pushes the followers list, the regular one shows it beside the
/// profile; the screen is given one of them when it is built and never asks which.
@MainActor
public protocol FollowersNavigator: AnyObject {
    /// Shows the followers of `user`.
    func showFollowers(of user: UserProfile)
}
