import GRDB

/// The edits that turn the main actor's sections into the engine's new sections, in the
/// order to apply them. Each costs one insert, removal or assignment in a section's chunked
/// storage — independent of the section's size but for a few integer additions per chunk —
/// so applying a patch takes time in proportion to the rows touched.
struct QueryPatch<Record: Sendable>: Sendable {
    struct NewSection: Sendable {
        var index: Int
        var id: DatabaseValue
        var title: String?
    }

    /// Rows to remove, by old path, last first.
    var removals: [ItemPath] = []
    /// Sections to remove (empty by then), by old index, last first.
    var sectionRemovals: [Int] = []
    /// Sections to add, empty, by new index, first first.
    var sectionAdditions: [NewSection] = []
    /// Rows to insert, by new path, first first.
    var insertions: [(path: ItemPath, record: Record)] = []
    /// Rows that kept their place, with their new content, by new path.
    var replacements: [(path: ItemPath, record: Record)] = []

    /// Applies the patch to `sections`.
    func apply(to sections: inout [QueryShownSection<Record>], chunkCapacity: Int) {
        for path in removals { sections[path.section].records.remove(at: path.item) }
        for index in sectionRemovals { sections.remove(at: index) }
        for section in sectionAdditions {
            let empty = QueryShownSection<Record>(
                id: section.id, title: section.title, records: ChunkedList(chunkCapacity: chunkCapacity))
            sections.insert(empty, at: section.index)
        }
        for (path, record) in insertions { sections[path.section].records.insert(record, at: path.item) }
        for (path, record) in replacements { sections[path.section].records[path.item] = record }
    }
}
