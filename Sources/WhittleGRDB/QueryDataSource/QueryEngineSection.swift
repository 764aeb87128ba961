import GRDB

/// A section as the engine keeps it: every row's sort key beside its record, in chunked
/// storage, so positions are found by binary search over the keys and a row is inserted or
/// removed without moving the rest of the section.
struct QueryEngineSection<Record: Sendable>: Sendable {
    /// A row of the section: its sort key and its record.
    typealias Row = (key: QuerySortKey, record: Record)

    var id: DatabaseValue
    var title: String?
    var rows: ChunkedList<Row>

    /// An empty section whose rows are stored in chunks of `chunkCapacity`.
    init(id: DatabaseValue, title: String?, chunkCapacity: Int) {
        self.id = id
        self.title = title
        rows = ChunkedList(chunkCapacity: chunkCapacity)
    }

    /// The index of the first key not before `key`.
    func lowerBound(of key: QuerySortKey, comparator: QueryKeyComparator) -> Int {
        rows.partitioningIndex { !comparator.precedes($0.key, key) }
    }

    /// The section as the main actor keeps it, in storage of its own (never shared with the
    /// engine, so neither side copies the other's chunks when it next changes).
    var shownSection: QueryShownSection<Record> {
        QueryShownSection(id: id, title: title, records: rows.map { $0.record })
    }

    /// The section as `ListDiff` takes it.
    var listSection: ListSection<DatabaseValue, Record> {
        ListSection(id: id, title: title, items: rows.map(\.record))
    }
}
