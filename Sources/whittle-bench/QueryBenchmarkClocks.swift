import Foundation
import GRDB

/// Stamps the time of every commit, on the writer's queue.
final class CommitClock: TransactionObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var stamp: ContinuousClock.Instant?

    var lastCommit: ContinuousClock.Instant? { lock.withLock { stamp } }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) {
        let now = ContinuousClock.now
        lock.withLock { stamp = now }
    }
    func databaseDidRollback(_ db: Database) {}
}

/// Stamps the time the change handler runs and wakes the benchmark waiting for it.
@MainActor
final class DeliveryClock {
    private(set) var lastDelivery: ContinuousClock.Instant?
    private var waiter: CheckedContinuation<Void, Never>?
    private var undelivered = 0

    func delivered() {
        lastDelivery = ContinuousClock.now
        if let waiter {
            self.waiter = nil
            waiter.resume()
        } else {
            undelivered += 1
        }
    }

    func wait() async {
        if undelivered > 0 {
            undelivered -= 1
            return
        }
        await withCheckedContinuation { waiter = $0 }
    }
}
