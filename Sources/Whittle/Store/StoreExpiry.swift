import Foundation

/// How long a saved value stays fresh.
///
/// A stale value is still readable through ``Store/load(allowingStale:)`` — a cache-then-load
/// screen shows stale data while it fetches new data — but ``Store/load()`` reports it as
/// missing.
public enum StoreExpiry: Sendable, Equatable {
    /// Values never expire.
    case never
    /// Values expire this many seconds after they were saved.
    case after(TimeInterval)

    /// Whether a value saved at `savedAt` is stale at `now`.
    public func isExpired(savedAt: Date, now: Date) -> Bool {
        switch self {
        case .never: false
        case .after(let interval): now.timeIntervalSince(savedAt) >= interval
        }
    }
}
