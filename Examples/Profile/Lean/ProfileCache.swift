import Whittle

/// Profiles already loaded, kept in memory for the next visit.
public actor ProfileCache: ValueCache {
    private var users: [String: UserProfile] = [:]

    /// Creates an empty cache.
    public init() {}

    public func value(forKey key: String) -> UserProfile? { users[key] }

    public func insert(_ value: UserProfile, forKey key: String) { users[key] = value }
}
