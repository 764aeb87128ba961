/// Commits the user's edits of a list view to an ``EditableDataSource`` and keeps the
/// list view from replaying a drag it already shows.
///
/// A table view animates a dragged row into place itself, *then* tells its data source
/// (`tableView(_:moveRowAt:to:)`). The data source reports that move to its observers like
/// any other change; applied back to the same table view it would move the row a second
/// time and break the table's consistency check. The editor is the one place that knows a
/// change is the echo of the user's drag: observe the data source through ``observe(_:)``
/// and the echo never arrives, while moves made in code, deletions and every change seen by
/// other observers arrive as usual.
///
/// ```swift
/// editor = ListEditor(photos)
/// observation = editor.observe { changes in tableView.apply(changes) }
/// // tableView(_:moveRowAt:to:) → let rest = try editor.commitUserMove(from:to:)
/// //                               (apply `rest` on the next main-queue turn)
/// // tableView(_:commit:forRowAt:) → try editor.commitDelete(at:)   (the deletion is animated)
/// ```
@MainActor
public final class ListEditor<Source: EditableDataSource> {
    /// The data source the edits go to.
    public let source: Source
    // Set only while the data source reports the move the user just made on screen.
    private var committingUserMove = false

    /// Creates an editor over `source`.
    public init(_ source: Source) {
        self.source = source
    }

    /// Whether the list view should offer editing (the delete control) for `path`.
    public func canEdit(at path: ItemPath) -> Bool {
        source.canDeleteItem(at: path)
    }

    /// Whether the list view should show the reorder control for `path`.
    public func canMove(at path: ItemPath) -> Bool {
        source.canMoveItem(at: path)
    }

    /// Deletes the item the user deleted; the deletion reaches ``observe(_:)``'s handler,
    /// which animates it, as `tableView(_:commit:forRowAt:)` requires.
    ///
    /// - Throws: The data source's ``DataSourceError``.
    public func commitDelete(at path: ItemPath) throws(DataSourceError) {
        try source.deleteItem(at: path)
    }

    /// Records the move the user already made on screen and returns what the list view still
    /// has to show because of it.
    ///
    /// The data source's report of the move is not passed to ``observe(_:)``'s handler: the
    /// list view shows the drag already. What else the move changed (the section the drag
    /// emptied, a footer that counts rows, an item a sorted section puts elsewhere) is
    /// returned rather than sent, since a table view must not run a batch update while it
    /// finishes a drag: apply it on the next turn of the main queue.
    ///
    /// - Returns: The changes left to apply to the list view; usually empty.
    /// - Throws: The data source's ``DataSourceError``; the list view then shows a row order
    ///   the data source does not have, so reload it.
    public func commitUserMove(from source: ItemPath, to destination: ItemPath) throws(DataSourceError) -> ListChanges {
        committingUserMove = true
        defer { committingUserMove = false }
        return try self.source.moveItem(from: source, to: destination)
    }

    /// Observes the data source for the list view being edited: every change except the
    /// echo of a user's move.
    ///
    /// - Returns: The token that keeps the observation alive.
    public func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> ObservationToken {
        source.observe { [weak self] changes in
            // Data sources report synchronously, so a change that arrives while the user's
            // move is being committed is that move.
            guard self?.committingUserMove != true else { return }
            handler(changes)
        }
    }
}
