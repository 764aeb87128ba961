import Foundation

/// Display-ready values for a profile; the user model itself stays private (seed 000).
///
/// ## Before
/// `ProfileUser(name: "Ada", followerCount: 1204, topFollowers: [Grace, Alan, Edsger])`
/// ## After
/// `followerCountText` → "1,204 followers", `followersText` → "Followed by Grace, Alan and 1,202 others"
public struct UserPresenter: Equatable, Sendable {
    private let user: ProfileUser
    private let locale: Locale

    /// Wraps `user` for display in `locale`.
    public init(user: ProfileUser, locale: Locale = .current) {
        self.user = user
        self.locale = locale
    }

    /// The title of the screen and the name label.
    public var name: String { user.name }

    /// "1 follower", "1,204 followers", or empty when nobody follows the user.
    public var followerCountText: String {
        switch user.followerCount {
        case ...0: ""
        case 1: "1 follower"
        default: "\(count(user.followerCount)) followers"
        }
    }

    /// "Followed by A", "Followed by A and B", "Followed by A, B and 3 others", or empty.
    public var followersText: String {
        let names = user.topFollowers.prefix(2).map(\.name)
        guard let first = names.first else { return "" }
        let others = user.followerCount - names.count
        switch (names.count, others) {
        case (1, ...0): return "Followed by \(first)"
        case (_, ...0): return "Followed by \(first) and \(names[1])"
        case (1, 1): return "Followed by \(first) and 1 other"
        case (1, _): return "Followed by \(first) and \(count(others)) others"
        case (_, 1): return "Followed by \(first), \(names[1]) and 1 other"
        default: return "Followed by \(first), \(names[1]) and \(count(others)) others"
        }
    }

    /// The follow button's title.
    public var followButtonTitle: String { user.isFollowedByMe ? "Following" : "Follow" }

    /// Whether the follow button can be tapped.
    public var isFollowEnabled: Bool { user.canBeFollowed }

    /// Whether the "Show followers" button is shown.
    public var showsFollowersButton: Bool { user.followerCount > 0 }

    private func count(_ value: Int) -> String {
        value.formatted(.number.locale(locale))
    }
}
