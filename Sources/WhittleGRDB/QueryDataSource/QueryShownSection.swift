import GRDB

/// A section as the main actor keeps it: the records in chunked storage, so a patch inserts
/// or removes a row without moving the rest of the section.
struct QueryShownSection<Record: Sendable>: Sendable {
    var id: DatabaseValue
    var title: String?
    var records: ChunkedList<Record>

    /// The section as ``QueryDataSource/sections`` shows it, with the records in an array.
    var listSection: ListSection<DatabaseValue, Record> {
        ListSection(id: id, title: title, items: Array(records))
    }
}
