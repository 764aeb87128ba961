/// Loads a value from its source of truth (usually the network), injected so tests
/// control timing and failures.
public protocol ValueLoader<Key, Value>: Sendable {
    /// What identifies the value to load.
    associatedtype Key: Sendable
    /// The loaded value.
    associatedtype Value: Sendable

    /// Loads the value for `key`.
    ///
    /// - Throws: Whatever made loading fail; it is rendered as ``ViewState/failed(_:)``.
    func load(_ key: Key) async throws -> Value

    /// Loads the value for `key` past any cache of the loader's own, for a pull to refresh
    /// (``CachePolicy/reloadIgnoringCache``); the same as ``load(_:)`` by default.
    func reload(_ key: Key) async throws -> Value
}

extension ValueLoader {
    /// Loads as ``load(_:)`` does: a loader without a cache of its own has nothing to skip.
    public func reload(_ key: Key) async throws -> Value {
        try await load(key)
    }
}
