/// A ``ValueCache`` over a ``Store``: a ``CacheThenLoad`` keeps what it loaded on disk, so the
/// next launch shows it before the network answers.
///
/// A store holds one value, so this cache has one entry: the value last inserted, filed under
/// its own key — `key(value)`, or its `id` when the value is `Identifiable`. A lookup for that
/// key is a hit and a lookup for any other key is a miss, so a store never answers for the
/// wrong value; loading a value for another key replaces the stored one. Give each screen
/// that shows one thing (the signed-in user's profile) a store of its own.
///
/// ```swift
/// let store = Store<User>(fileURL: cachesFolder.appendingPathComponent("profile.json"), expiry: .after(3600))
/// let profiles = CacheThenLoad(cache: StoreCache(store: store), loader: loader)
/// ```
///
/// A value the store's ``Store/expiry`` considers stale is a miss, unless the cache is made
/// `allowingStale`: then it is shown while ``CachePolicy/cacheThenRefresh`` loads a fresh one.
///
/// A cache never fails the screen. An archive the store cannot read (``StoreError``) is a miss,
/// and the next insert replaces it; an insert whose save fails leaves the previous archive, as
/// ``Store/save(_:)`` promises.
public struct StoreCache<Key: Equatable & Sendable, Value: Codable & Sendable>: ValueCache {
    /// The store that holds the cached value.
    public let store: Store<Value>
    private let allowingStale: Bool
    private let key: @Sendable (Value) -> Key

    /// Creates a cache over `store` whose value is filed under `key(value)`.
    ///
    /// - Parameters:
    ///   - store: Holds the cached value.
    ///   - allowingStale: Whether a value the store considers stale is still a hit.
    ///   - key: The key a value is found under, such as `{ _ in "current-user" }` for a
    ///     cache that only ever holds one thing.
    public init(store: Store<Value>, allowingStale: Bool = false, key: @escaping @Sendable (Value) -> Key) {
        self.store = store
        self.allowingStale = allowingStale
        self.key = key
    }

    /// The stored value when its key is `key`, or `nil`: a different key, no value, a stale
    /// value (unless the cache allows it), or an archive the store cannot read.
    public func value(forKey key: Key) async -> Value? {
        guard let stored = try? await store.load(allowingStale: allowingStale), self.key(stored.value) == key else {
            return nil
        }
        return stored.value
    }

    /// Saves `value`, replacing the stored one; it is found under its own key, `key(value)`.
    /// A failed save is ignored and leaves the previous value.
    public func insert(_ value: Value, forKey key: Key) async {
        try? await store.save(value)
    }
}

extension StoreCache where Value: Identifiable, Key == Value.ID {
    /// Creates a cache over `store` whose value is filed under its `id`.
    ///
    /// - Parameters:
    ///   - store: Holds the cached value.
    ///   - allowingStale: Whether a value the store considers stale is still a hit.
    public init(store: Store<Value>, allowingStale: Bool = false) {
        self.init(store: store, allowingStale: allowingStale, key: { $0.id })
    }
}
