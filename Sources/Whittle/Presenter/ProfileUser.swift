import Foundation

/// The user model of the profile-screen example, wrapped by ``UserPresenter``.
public struct ProfileUser: Sendable, Hashable, Identifiable {
    /// The user's identifier.
    public var id: Int
    /// The user's display name.
    public var name: String
    /// How many users follow this user.
    public var followerCount: Int
    /// The names of the most notable followers, most notable first.
    public var topFollowerNames: [String]
    /// When the user joined.
    public var joinedAt: Date

    /// Creates a user.
    public init(id: Int, name: String, followerCount: Int, topFollowerNames: [String], joinedAt: Date) {
        self.id = id
        self.name = name
        self.followerCount = followerCount
        self.topFollowerNames = topFollowerNames
        self.joinedAt = joinedAt
    }
}
