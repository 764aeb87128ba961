import Foundation

/// Runs work submitted from any thread on the main actor, one item after another in
/// submission order.
///
/// Observation and notification callbacks arrive synchronously on whatever thread made the
/// change; this hops them to the main actor without reordering them. The last submitted task
/// is kept so a test can await delivery instead of sleeping.
final class MainActorQueue: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var tail: Task<Void, Never>?

    /// Schedules `work` after everything submitted before it.
    func enqueue(_ work: @escaping @MainActor @Sendable () -> Void) {
        lock.withLock {
            let previous = tail
            tail = Task { @MainActor in
                await previous?.value
                work()
            }
        }
    }

    /// The most recently submitted work, to await in tests.
    var last: Task<Void, Never>? {
        lock.withLock { tail }
    }

    /// Waits until everything submitted so far has run.
    func drain() async {
        await last?.value
    }
}
