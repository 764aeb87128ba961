import Foundation
import GRDB

/// The part of a ``QueryDataSource`` that runs off the main actor: it keeps its own copy of
/// the result with every row's sort key, takes the commits the transaction observer
/// collected, fetches the touched rows (or everything, when it must), computes the patch
/// and the `ListChanges`, and hands the result to the main actor.
///
/// All state is touched on `queue` only (and once by `load` before the first commit can
/// arrive), hence `@unchecked Sendable`.
final class QueryEngine<Record: FetchableRecord & Identifiable & Equatable & Sendable>: @unchecked Sendable
where Record.ID: Sendable {
    /// A transaction touching more rows than this, and more than an eighth of the result, is
    /// refetched: past that, one sequential fetch beats that many lookups and array edits.
    static var largeTransactionRowCount: Int { 64 }

    let inbox = QueryChangeInbox()
    private let queue = DispatchQueue(label: "WhittleGRDB.QueryDataSource", qos: .userInitiated)
    private let database: any DatabaseWriter
    private let request: QueryInterfaceRequest<Record>
    private let sectionColumn: Column?
    private let sectionTitle: @Sendable (DatabaseValue) -> String?
    private let deliver: @Sendable (QueryUpdate<Record>) -> Void
    /// The most rows a chunk of a section's storage holds (see ``ChunkedList``).
    let chunkCapacity: Int

    /// Why every change refetches; nil while the engine patches.
    private(set) var fullRefetchReason: QueryRefetchReason?
    private var plan: QueryRequestPlan?
    private(set) var comparator = QueryKeyComparator(terms: [])
    /// The request with the sort keys and rowid selected and the rowid as last ordering term.
    private var keyedRequest: QueryInterfaceRequest<Row>?
    // The engine's copy of the result; the patch in QueryEngine+Patch edits it.
    var sections: [QueryEngineSection<Record>] = []
    /// Each row's key by rowid, for the patches; built after a full fetch, off its path.
    var keyByRowID: [Int64: QuerySortKey] = [:]
    private var isRowIndexCurrent = true
    var rowCount = 0

    private static var rowIDKey: String { "whittle_rowid" }
    private static func sortKeyName(_ index: Int) -> String { "whittle_key_\(index)" }

    init(
        database: any DatabaseWriter,
        request: QueryInterfaceRequest<Record>,
        sectionColumn: Column?,
        sectionTitle: @escaping @Sendable (DatabaseValue) -> String?,
        chunkCapacity: Int = 512,
        deliver: @escaping @Sendable (QueryUpdate<Record>) -> Void
    ) {
        self.database = database
        self.request = request
        self.sectionColumn = sectionColumn
        self.sectionTitle = sectionTitle
        self.deliver = deliver
        self.chunkCapacity = chunkCapacity
        inbox.start { [weak self] in
            guard let self else { return }
            self.queue.async { self.process() }
        }
    }

    /// Reads the request, starts observing and fetches the first result, in one access to the
    /// writer so that no commit falls between the fetch and the observation, on the writer's
    /// own queue: the caller (the main actor) is free meanwhile.
    ///
    /// - Returns: The first sections, for the main actor; the observer; and SQLite's
    ///   `data_version` as the writer saw it first, the baseline for other connections' writes.
    func load(
        observer makeObserver: @escaping @Sendable (DatabaseRegion, QueryRequestPlan?, QueryRefetchReason?) -> QueryTransactionObserver
    ) async throws -> (sections: [QueryShownSection<Record>], observer: QueryTransactionObserver, dataVersion: Int?) {
        let loaded = try await database.writeWithoutTransaction { db in
            // Read first: a foreign write from here on is then refetched once more, never missed.
            let dataVersion = try Int.fetchOne(db, sql: "PRAGMA data_version")
            switch try QueryRequestPlan.make(db, request: self.request, sectionColumn: self.sectionColumn) {
            case .patchable(let plan): self.adopt(plan)
            case .unpatchable(let reason): self.fullRefetchReason = reason
            }
            let observer = makeObserver(try self.request.databaseRegion(db), self.plan, self.fullRefetchReason)
            db.add(transactionObserver: observer, extent: .observerLifetime)
            try self.fetchAll(db)
            return (self.sections.map(\.shownSection), observer, dataVersion)
        }
        // The patches' index is built next, on the engine's queue, while the main actor shows
        // the first result.
        queue.async { self.buildRowIndexIfNeeded() }
        return loaded
    }

    /// Rebuilds ``keyByRowID`` after a full fetch left it out of date.
    private func buildRowIndexIfNeeded() {
        guard !isRowIndexCurrent else { return }
        isRowIndexCurrent = true
        // Without sort keys (a request that is refetched whole) there is nothing to index.
        guard keyedRequest != nil else { return }
        keyByRowID = [:]
        keyByRowID.reserveCapacity(rowCount)
        for section in sections {
            for key in section.keys { keyByRowID[key.rowID] = key }
        }
    }

    private func adopt(_ plan: QueryRequestPlan) {
        self.plan = plan
        comparator = plan.comparator
        var orderings: [any SQLOrderingTerm] = plan.orderTerms.map { term in
            let column = Column(term.column)
            let expression = term.explicitCollation.map { column.collating(Database.CollationName(rawValue: $0)) } ?? column.sqlExpression
            return term.descending ? expression.desc : expression.asc
        }
        orderings.append(Column.rowID.asc)
        let selection: [any SQLSelectable] = [Column.rowID.forKey(Self.rowIDKey)]
            + plan.orderTerms.indices.map { Column(plan.orderTerms[$0].column).forKey(Self.sortKeyName($0)) }
        keyedRequest = request.order(orderings).annotated(with: selection).asRequest(of: Row.self)
    }

    private func giveUpPatching(_ reason: QueryRefetchReason) {
        fullRefetchReason = reason
        plan = nil
        keyedRequest = nil
        keyByRowID = [:]
    }

    // MARK: Processing commits

    private func process() {
        var pending: QueryPendingChanges?
        var update: QueryUpdate<Record>?
        do {
            update = try database.read { db -> QueryUpdate<Record>? in
                // Taken once reading may start: with a queue, commits made meanwhile join this batch.
                let taken = inbox.take()
                pending = taken
                return taken.isEmpty ? nil : try self.update(db, for: taken)
            }
        } catch {
            let taken = pending ?? inbox.take()
            pending = taken
            update = QueryUpdate(
                body: .failure(error), changes: ListChanges(), refetchReason: nil, throughCommit: 0, settledEdits: 0)
        }
        guard var update, let pending else { return }
        update.throughCommit = pending.throughCommit
        update.settledEdits = pending.settleRequests
        update.fullRefetchReason = fullRefetchReason
        deliver(update)
    }

    private func update(_ db: Database, for pending: QueryPendingChanges) throws -> QueryUpdate<Record> {
        buildRowIndexIfNeeded()
        var reason = pending.settleRequests > 0 ? .localEdit : pending.refetchReason ?? fullRefetchReason
        if reason == nil, pending.rowIDs.count > Self.largeTransactionRowCount, pending.rowIDs.count * 8 > rowCount {
            reason = .largeTransaction
        }
        if reason == nil {
            if let (patch, changes) = try patch(db, touched: pending.rowIDs) {
                return QueryUpdate(body: .patch(patch), changes: changes, refetchReason: nil, throughCommit: 0, settledEdits: 0)
            }
            // The engine's copy disagrees with the database: Whittle's ordering is not SQLite's.
            giveUpPatching(.unsupportedOrdering)
            reason = .unsupportedOrdering
        }
        return try refetch(db, reason: reason ?? .unspecifiedChange)
    }

    private func refetch(_ db: Database, reason: QueryRefetchReason) throws -> QueryUpdate<Record> {
        let old = sections.map(\.listSection)
        try fetchAll(db)
        let changes = ListDiff.changes(from: old, to: sections.map(\.listSection))
        return QueryUpdate(
            body: .replacement(sections.map(\.shownSection)), changes: changes, refetchReason: reason, throughCommit: 0,
            settledEdits: 0)
    }

    // MARK: Fetching

    /// Replaces the engine's copy with the whole result.
    private func fetchAll(_ db: Database) throws {
        sections = []
        keyByRowID = [:]
        rowCount = 0
        guard let keyedRequest, let plan else {
            try fetchAllUnkeyed(db)
            return
        }
        isRowIndexCurrent = false
        let prepared = try keyedRequest.makePreparedRequest(db, forSingleResult: false)
        let reader = try QuerySortKeyReader(prepared.statement, keyCount: plan.orderTerms.count)
        let rows = try Row.fetchCursor(prepared.statement, adapter: prepared.adapter)
        var previous: QuerySortKey?
        var isOrdered = true
        var section = QueryEngineSection<Record>(id: .null, title: nil, chunkCapacity: chunkCapacity)
        // Rows gather in plain arrays that move whole into the section's chunked lists at a
        // chunk's fill or the section's end: each row is copied once, and this generic loop
        // appends to an array, not to a chunked list (whose every call would look up its
        // generic types at run time).
        let fill = section.records.appendFill
        var keys: [QuerySortKey] = []
        var records: [Record] = []
        keys.reserveCapacity(chunkCapacity)
        records.reserveCapacity(chunkCapacity)
        while let row = try rows.next() {
            let key = try reader.key()
            if let previous, !comparator.precedes(previous, key) { isOrdered = false }
            previous = key
            let sectionID = sectionValue(of: key)
            let startsSection = rowCount == 0 || compareSections(section.id, sectionID) != 0
            if startsSection || records.count == fill {
                section.append(keys: keys, records: records)
                if startsSection {
                    if section.count > 0 { sections.append(section) }
                    section = QueryEngineSection(id: sectionID, title: title(of: sectionID), chunkCapacity: chunkCapacity)
                }
                // Room for a chunk's inserts, as the list's own chunks have.
                keys = []
                keys.reserveCapacity(chunkCapacity)
                records = []
                records.reserveCapacity(chunkCapacity)
            }
            keys.append(key)
            records.append(try Record(row: row))
            rowCount += 1
        }
        section.append(keys: keys, records: records)
        if section.count > 0 { sections.append(section) }
        if !isOrdered {
            // SQLite ordered rows differently from Whittle's comparison (a collation it could
            // not see, say): patches would put rows in wrong places, so stop patching.
            giveUpPatching(.unsupportedOrdering)
            try fetchAll(db)
        }
    }

    /// The request as given, grouped by section value in order of first appearance.
    private func fetchAllUnkeyed(_ db: Database) throws {
        // Refetched on every change, never searched: the rows need no sort key.
        guard let sectionColumn else {
            let rows = try request.fetchCursor(db)
            var section = QueryEngineSection<Record>(id: .null, title: nil, chunkCapacity: chunkCapacity)
            while let record = try rows.next() { section.append(record) }
            rowCount = section.count
            if rowCount > 0 { sections = [section] }
            return
        }
        var indexByKey: [DatabaseValue: Int] = [:]
        let rows = try Row.fetchCursor(db, request.asRequest(of: Row.self))
        while let row = try rows.next() {
            let key: DatabaseValue = row[sectionColumn.name]
            let record = try Record(row: row)
            let index: Int
            if let existing = indexByKey[key] {
                index = existing
            } else {
                index = sections.count
                indexByKey[key] = index
                sections.append(QueryEngineSection(id: key, title: sectionTitle(key), chunkCapacity: chunkCapacity))
            }
            sections[index].append(record)
            rowCount += 1
        }
    }

    /// The touched rows that match the request now, with their keys, in key order.
    func fetchRows(_ db: Database, rowIDs: Set<Int64>) throws -> [(key: QuerySortKey, record: Record)] {
        // Unordered: the rows are sorted here, and an ORDER BY could lead SQLite to walk the
        // ordering's index instead of looking the rowids up.
        guard let lookup = keyedRequest?.unordered(), let plan else { return [] }
        var fetched: [(key: QuerySortKey, record: Record)] = []
        let ids = Array(rowIDs)
        // SQLite limits bound parameters per statement; fetch in chunks.
        for start in stride(from: 0, to: ids.count, by: 500) {
            let chunk = ids[start..<min(start + 500, ids.count)]
            let prepared = try lookup.filter(chunk.contains(Column.rowID)).makePreparedRequest(db, forSingleResult: false)
            let reader = try QuerySortKeyReader(prepared.statement, keyCount: plan.orderTerms.count)
            let rows = try Row.fetchCursor(prepared.statement, adapter: prepared.adapter)
            while let row = try rows.next() { fetched.append((try reader.key(), try Record(row: row))) }
        }
        fetched.sort { comparator.precedes($0.key, $1.key) }
        return fetched
    }

    // MARK: Keys and sections

    var isSectioned: Bool { sectionColumn != nil }

    /// A section's header title; none without a section column.
    func title(of sectionValue: DatabaseValue) -> String? {
        isSectioned ? sectionTitle(sectionValue) : nil
    }

    func sectionValue(of key: QuerySortKey) -> DatabaseValue {
        isSectioned ? key.values[0] : .null
    }

    /// Orders section values as the first term orders them; every value is equal without sections.
    func compareSections(_ lhs: DatabaseValue, _ rhs: DatabaseValue) -> Int {
        isSectioned ? comparator.compareFirstTerm(lhs, rhs) : 0
    }

    /// The index of the first section whose value is not before `value`.
    func sectionLowerBound(of value: DatabaseValue) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if compareSections(sections[middle].id, value) < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The current path of the row with `key`, or nil if the copy does not hold it there.
    func locate(_ key: QuerySortKey) -> ItemPath? {
        let sectionIndex = sectionLowerBound(of: sectionValue(of: key))
        guard sections.indices.contains(sectionIndex), compareSections(sections[sectionIndex].id, sectionValue(of: key)) == 0 else {
            return nil
        }
        let item = sections[sectionIndex].lowerBound(of: key, comparator: comparator)
        guard item < sections[sectionIndex].count, sections[sectionIndex].keys[item].rowID == key.rowID else {
            return nil
        }
        return ItemPath(item: item, section: sectionIndex)
    }
}
