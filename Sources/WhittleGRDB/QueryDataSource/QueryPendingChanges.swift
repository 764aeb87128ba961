import Foundation

/// The changes committed since the engine last looked: touched row ids, or a reason to
/// refetch everything. Transactions accumulate here, so a burst becomes one update.
struct QueryPendingChanges: Sendable {
    var rowIDs: Set<Int64> = []
    var refetchReason: QueryRefetchReason?
    /// Local edits waiting for a refetch that settles them.
    var settleRequests = 0
    /// The number of the last commit included.
    var throughCommit = 0

    var isEmpty: Bool { rowIDs.isEmpty && refetchReason == nil && settleRequests == 0 }

    mutating func merge(rowIDs newRowIDs: Set<Int64>, refetchReason newReason: QueryRefetchReason?) {
        rowIDs.formUnion(newRowIDs)
        if refetchReason == nil { refetchReason = newReason }
    }
}
