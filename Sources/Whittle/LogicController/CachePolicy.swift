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
    /// The cached value is not shown (a pull to refresh): the value is loaded and stored. When
    /// the cache has a value the screen shows content already, so no loading state is
    /// emitted over it, and a failed load leaves it on screen and is returned, as with
    /// ``cacheThenRefresh``.
    case reloadIgnoringCache
}
