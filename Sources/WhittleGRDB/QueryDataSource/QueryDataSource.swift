import Foundation
import GRDB

/// A data source backed by a live database query: the fetched-results-controller of GRDB.
///
/// Give it a request and, optionally, the column that groups rows into sections. It fetches
/// the records, keeps them up to date with a GRDB `ValueObservation`, and after every
/// committed transaction that changes the result it emits the `ListChanges` from the
/// previous result — so a table view animates inserts, deletes, moves and updates made
/// anywhere in the app.
///
/// ```swift
/// let tasks = try QueryDataSource(
///     database: pool,
///     request: TaskRecord.order(Column("list"), Column("position")),
///     sectionColumn: Column("list"),
///     positionColumn: Column("position")
/// )
/// observation = tasks.observe { changes in tableView.apply(changes) }
/// try await tasks.delete(at: indexPath)       // swipe to delete
/// ```
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
    public private(set) var sections: [Section] = []
    /// The last error of the database observation, if any; observation stops after an error.
    public private(set) var observationError: (any Error)?

    /// The database the data source reads and writes.
    public nonisolated let database: any DatabaseWriter
    let request: QueryInterfaceRequest<Record>
    let sectionColumn: Column?
    let positionColumn: Column?
    private let observers = ChangeObservers()
    private var indexByID: [Record.ID: ItemPath] = [:]
    private var observationTask: Task<Void, Never>?
    private let fetch: @Sendable (Database) throws -> [Section]
    /// Numbers every observation fetch, so values older than a local edit can be recognised.
    private let fetchCounter = FetchCounter()
    private var pendingEdits = 0
    private var staleThrough = 0
    private var lastDataVersion: Int?
    private var pollingTask: Task<Void, Never>?

    /// Creates a data source and fetches the first result at once.
    ///
    /// - Parameters:
    ///   - database: A `DatabasePool` or `DatabaseQueue`.
    ///   - request: The records to show, ordered by `sectionColumn` first when there is one.
    ///   - sectionColumn: The column whose value groups records into sections; `nil` for one section.
    ///   - sectionTitle: The header title of a section from its column value; by default the value as text.
    ///   - positionColumn: The integer column that orders records within a section; needed to move.
    /// - Throws: The database error of the first fetch, such as a missing table.
    public init(
        database: any DatabaseWriter,
        request: QueryInterfaceRequest<Record>,
        sectionColumn: Column? = nil,
        sectionTitle: @escaping @Sendable (DatabaseValue) -> String? = { String.fromDatabaseValue($0) ?? $0.description },
        positionColumn: Column? = nil
    ) throws {
        self.database = database
        self.request = request
        self.sectionColumn = sectionColumn
        self.positionColumn = positionColumn

        let fetch = Self.sectionFetcher(request: request, sectionColumn: sectionColumn, sectionTitle: sectionTitle)
        self.fetch = fetch
        // The first value is fetched synchronously so the data source starts populated.
        sections = try database.read(fetch)
        rebuildIndex()
        // One task iterating the observation keeps values in commit order on the main actor.
        let counter = fetchCounter
        let values = ValueObservation.tracking { db in (counter.next(), try fetch(db)) }.values(in: database)
        observationTask = Task { [weak self] in
            do {
                for try await (fetchNumber, sections) in values {
                    guard let self else { return }
                    // A value fetched before a local edit finished would undo the edit on screen.
                    guard self.pendingEdits == 0, fetchNumber > self.staleThrough else { continue }
                    self.apply(sections)
                }
            } catch {
                self?.observationError = error
            }
        }
    }

    deinit {
        observationTask?.cancel()
        pollingTask?.cancel()
    }

    /// Stops observing the database.
    public func stopObserving() {
        observationTask?.cancel()
        observationTask = nil
        pollingTask?.cancel()
        pollingTask = nil
    }

    // MARK: External changes

    /// Looks for transactions committed by other connections to the same file and, if there
    /// were any, refreshes the data source (emitting changes as usual).
    ///
    /// - Returns: Whether another connection wrote since the last check.
    @discardableResult
    public func checkForExternalChanges() async throws -> Bool {
        // data_version is per connection: ask the writer connection, the same one every time.
        let version = try await database.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA data_version")
        }
        guard version != lastDataVersion else { return false }
        let isFirstCheck = lastDataVersion == nil
        lastDataVersion = version
        let request = self.request
        // Tell GRDB about the foreign write; the observation refetches and emits changes.
        try await database.write { db in try db.notifyChanges(in: request) }
        return !isFirstCheck
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

    /// Runs a write that the data source already shows (such as a user's move), holding back
    /// observation values fetched before it committed, then settles on the database's result.
    func performLocalEdit(_ write: @escaping @Sendable (Database) throws -> Void) async throws {
        pendingEdits += 1
        defer { pendingEdits -= 1 }
        var failure: (any Error)?
        do {
            try await database.write(write)
        } catch {
            failure = error
        }
        staleThrough = fetchCounter.current
        // Values skipped meanwhile are covered by this read; on failure it restores the database's order.
        let fresh = try await database.read(fetch)
        if failure == nil, Self.haveSameLayout(fresh, sections) {
            // Same rows in the same places: the differences are the edited columns themselves
            // (positions, section value), which the list view already shows.
            applyWithoutNotifying(fresh)
        } else {
            apply(fresh)
        }
        if let failure { throw failure }
    }

    private func apply(_ newSections: [Section]) {
        guard newSections != sections else { return }
        let changes = ListDiff.changes(from: sections, to: newSections)
        sections = newSections
        rebuildIndex()
        observers.send(changes)
    }

    /// Replaces the sections without notifying: the list view already shows them.
    func applyWithoutNotifying(_ newSections: [Section]) {
        sections = newSections
        rebuildIndex()
    }

    /// Whether both show the same sections and records in the same places, ignoring content.
    private static func haveSameLayout(_ lhs: [Section], _ rhs: [Section]) -> Bool {
        lhs.map(\.id) == rhs.map(\.id) && lhs.map { $0.items.map(\.id) } == rhs.map { $0.items.map(\.id) }
    }

    private func rebuildIndex() {
        indexByID.removeAll(keepingCapacity: true)
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, record) in section.items.enumerated() {
                indexByID[record.id] = ItemPath(item: itemIndex, section: sectionIndex)
            }
        }
    }

    private static func sectionFetcher(
        request: QueryInterfaceRequest<Record>,
        sectionColumn: Column?,
        sectionTitle: @escaping @Sendable (DatabaseValue) -> String?
    ) -> @Sendable (Database) throws -> [Section] {
        { db in
            guard let sectionColumn else {
                let records = try request.fetchAll(db)
                return records.isEmpty ? [] : [Section(id: .null, items: records)]
            }
            var sections: [Section] = []
            var indexByKey: [DatabaseValue: Int] = [:]
            let rows = try Row.fetchCursor(db, request.asRequest(of: Row.self))
            while let row = try rows.next() {
                let key: DatabaseValue = row[sectionColumn.name]
                let record = try Record(row: row)
                if let index = indexByKey[key] {
                    sections[index].items.append(record)
                } else {
                    indexByKey[key] = sections.count
                    sections.append(Section(id: key, title: sectionTitle(key), items: [record]))
                }
            }
            return sections
        }
    }

    // MARK: DataSource

    public var numberOfSections: Int { sections.count }

    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    public func item(at path: ItemPath) -> Record? {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else {
            return nil
        }
        return sections[path.section].items[path.item]
    }

    public func itemPath(of item: Record) -> ItemPath? {
        indexByID[item.id]
    }

    public func title(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title : nil
    }

    public func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> DataSourceObservation {
        observers.add(handler)
    }
}

/// A thread-safe counter of observation fetches.
final class FetchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var current: Int { lock.withLock { value } }

    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
