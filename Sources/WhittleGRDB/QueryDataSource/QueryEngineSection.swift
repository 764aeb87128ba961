import GRDB

/// A section as the engine keeps it: records with their sort keys, side by side, so
/// positions are found by binary search over the keys.
struct QueryEngineSection<Record: Sendable>: Sendable {
    var id: DatabaseValue
    var title: String?
    var keys: [QuerySortKey] = []
    var records: [Record] = []

    /// The index of the first key not before `key`.
    func lowerBound(of key: QuerySortKey, comparator: QueryKeyComparator) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if comparator.precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The section as the data source shows it, in storage of its own (never shared with
    /// the engine, so neither side copies the other's array when it next changes).
    var listSection: ListSection<DatabaseValue, Record> {
        ListSection(id: id, title: title, items: records.map { $0 })
    }
}
