/// What ``CacheThenLoad`` does when the cache has a value.
public enum CachePolicy: Sendable, Hashable, CaseIterable {
    /// A cache hit is rendered and nothing is loaded (the seed's behaviour, and the
    /// default): one render, no traffic, for data the app invalidates itself.
    case cacheElseLoad
    /// A cache hit is rendered at once, then the value is loaded and rendered again
    /// ("stale while revalidate"). If that refresh fails the cached value stays on screen —
    /// stale content beats an error screen — and ``CacheThenLoad`` returns the failure so
    /// the screen can say its content may be out of date.
    case cacheThenRefresh
    /// The cache is not read (a pull to refresh); a loaded value is still stored.
    case reloadIgnoringCache
}
