extension ArrayDataSource: EditableDataSource {
    /// Whether `path` names an item that ``canDelete`` allows deleting.
    public func canDeleteItem(at path: ItemPath) -> Bool {
        guard let item = item(at: path) else { return false }
        return canDelete(item)
    }

    /// Whether `path` names an item that ``canMove`` allows moving.
    public func canMoveItem(at path: ItemPath) -> Bool {
        guard let item = item(at: path) else { return false }
        return canMove(item)
    }

    /// Deletes the item at `path` (see ``delete(at:)``) when it may be deleted.
    ///
    /// - Throws: ``DataSourceError/unsupportedEdit(_:)`` for an item ``canDelete`` refuses.
    public func deleteItem(at path: ItemPath) throws(DataSourceError) {
        if let item = item(at: path), !canDelete(item) {
            throw .unsupportedEdit("the item at \(path) may not be deleted")
        }
        try delete(at: path)
    }

    /// Moves the item at `source` (see ``move(from:to:)``) when it may be moved.
    ///
    /// - Returns: No further change: the list is the dragged rows.
    /// - Throws: ``DataSourceError/unsupportedEdit(_:)`` for an item ``canMove`` refuses.
    @discardableResult
    public func moveItem(from source: ItemPath, to destination: ItemPath) throws(DataSourceError) -> ListChanges {
        if let item = item(at: source), !canMove(item) {
            throw .unsupportedEdit("the item at \(source) may not be moved")
        }
        try move(from: source, to: destination)
        return ListChanges()
    }
}
