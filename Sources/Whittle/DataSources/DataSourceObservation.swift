/// A token that keeps a data-source observation alive.
///
/// Observation ends when ``cancel()`` is called or the token is deallocated, so an observer
/// that forgets to cancel never leaks a callback into a dead view controller.
@MainActor
public final class DataSourceObservation {
    private var onCancel: (@MainActor () -> Void)?

    /// Creates a token that runs `onCancel` once, when cancelled.
    ///
    /// Deallocation does not run `onCancel` (a `deinit` cannot reach the main actor before
    /// iOS 18.4); ``ChangeObservers`` holds its tokens weakly and drops a handler as soon as
    /// its token is gone, which gives the same guarantee.
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
