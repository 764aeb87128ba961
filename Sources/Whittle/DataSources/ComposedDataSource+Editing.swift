/// Edits go to the child that owns the row, as in Apple's composed data source: a swipe to
/// delete or a drag in a composed list is the child's edit, and the child's change comes back
/// through the composed data source with the section offset added.
extension ComposedDataSource: EditableDataSource {
    /// Whether the owning child is editable and lets the user delete the item at `path`.
    public func canDeleteItem(at path: ItemPath) -> Bool {
        guard let (child, local) = editableChild(at: path) else { return false }
        return child.canDeleteItem(at: local)
    }

    /// Whether the owning child is editable and lets the user drag the item at `path`.
    public func canMoveItem(at path: ItemPath) -> Bool {
        guard let (child, local) = editableChild(at: path) else { return false }
        return child.canMoveItem(at: local)
    }

    /// Deletes the item at `path` from the child that owns it.
    ///
    /// - Throws: ``DataSourceError/sectionOutOfRange(section:sectionCount:)`` for a section no
    ///   child has, ``DataSourceError/unsupportedEdit(_:)`` when the owning child is not
    ///   editable, or the child's own error.
    public func deleteItem(at path: ItemPath) throws(DataSourceError) {
        let (child, local) = try requireEditableChild(at: path)
        try child.deleteItem(at: local)
    }

    /// Moves an item within the child that owns it.
    ///
    /// - Returns: The child's changes left for a list view that shows the drag, in this data
    ///   source's sections.
    /// - Throws: ``DataSourceError/unsupportedEdit(_:)`` when the two paths belong to
    ///   different children (their items need not even be of one type) or the child is not
    ///   editable, or the child's own error.
    @discardableResult
    public func moveItem(from source: ItemPath, to destination: ItemPath) throws(DataSourceError) -> ListChanges {
        let (child, from) = try requireEditableChild(at: source)
        guard let (owner, to) = localPath(for: destination), owner === child else {
            throw .unsupportedEdit(
                "a row moves only within the child data source that owns it; \(source) and \(destination) belong to different children")
        }
        let rest = try child.moveItem(from: from, to: to)
        // The child's sections start where the moved row's global section maps them.
        let offset = source.section - from.section
        return ListChanges(stages: rest.stages.map { $0.shiftingSections(by: offset) })
    }

    private func editableChild(at path: ItemPath) -> (any EditableDataSource, ItemPath)? {
        try? requireEditableChild(at: path)
    }

    private func requireEditableChild(at path: ItemPath) throws(DataSourceError) -> (any EditableDataSource, ItemPath) {
        guard let (child, local) = localPath(for: path) else {
            throw .sectionOutOfRange(section: path.section, sectionCount: numberOfSections)
        }
        guard let editable = child as? any EditableDataSource else {
            throw .unsupportedEdit("the child data source of section \(path.section), \(type(of: child)), cannot be edited")
        }
        return (editable, local)
    }
}
