import Foundation

/// A `Clock` whose time moves only when a test advances it, so timing logic (debounce,
/// retry back-off, timeouts) is tested without sleeping.
///
/// ```swift
/// let clock = ManualClock()
/// let task = Task { try await clock.sleep(for: .seconds(5)) }
/// clock.advance(by: .seconds(5))   // the sleep finishes now
/// ```
///
/// Sleepers wake in deadline order when ``advance(by:)`` passes their deadline; a
/// cancelled sleeper throws `CancellationError` at once.
public final class ManualClock: Clock, @unchecked Sendable {
    /// A point in manual time: the duration since the clock was created.
    public struct Instant: InstantProtocol, Sendable, Hashable, Comparable {
        /// Time elapsed since the clock's start.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The manual time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether this instant comes before `other`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    // Guards every field below; @unchecked Sendable is sound because nothing is touched
    // outside the lock.
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var nextID = 0

    /// Creates a clock at time zero.
    public init() {}

    /// The current manual time; it moves only when a test calls ``advance(by:)``.
    public var now: Instant { lock.withLock { current } }

    /// Zero: manual time has no granularity, any duration can be advanced.
    public var minimumResolution: Duration { .zero }

    /// The number of tasks sleeping on this clock.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Suspends until ``advance(by:)`` reaches `deadline`; returns at once when it already passed.
    ///
    /// - Throws: `CancellationError` as soon as the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock { () -> Int in
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    if deadline <= current || Task.isCancelled { return true }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let cancelled: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has passed.
    ///
    /// - Parameter duration: How far to move; negative durations are ignored.
    public func advance(by duration: Duration) {
        guard duration > .zero else { return }
        let woken: [Sleeper] = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }
}
