/// Editing, as a table view's `commit editingStyle` and `moveRowAt` need it.
///
/// Each edit checks its paths first and throws ``DataSourceError`` instead of trapping, then
/// updates the items and sends exactly one change to observers.
extension ArrayDataSource {
    /// Inserts `item` at `index` (0 through the item count).
    ///
    /// - Throws: ``DataSourceError/itemOutOfRange(_:itemCount:)`` for an index past the end.
    /// - Complexity: O(*n*): later items shift and the id index is rebuilt.
    public func insert(_ item: Item, at index: Int) throws(DataSourceError) {
        guard (0...storage.count).contains(index) else {
            throw .itemOutOfRange(ItemPath(item: index, section: 0), itemCount: storage.count)
        }
        storage.insert(item, at: index)
        rebuildPositions()
        var stage = ListChanges.Stage()
        stage.itemInserts = [ItemPath(item: index, section: 0)]
        observers.send(ListChanges(stages: [stage]))
    }

    /// Appends `item` at the end.
    public func append(_ item: Item) {
        // The end index is always valid, so the insert cannot fail.
        try? insert(item, at: storage.count)
    }

    /// Deletes the item at `path` — the "delete" editing style.
    ///
    /// - Returns: The deleted item.
    /// - Throws: ``DataSourceError`` when `path` names no item.
    /// - Complexity: O(*n*).
    @discardableResult
    public func delete(at path: ItemPath) throws(DataSourceError) -> Item {
        try validate(path)
        let removed = storage.remove(at: path.item)
        rebuildPositions()
        var stage = ListChanges.Stage()
        stage.itemDeletes = [path]
        observers.send(ListChanges(stages: [stage]))
        return removed
    }

    /// Moves the item at `source` so that it ends up at `destination` — what a table view's
    /// `moveRowAt:to:` reports after the user dragged a row.
    ///
    /// A view that already shows the move (because the user dragged the row) should ignore
    /// the change it receives for it; other observers apply it.
    ///
    /// - Throws: ``DataSourceError`` when either path names no item.
    /// - Complexity: O(*n*).
    public func move(from source: ItemPath, to destination: ItemPath) throws(DataSourceError) {
        try validate(source)
        try validate(destination)
        guard source != destination else { return }
        let item = storage.remove(at: source.item)
        storage.insert(item, at: destination.item)
        rebuildPositions()
        var stage = ListChanges.Stage()
        stage.itemMoves = [.init(from: source, to: destination)]
        observers.send(ListChanges(stages: [stage]))
    }

    private func validate(_ path: ItemPath) throws(DataSourceError) {
        guard path.section == 0 else { throw .sectionOutOfRange(section: path.section, sectionCount: 1) }
        guard storage.indices.contains(path.item) else {
            throw .itemOutOfRange(path, itemCount: storage.count)
        }
    }
}
