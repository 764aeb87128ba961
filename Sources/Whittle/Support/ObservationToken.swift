/// A token that keeps an observation alive: of a data source's changes or of a
/// ``SharedState``'s value.
///
/// Observation ends when ``cancel()`` is called or the token is deallocated, so an observer
/// that forgets to cancel never leaks a callback into a dead view controller.
@MainActor
public final class ObservationToken {
    private var onCancel: (@MainActor () -> Void)?

    /// Creates a token that runs `onCancel` once, when cancelled.
    ///
    /// Deallocation does not run `onCancel` (a `deinit` cannot reach the main actor before
    /// iOS 18.4); the observer lists (``ChangeObservers``, ``SharedState``) hold their tokens
    /// weakly and drop a handler as soon as its token is gone, which gives the same guarantee.
    public init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation. Calling it again does nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Whether ``cancel()`` has run.
    public var isCancelled: Bool { onCancel == nil }
}

/// The token a ``DataSource`` returns from `observe(_:)`; the same type as every other
/// Whittle observation.
public typealias DataSourceObservation = ObservationToken
