import Foundation
import GRDB

/// A data source backed by a live database query: the fetched-results-controller of GRDB.
///
/// Give it a request and, optionally, the column that groups rows into sections. It fetches
/// the records, observes the transactions that touch them, and after every committed
/// transaction that changes the result it emits the `ListChanges` from the previous result —
/// so a table view animates inserts, deletes, moves and updates made anywhere in the app.
///
/// Updates are incremental: it fetches only the rows a transaction touched and patches its
/// sections, off the main actor, in time that depends on the change and not on the size of
/// the result. Requests it cannot patch (joins, `LIMIT`, aggregates…) are refetched whole;
/// ``fullRefetchReason`` says so, and ``statistics`` counts both.
///
/// ```swift
/// let tasks = try await QueryDataSource(
///     database: pool,
///     request: TaskRecord.order(Column("list"), Column("position")),
///     sectionColumn: Column("list"),
///     positionColumn: Column("position")
/// )
/// observation = tasks.observe { changes in tableView.apply(changes) }
/// try await tasks.delete(at: ItemPath(indexPath))   // swipe to delete
/// ```
///
/// With a `TableRecord` it is an `EditableDataSource`: an `EditableTableViewBridge` commits
/// swipes and drags to it, the list view shows them at once, and the database write follows
/// (``editFailureHandler`` hears of a write that failed).
///
/// Order the request by the section column first: sections appear in the order of their
/// first row.
///
/// ## Writes from other connections
///
/// GRDB sees the transactions of its own connection pool or queue. A write from another
/// connection to the same file — another `DatabaseQueue`, another process — is found by
/// ``checkForExternalChanges()``, which compares SQLite's `data_version`; call it when your
/// app returns to the foreground, or let ``observeExternalChanges(every:sleeper:)`` poll.
@MainActor
public final class QueryDataSource<Record: FetchableRecord & Identifiable & Equatable & Sendable>: DataSource
where Record.ID: Sendable {
    /// A section: the value of the section column, a title and the records.
    public typealias Section = ListSection<DatabaseValue, Record>

    /// The current sections, in display order.
    ///
    /// The data source keeps its records in chunked storage, so that a change costs the same
    /// on the main actor whatever the size of the result; this array is built from it on the
    /// first read after a change (O(rows)) and kept until the next change. List views read
    /// ``numberOfItems(inSection:)`` and ``item(at:)``, which never build it.
    public var sections: [Section] {
        if let builtSections { return builtSections }
        let built = shown.map(\.listSection)
        builtSections = built
        return built
    }
    /// The last error of the database observation, if any; observation stops after an error.
    public private(set) var observationError: (any Error)?
    /// Why every change refetches the whole result instead of patching the touched rows, or
    /// nil when the data source patches.
    public private(set) var fullRefetchReason: QueryRefetchReason?
    /// How updates were applied so far: patches, refetches by reason, main-actor time.
    public private(set) var statistics = QueryUpdateStatistics()

    /// Called on the main actor when the write of an edit made through `EditableDataSource`
    /// (by a list view) failed; the data source shows the database's rows again already.
    public var editFailureHandler: (@MainActor (any Error) -> Void)?

    /// The database the data source reads and writes.
    public nonisolated let database: any DatabaseWriter
    let request: QueryInterfaceRequest<Record>
    let sectionColumn: Column?
    let positionColumn: Column?
    private let observers = ChangeObservers()
    private let engine: QueryEngine<Record>
    /// The sections the list view shows, records in chunks; patched in place.
    private(set) var shown: [QueryShownSection<Record>] = []
    /// ``sections`` as last built, until the next change.
    private var builtSections: [Section]?
    private var transactionObserver: QueryTransactionObserver?
    /// Built on first use after a change: keeping it current would cost O(rows) per update.
    private var indexByID: [Record.ID: ItemPath]?
    private var updateTask: Task<Void, Never>?
    private var updatesContinuation: AsyncStream<QueryUpdate<Record>>.Continuation?
    /// Local edits whose settling refetch has not been applied; patches wait for it.
    private var unsettledEdits = 0
    private var settleWaiters: [CheckedContinuation<Void, Never>] = []
    private var deliveredCommit = 0
    private var commitWaiters: [(commit: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var lastDataVersion: Int?
    private var pollingTask: Task<Void, Never>?

    /// Creates a data source with the first result fetched.
    ///
    /// The fetch runs on the database's writer queue, not on the main actor, which stays free
    /// to animate a loading state meanwhile: show one until this returns.
    ///
    /// - Parameters:
    ///   - database: A `DatabasePool` or `DatabaseQueue`.
    ///   - request: The records to show, ordered by `sectionColumn` first when there is one.
    ///   - sectionColumn: The column whose value groups records into sections; `nil` for one section.
    ///   - sectionTitle: The header title of a section from its column value; by default the value as text.
    ///   - positionColumn: The integer column that orders records within a section; needed to move.
    /// - Throws: The database error of the first fetch, such as a missing table.
    public convenience init(
        database: any DatabaseWriter,
        request: QueryInterfaceRequest<Record>,
        sectionColumn: Column? = nil,
        sectionTitle: @escaping @Sendable (DatabaseValue) -> String? = { String.fromDatabaseValue($0) ?? $0.description },
        positionColumn: Column? = nil
    ) async throws {
        try await self.init(
            database: database, request: request, sectionColumn: sectionColumn, sectionTitle: sectionTitle,
            positionColumn: positionColumn, chunkCapacity: 512)
    }

    /// Creates a data source whose sections are stored in chunks of at most `chunkCapacity`
    /// records; tests pass a small capacity so that few rows split and merge chunks.
    init(
        database: any DatabaseWriter,
        request: QueryInterfaceRequest<Record>,
        sectionColumn: Column?,
        sectionTitle: @escaping @Sendable (DatabaseValue) -> String?,
        positionColumn: Column?,
        chunkCapacity: Int
    ) async throws {
        self.database = database
        self.request = request
        self.sectionColumn = sectionColumn
        self.positionColumn = positionColumn

        // One stream consumed by one task keeps updates in the engine's order on the main actor.
        let (updates, continuation) = AsyncStream<QueryUpdate<Record>>.makeStream()
        updatesContinuation = continuation
        engine = QueryEngine(
            database: database, request: request, sectionColumn: sectionColumn, sectionTitle: sectionTitle,
            chunkCapacity: chunkCapacity, deliver: { update in continuation.yield(update) }
        )
        let inbox = engine.inbox
        let loaded = try await engine.load { region, plan, reason in
            QueryTransactionObserver(region: region, tableName: plan?.tableName, unpatchableReason: reason, inbox: inbox)
        }
        lastDataVersion = loaded.dataVersion
        shown = loaded.sections
        transactionObserver = loaded.observer
        fullRefetchReason = engine.fullRefetchReason
        updateTask = Task { [weak self] in
            for await update in updates {
                guard let self else { return }
                self.receive(update)
            }
        }
    }

    deinit {
        updateTask?.cancel()
        pollingTask?.cancel()
        updatesContinuation?.finish()
        engine.inbox.stop()
    }

    /// Stops observing the database.
    public func stopObserving() {
        engine.inbox.stop()
        transactionObserver = nil
        updatesContinuation?.finish()
        updatesContinuation = nil
        updateTask?.cancel()
        updateTask = nil
        pollingTask?.cancel()
        pollingTask = nil
        resumeAllWaiters()
    }

    /// Returns once the data source shows every transaction that its database pool or queue
    /// committed before the call (at once if it already does, or after observation stopped).
    ///
    /// Updates arrive asynchronously; await this before reading ``sections`` after a write.
    public func waitForCommittedChanges() async {
        let commit = engine.inbox.lastCommit
        guard commit > deliveredCommit, updateTask != nil, observationError == nil else { return }
        await withCheckedContinuation { continuation in
            commitWaiters.append((commit, continuation))
        }
    }

    // MARK: External changes

    /// Looks for transactions committed by other connections to the same file and, if there
    /// were any, refreshes the data source (emitting changes as usual); it returns once the
    /// data source shows them.
    ///
    /// - Returns: Whether another connection wrote since the last check, or since the data
    ///   source was created for the first check.
    @discardableResult
    public func checkForExternalChanges() async throws -> Bool {
        // data_version is per connection: ask the writer connection, the same one every time.
        let version = try await database.writeWithoutTransaction { db in try Self.dataVersion(db) }
        guard version != lastDataVersion else { return false }
        lastDataVersion = version
        let request = self.request
        // Tell GRDB about the foreign write; the observation refetches and emits changes.
        try await database.write { db in try db.notifyChanges(in: request) }
        await waitForCommittedChanges()
        return true
    }

    /// SQLite's count of commits by other connections, as this connection sees it.
    private nonisolated static func dataVersion(_ db: Database) throws -> Int? {
        try Int.fetchOne(db, sql: "PRAGMA data_version")
    }

    /// Calls ``checkForExternalChanges()`` every `interval` until ``stopObserving()``.
    ///
    /// - Parameters:
    ///   - interval: The wait between two checks.
    ///   - sleeper: Waits between checks; inject one to drive polling in tests.
    public func observeExternalChanges(every interval: Duration, sleeper: any Sleeper = TaskSleeper()) {
        pollingTask?.cancel()
        pollingTask = Task { [weak self] in
            while !Task.isCancelled {
                _ = try? await self?.checkForExternalChanges()
                do { try await sleeper.sleep(for: interval) } catch { return }
            }
        }
    }

    // MARK: Applying results

    /// Shows `newSections` at once, sends `changes` for them, and writes: database updates
    /// computed before the write committed are held back, then the data source settles on the
    /// database's result — which, when the write failed, restores what the database has.
    ///
    /// - Returns: The write and settling; it throws the write's error.
    func applyLocalEdit(
        _ newSections: [QueryShownSection<Record>], changes: ListChanges,
        write: @escaping @Sendable (Database) throws -> Void
    ) -> Task<Void, any Error> {
        // Counted before any suspension, so no update computed without the edit is applied.
        unsettledEdits += 1
        applyWithoutNotifying(newSections)
        if !changes.isEmpty { observers.send(changes) }
        return Task {
            var failure: (any Error)?
            do {
                try await database.write(write)
            } catch {
                failure = error
            }
            let inbox = engine.inbox
            await withCheckedContinuation { continuation in
                settleWaiters.append(continuation)
                inbox.requestSettle()
            }
            if let failure { throw failure }
        }
    }

    private func receive(_ update: QueryUpdate<Record>) {
        let start = ContinuousClock.now
        defer { statistics.mainActorTime += ContinuousClock.now - start }
        fullRefetchReason = update.fullRefetchReason
        if let reason = update.refetchReason {
            statistics.refetches += 1
            statistics.refetchReasons[reason, default: 0] += 1
        } else {
            statistics.patches += 1
        }
        if update.settledEdits > 0 {
            unsettledEdits -= update.settledEdits
            if unsettledEdits == 0, case .replacement(let fresh) = update.body { settle(on: fresh) }
            let settled = settleWaiters.prefix(update.settledEdits)
            settleWaiters.removeFirst(settled.count)
            settled.forEach { $0.resume() }
        } else if unsettledEdits == 0 {
            // While an edit is unsettled the sections differ from the engine's: its refetch covers these.
            switch update.body {
            case .patch(let patch):
                patch.apply(to: &shown, chunkCapacity: engine.chunkCapacity)
                forgetDerivedState()
            case .replacement(let fresh):
                replaceSections(with: fresh)
            case .failure(let error):
                observationError = error
                stopObserving()
                return
            }
            if !update.changes.isEmpty { observers.send(update.changes) }
        }
        if unsettledEdits == 0 { deliveredCommit = max(deliveredCommit, update.throughCommit) }
        resumeCommitWaiters()
    }

    /// Adopts the result fetched after local edits: silently when the rows sit where the list
    /// view already shows them, else with the changes from what it shows.
    private func settle(on fresh: [QueryShownSection<Record>]) {
        if Self.haveSameLayout(fresh, shown) {
            applyWithoutNotifying(fresh)
        } else {
            let changes = ListDiff.changes(from: sections, to: fresh.map(\.listSection))
            replaceSections(with: fresh)
            if !changes.isEmpty { observers.send(changes) }
        }
    }

    private func replaceSections(with fresh: [QueryShownSection<Record>]) {
        let old = shown
        shown = fresh
        forgetDerivedState()
        // Freeing a large result takes long; let it happen off the main actor.
        Task.detached(priority: .background) { withExtendedLifetime(old) {} }
    }

    /// Replaces the sections without notifying: the list view already shows them.
    func applyWithoutNotifying(_ newSections: [QueryShownSection<Record>]) {
        shown = newSections
        forgetDerivedState()
    }

    /// Drops what is built from ``shown`` on demand, after it changed.
    private func forgetDerivedState() {
        indexByID = nil
        if let built = builtSections {
            builtSections = nil
            // Freeing every record of a large result takes long; let it happen off the main actor.
            Task.detached(priority: .background) { withExtendedLifetime(built) {} }
        }
    }

    private func resumeCommitWaiters() {
        guard !commitWaiters.isEmpty else { return }
        let ready = commitWaiters.filter { $0.commit <= deliveredCommit }
        commitWaiters.removeAll { $0.commit <= deliveredCommit }
        ready.forEach { $0.continuation.resume() }
    }

    private func resumeAllWaiters() {
        let waiters = commitWaiters
        commitWaiters = []
        waiters.forEach { $0.continuation.resume() }
        let settling = settleWaiters
        settleWaiters = []
        settling.forEach { $0.resume() }
    }

    /// Whether both show the same sections and records in the same places, ignoring content.
    private static func haveSameLayout(_ lhs: [QueryShownSection<Record>], _ rhs: [QueryShownSection<Record>]) -> Bool {
        lhs.map(\.id) == rhs.map(\.id)
            && zip(lhs, rhs).allSatisfy { left, right in
                left.records.count == right.records.count && left.records.elementsEqual(right.records) { $0.id == $1.id }
            }
    }

    private func buildIndex() -> [Record.ID: ItemPath] {
        var index: [Record.ID: ItemPath] = [:]
        for (sectionIndex, section) in shown.enumerated() {
            for (itemIndex, record) in section.records.enumerated() {
                index[record.id] = ItemPath(item: itemIndex, section: sectionIndex)
            }
        }
        return index
    }

    // MARK: DataSource

    public var numberOfSections: Int { shown.count }

    public func numberOfItems(inSection section: Int) -> Int {
        shown.indices.contains(section) ? shown[section].records.count : 0
    }

    /// The record at `path`, or `nil` when the path is out of range.
    ///
    /// - Complexity: O(log(n / 512)) for a section of `n` records: a binary search over the
    ///   section's chunks.
    public func item(at path: ItemPath) -> Record? {
        guard shown.indices.contains(path.section), shown[path.section].records.indices.contains(path.item) else {
            return nil
        }
        return shown[path.section].records[path.item]
    }

    public func itemPath(of item: Record) -> ItemPath? {
        if let indexByID { return indexByID[item.id] }
        let index = buildIndex()
        indexByID = index
        return index[item.id]
    }

    public func title(forSection section: Int) -> String? {
        shown.indices.contains(section) ? shown[section].title : nil
    }

    public func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> DataSourceObservation {
        observers.add(handler)
    }
}
