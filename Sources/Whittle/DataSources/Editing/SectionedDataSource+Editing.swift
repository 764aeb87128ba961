extension SectionedDataSource: EditableDataSource {
    /// Whether `path` names an item.
    public func canDeleteItem(at path: ItemPath) -> Bool {
        item(at: path) != nil
    }

    /// Whether `path` names an item the user can drag somewhere it stays: items sorted within
    /// their section move only to another section, which needs `reassign:`.
    public func canMoveItem(at path: ItemPath) -> Bool {
        item(at: path) != nil && (itemOrder.areInIncreasingOrder == nil || reassign != nil)
    }

    /// Deletes the item at `path` (see ``delete(at:)``).
    public func deleteItem(at path: ItemPath) throws(DataSourceError) {
        try delete(at: path)
    }

    /// Moves the item at `source` (see ``move(from:to:)``).
    ///
    /// - Returns: What the grouping makes of the drag: the section it emptied deleted,
    ///   footers reloaded, a sorted item put in its place.
    @discardableResult
    public func moveItem(from source: ItemPath, to destination: ItemPath) throws(DataSourceError) -> ListChanges {
        try move(from: source, to: destination)
    }

    /// Moves the item at `source` so that it ends up at `destination` — what a table view's
    /// `moveRowAt:to:` reports after the user dragged a row — into another section too, where
    /// `reassign:` gives the item its new section key.
    ///
    /// Observers get the whole change. A list view the user dragged in shows part of it
    /// already; the rest is returned for it (a ``ListEditor`` passes it on): the section the
    /// drag emptied is deleted, footers are reloaded, a sorted section puts the item in its
    /// place, and sections ordered by first appearance may move.
    ///
    /// - Returns: The change from the sections with the row dragged to `destination` to the
    ///   sections now.
    /// - Throws: ``DataSourceError`` when `source` names no item, `destination` is outside the
    ///   sections, or the move needs a `reassign:` closure the data source was not given.
    /// - Complexity: O(*n*) plus the diff of the regrouped sections.
    @discardableResult
    public func move(from source: ItemPath, to destination: ItemPath) throws(DataSourceError) -> ListChanges {
        guard let moved = item(at: source) else {
            guard sections.indices.contains(source.section) else {
                throw .sectionOutOfRange(section: source.section, sectionCount: sections.count)
            }
            throw .itemOutOfRange(source, itemCount: sections[source.section].items.count)
        }
        guard sections.indices.contains(destination.section) else {
            throw .sectionOutOfRange(section: destination.section, sectionCount: sections.count)
        }
        // The destination counts the section after the item left it.
        let roomAtDestination = sections[destination.section].items.count - (source.section == destination.section ? 1 : 0)
        guard (0...roomAtDestination).contains(destination.item) else {
            throw .itemOutOfRange(destination, itemCount: roomAtDestination)
        }
        guard source != destination else { return ListChanges() }
        var regrouped = moved
        if source.section != destination.section {
            guard let reassign else {
                throw .unsupportedEdit(
                    "moving an item to another section needs the data source's reassign: closure, which gives the item its new section key")
            }
            regrouped = reassign(moved, sections[destination.section].id)
        }

        // What the list view shows once the row is dragged: the item, unchanged, at `destination`.
        var dragged = sections
        dragged[source.section].items.remove(at: source.item)
        dragged[destination.section].items.insert(moved, at: destination.item)

        // The item's new place in the input: beside its neighbour in the destination section.
        var newInput = input
        if let index = newInput.firstIndex(where: { $0.id == moved.id }) { newInput.remove(at: index) }
        let neighbours = dragged[destination.section].items
        if destination.item + 1 < neighbours.count, let next = newInput.firstIndex(where: { $0.id == neighbours[destination.item + 1].id }) {
            newInput.insert(regrouped, at: next)
        } else if destination.item > 0, let previous = newInput.firstIndex(where: { $0.id == neighbours[destination.item - 1].id }) {
            newInput.insert(regrouped, at: previous + 1)
        } else {
            newInput.append(regrouped)
        }

        let before = sections
        let after = adopt(newInput)
        observers.send(ListDiff.changes(from: before, to: after, updates: contentUpdateStyle))
        return ListDiff.changes(from: dragged, to: after, updates: contentUpdateStyle)
    }
}
