import Foundation

/// A user profile as the service returns it.
public struct UserProfile: Codable, Identifiable, Equatable, Sendable {
    /// A follower shown by name on the profile.
    public struct Follower: Codable, Identifiable, Equatable, Sendable {
        public var id: String
        public var name: String

        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    public var id: String
    public var name: String
    public var followerCount: Int
    public var topFollowers: [Follower]
    public var isFollowedByMe: Bool
    public var isCurrentUser: Bool
    /// Where the user's picture is, or `nil` when they have none.
    public var avatarURL: URL?

    public init(
        id: String, name: String, followerCount: Int, topFollowers: [Follower] = [], isFollowedByMe: Bool = false,
        isCurrentUser: Bool = false, avatarURL: URL? = nil
    ) {
        self.id = id
        self.name = name
        self.followerCount = followerCount
        self.topFollowers = topFollowers
        self.isFollowedByMe = isFollowedByMe
        self.isCurrentUser = isCurrentUser
        self.avatarURL = avatarURL
    }

    /// Whether `name` may be a display name: 1 to 40 characters once trimmed — a domain
    /// rule, kept in the model.
    public static func isValidDisplayName(_ name: String) -> Bool {
        (1...40).contains(name.trimmingCharacters(in: .whitespacesAndNewlines).count)
    }

    /// The user with the display name `name`, trimmed.
    public func renamed(to name: String) -> UserProfile {
        var copy = self
        copy.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return copy
    }

    /// Whether the signed-in user may follow this user: a domain rule, kept in the model.
    public var canBeFollowed: Bool { !isFollowedByMe && !isCurrentUser }

    /// The user after the signed-in user followed them.
    public func followed() -> UserProfile {
        guard canBeFollowed else { return self }
        var copy = self
        copy.isFollowedByMe = true
        copy.followerCount += 1
        return copy
    }
}
