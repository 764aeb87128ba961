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
    private let wording: ProfileWording

    /// Wraps `user`, formatting numbers and lists with `formatting` and the words around
    /// them in the same locale's language.
    public init(_ user: UserProfile, formatting: PresentationFormatting = .current) {
        self.init(user, formatting: formatting, wording: .matching(formatting.locale))
    }

    /// Wraps `user` with explicit `wording`, for a language the example does not carry.
    public init(_ user: UserProfile, formatting: PresentationFormatting, wording: ProfileWording) {
        self.user = user
        self.formatting = formatting
        self.wording = wording
    }

    /// The title of the screen and the name label.
    public var name: String { user.name }

    /// "1 follower", "1,204 followers", or empty when nobody follows the user.
    public var followerCountText: String {
        formatting.counts.phrase(for: user.followerCount, wording.followers)
    }

    /// "Followed by Grace", "Followed by Grace and Alan", "Followed by Grace, Alan, and 3
    /// others", or empty when no follower is known.
    public var followersText: String {
        let names = user.topFollowers.prefix(2).map(\.name)
        guard !names.isEmpty else { return "" }
        let others = user.followerCount - names.count
        let rest = others > 0 ? [wording.others(formatting.counts.string(from: others), others)] : []
        return wording.followedBy((names + rest).formatted(.list(type: .and).locale(formatting.locale)))
    }

    /// The follow button's title.
    public var followButtonTitle: String { user.isFollowedByMe ? wording.following : wording.follow }

    /// Whether the follow button can be tapped.
    public var isFollowEnabled: Bool { user.canBeFollowed }

    /// Whether the "Show followers" button is hidden.
    public var hidesFollowersButton: Bool { user.followerCount == 0 }
}
