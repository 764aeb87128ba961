import Foundation

/// A value read from a ``Store``, with where it came from and whether it is still fresh.
public struct StoredValue<Value: Sendable>: Sendable {
    /// Where a stored value was found.
    public enum Origin: Sendable, Equatable {
        /// The store's in-memory cache.
        case memory
        /// The store's archive (a file or a database row).
        case archive
        /// The read-only archive bundled with the app, used until something is saved.
        case bundle
    }

    /// The value.
    public var value: Value
    /// When the value was saved; `nil` for a bundled archive.
    public var savedAt: Date?
    /// Whether the store's expiry policy considers the value stale.
    public var isStale: Bool
    /// Where the value was found.
    public var origin: Origin
}

extension StoredValue: Equatable where Value: Equatable {}
