/// A data source the user can edit in the list view: swipe to delete and drag to reorder
/// (seed 001).
///
/// A table view bridge answers `canEditRowAt`/`canMoveRowAt` and commits `commit
/// editingStyle`/`moveRowAt` through a ``ListEditor`` over this protocol, so the view
/// controller answers none of them.
@MainActor
public protocol EditableDataSource: DataSource {
    /// Whether the item at `path` may be deleted; `false` for a path with no item.
    func canDeleteItem(at path: ItemPath) -> Bool

    /// Whether the item at `path` may be dragged to another position; `false` for a path
    /// with no item.
    func canMoveItem(at path: ItemPath) -> Bool

    /// Deletes the item at `path` and reports the deletion to observers.
    ///
    /// - Throws: ``DataSourceError`` when `path` names no item or the item may not be deleted.
    func deleteItem(at path: ItemPath) throws(DataSourceError)

    /// Moves the item at `source` to `destination` and reports the change to observers.
    ///
    /// - Returns: What a list view that already shows the move still has to apply: the
    ///   change from the data source as it was with the row dragged to `destination` to the
    ///   data source as it is now (a section the drag emptied, a footer that counts rows, an
    ///   order the data source imposes); empty when the drag says it all. A ``ListEditor``
    ///   hands it to the list view the user dragged in, whose drag is the move.
    /// - Throws: ``DataSourceError`` when either path names no item or the move is not allowed.
    @discardableResult
    func moveItem(from source: ItemPath, to destination: ItemPath) throws(DataSourceError) -> ListChanges
}
