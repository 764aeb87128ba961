import Foundation

/// The inbox between the database's writer (which reports commits) and the engine's queue
/// (which takes them); a lock keeps the two apart.
final class QueryChangeInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = QueryPendingChanges()
    private var committed = 0
    private var isScheduled = false
    private var isStopped = false
    private var schedule: (@Sendable () -> Void)?

    /// Sets what starts the engine's work: called once per batch, never under the lock.
    func start(_ schedule: @escaping @Sendable () -> Void) {
        lock.withLock { self.schedule = schedule }
    }

    /// Drops every later commit.
    func stop() {
        lock.withLock {
            isStopped = true
            schedule = nil
        }
    }

    /// The number of the last commit that touched the request.
    var lastCommit: Int { lock.withLock { committed } }

    /// Adds one committed transaction.
    func commit(rowIDs: Set<Int64>, refetchReason: QueryRefetchReason?) {
        add { pending in
            pending.merge(rowIDs: rowIDs, refetchReason: refetchReason)
        }
    }

    /// Asks for a refetch that settles a local edit.
    func requestSettle() {
        add { pending in pending.settleRequests += 1 }
    }

    private func add(_ change: (inout QueryPendingChanges) -> Void) {
        let scheduleNow: (@Sendable () -> Void)? = lock.withLock {
            guard !isStopped else { return nil }
            change(&pending)
            committed += 1
            pending.throughCommit = committed
            defer { isScheduled = true }
            return isScheduled ? nil : schedule
        }
        scheduleNow?()
    }

    /// Takes everything pending; the next commit schedules the engine again.
    func take() -> QueryPendingChanges {
        lock.withLock {
            let taken = pending
            pending = QueryPendingChanges()
            isScheduled = false
            return taken
        }
    }
}
