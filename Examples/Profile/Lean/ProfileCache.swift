/// Users already loaded, kept in memory for the next visit.
@MainActor
public final class ProfileCache {
    private var users: [String: UserProfile] = [:]

    /// Creates an empty cache.
    public init() {}

    /// The cached user with `id`, or `nil`.
    public func user(id: String) -> UserProfile? { users[id] }

    /// Keeps `user`, replacing an older copy.
    public func store(_ user: UserProfile) { users[user.id] = user }
}
