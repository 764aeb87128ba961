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
}
