/// Keeps a ``SharedState`` callback subscription alive; cancel it (or let it go) to stop.
@MainActor
public final class SharedStateSubscription {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the callbacks. Calling it again does nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Whether ``cancel()`` has run.
    public var isCancelled: Bool { onCancel == nil }
}
