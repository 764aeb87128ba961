import Foundation

/// Waits for a duration; injected wherever Whittle waits, so tests never do.
public protocol Sleeper: Sendable {
    /// Suspends for `duration`.
    ///
    /// - Throws: `CancellationError` when the task is cancelled while waiting.
    func sleep(for duration: Duration) async throws
}

/// The real sleeper, backed by `Task.sleep`.
public struct TaskSleeper: Sleeper {
    /// Creates the sleeper.
    public init() {}

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
