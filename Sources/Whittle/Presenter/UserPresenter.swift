import Foundation

/// The profile screen's presenter: a ``ProfileUser`` turned into the strings its labels show.
///
/// The example of the presenter pattern. The user stays private; the view controller sees only
/// display-ready text. The English phrases here stand for an app's localized strings; numbers,
/// lists and relative dates are localized by the injected ``PresentationFormatting``.
///
/// ## Before
/// `ProfileUser(name: "Ann", followerCount: 1234, topFollowerNames: ["Bo", "Cy", "Di", "Ed", "Flo"], joinedAt: 3 days ago)`
/// ## After
/// `name` "Ann", `followerCountText` "1,234 followers",
/// `followedByText` "Followed by Bo, Cy, and 3 others", `joinedText` "Joined 3 days ago"
public struct UserPresenter: Presenter, Sendable {
    private let user: ProfileUser
    private let formatting: PresentationFormatting

    /// Wraps `user`.
    public init(_ user: ProfileUser, formatting: PresentationFormatting = .current) {
        self.user = user
        self.formatting = formatting
    }

    /// The user's display name.
    public var name: String { user.name }

    /// "1,234 followers", "1 follower", or `""` when nobody follows the user.
    public var followerCountText: String {
        formatting.counts.phrase(for: user.followerCount) { number, count in
            count == 1 ? "\(number) follower" : "\(number) followers"
        }
    }

    /// "Followed by A, B, and 3 others", or `""` when no follower is known.
    public var followedByText: String {
        let list = formatting.names(maximumNames: 2).string(from: user.topFollowerNames) { number, _ in
            "\(number) others"
        }
        return list.isEmpty ? "" : "Followed by \(list)"
    }

    /// "Joined 3 days ago", relative to the injected clock.
    public var joinedText: String {
        "Joined \(formatting.relativeTimes.string(for: user.joinedAt, relativeTo: formatting.now()))"
    }
}
