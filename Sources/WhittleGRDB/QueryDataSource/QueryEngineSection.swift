import GRDB

/// A section as the engine keeps it: the rows' sort keys and their records side by side, in
/// chunked storage, so positions are found by binary search over the keys and a row is
/// inserted or removed without moving the rest of the section.
///
/// Keys and records are kept apart so that the records can be handed to the main actor as
/// they are (see ``shownSection``), and so that searches walk keys only.
struct QueryEngineSection<Record: Sendable>: Sendable {
    var id: DatabaseValue
    var title: String?
    /// The rows' sort keys in order: `keys[i]` is the key of `records[i]`. Empty while the
    /// engine refetches every change, which never searches.
    private(set) var keys: ChunkedList<QuerySortKey>
    private(set) var records: ChunkedList<Record>

    /// An empty section whose rows are stored in chunks of `chunkCapacity`.
    init(id: DatabaseValue, title: String?, chunkCapacity: Int) {
        self.id = id
        self.title = title
        keys = ChunkedList(chunkCapacity: chunkCapacity)
        records = ChunkedList(chunkCapacity: chunkCapacity)
    }

    /// The number of rows.
    var count: Int { records.count }

    /// Adds a row at the end, for a section that is never searched: without its key.
    mutating func append(_ record: Record) {
        records.append(record)
    }

    /// Adds rows at the end as a chunk of their own, without copying them (see
    /// ``ChunkedList/append(chunk:)``); `keys[i]` is the key of `records[i]`.
    mutating func append(keys: [QuerySortKey], records: [Record]) {
        precondition(keys.count == records.count, "QueryEngineSection: \(keys.count) keys for \(records.count) records")
        self.keys.append(chunk: keys)
        self.records.append(chunk: records)
    }

    /// Inserts a row so that it ends up at `index`.
    mutating func insert(key: QuerySortKey, record: Record, at index: Int) {
        keys.insert(key, at: index)
        records.insert(record, at: index)
    }

    /// Removes the row at `index`.
    mutating func remove(at index: Int) {
        keys.remove(at: index)
        records.remove(at: index)
    }

    /// Gives the row at `index` a new key and content, in place.
    mutating func replace(at index: Int, key: QuerySortKey, record: Record) {
        keys[index] = key
        records[index] = record
    }

    /// The index of the first key not before `key`.
    func lowerBound(of key: QuerySortKey, comparator: QueryKeyComparator) -> Int {
        keys.partitioningIndex { !comparator.precedes($0, key) }
    }

    /// The section as the main actor keeps it. It shares the records' chunks with the engine
    /// rather than copying them: each side copies a chunk (and the short list of chunks) the
    /// first time it changes one the other still holds, so handing over costs nothing per row.
    var shownSection: QueryShownSection<Record> {
        QueryShownSection(id: id, title: title, records: records)
    }

    /// The section as `ListDiff` takes it.
    var listSection: ListSection<DatabaseValue, Record> {
        ListSection(id: id, title: title, items: Array(records))
    }
}
