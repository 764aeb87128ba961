import Foundation
import GRDB

/// Collects the row ids each transaction inserts, updates or deletes in the request's table
/// and hands them to the inbox when the transaction commits.
///
/// GRDB calls it on the writer's queue, one transaction at a time; the set it fills is only
/// touched there, hence `@unchecked Sendable`.
final class QueryTransactionObserver: TransactionObserver, @unchecked Sendable {
    private let region: DatabaseRegion
    private let tableName: String?
    private let inbox: QueryChangeInbox
    private let unpatchableReason: QueryRefetchReason?
    private var rowIDs: Set<Int64> = []
    private var refetchReason: QueryRefetchReason?
    private var isDirty = false

    /// - Parameters:
    ///   - tableName: The table whose row ids are patched; nil when every change refetches.
    ///   - unpatchableReason: The reason reported for every change when `tableName` is nil.
    init(region: DatabaseRegion, tableName: String?, unpatchableReason: QueryRefetchReason?, inbox: QueryChangeInbox) {
        self.region = region
        self.tableName = tableName?.lowercased()
        self.inbox = inbox
        self.unpatchableReason = unpatchableReason
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        region.isModified(byEventsOfKind: eventKind)
    }

    func databaseDidChange(with event: DatabaseEvent) {
        guard region.isModified(by: event) else { return }
        isDirty = true
        guard let tableName else {
            refetchReason = refetchReason ?? unpatchableReason
            return
        }
        if event.tableName.lowercased() == tableName {
            rowIDs.insert(event.rowID)
        } else {
            refetchReason = refetchReason ?? .otherTableChanged
        }
    }

    func databaseDidChange() {
        // Database.notifyChanges(in:): something changed, no one knows which rows.
        isDirty = true
        refetchReason = refetchReason ?? unpatchableReason ?? .unspecifiedChange
    }

    func databaseDidCommit(_ db: Database) {
        guard isDirty else { return }
        inbox.commit(rowIDs: rowIDs, refetchReason: refetchReason)
        reset()
    }

    func databaseDidRollback(_ db: Database) {
        reset()
    }

    private func reset() {
        rowIDs = []
        refetchReason = nil
        isDirty = false
    }
}
