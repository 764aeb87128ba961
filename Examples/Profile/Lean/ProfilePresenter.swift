import Foundation
import Whittle

/// Display-ready values for a profile; the profile itself stays private (seed 000).
///
/// ## Before
/// `UserProfile(name: "Ada", followerCount: 1204, topFollowers: [Grace, Alan])`
/// ## After
/// `followerCountText` "1,204 followers", `followersText` "Followed by Grace, Alan, and 1,202 others"
public struct ProfilePresenter: Presenter, Sendable {
    private let user: UserProfile
    private let formatting: PresentationFormatting

    /// Wraps `user`, formatting numbers and lists with `formatting`.
    public init(_ user: UserProfile, formatting: PresentationFormatting = .current) {
        self.user = user
        self.formatting = formatting
    }

    /// The title of the screen and the name label.
    public var name: String { user.name }

    /// "1 follower", "1,204 followers", or empty when nobody follows the user.
    public var followerCountText: String {
        formatting.counts.phrase(for: user.followerCount) { number, count in
            count == 1 ? "\(number) follower" : "\(number) followers"
        }
    }

    /// "Followed by Grace", "Followed by Grace and Alan", "Followed by Grace, Alan, and 3
    /// others", or empty when no follower is known.
    public var followersText: String {
        let names = user.topFollowers.prefix(2).map(\.name)
        guard !names.isEmpty else { return "" }
        let others = user.followerCount - names.count
        let rest: [String] =
            switch others {
            case ...0: []
            case 1: ["1 other"]
            default: ["\(formatting.counts.string(from: others)) others"]
            }
        return "Followed by " + (names + rest).formatted(.list(type: .and).locale(formatting.locale))
    }

    /// The follow button's title.
    public var followButtonTitle: String { user.isFollowedByMe ? "Following" : "Follow" }

    /// Whether the follow button can be tapped.
    public var isFollowEnabled: Bool { user.canBeFollowed }

    /// Whether the "Show followers" button is hidden.
    public var hidesFollowersButton: Bool { user.followerCount == 0 }
}
