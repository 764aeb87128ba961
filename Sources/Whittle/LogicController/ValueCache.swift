/// A cache a logic controller reads before it loads, injected so tests control hits.
///
/// Conform an `NSCache` wrapper, a dictionary behind an actor, or a disk store.
public protocol ValueCache<Key, Value>: Sendable {
    /// The key values are stored under.
    associatedtype Key: Sendable
    /// The cached value.
    associatedtype Value: Sendable

    /// The value stored for `key`, or `nil` on a miss.
    func value(forKey key: Key) async -> Value?

    /// Stores `value` for `key`, replacing any previous one.
    func insert(_ value: Value, forKey key: Key) async
}
