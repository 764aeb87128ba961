/// A data source made of other data sources, each contributing its sections in order — one
/// screen showing, say, a profile header, a list of posts and suggestions, each with its
/// own data source.
///
/// Children can be of any ``DataSource`` type with any item type. They are stored as
/// existentials (`any DataSource`), so the composed data source's ``Item`` is `Any`: use
/// ``item(at:as:)`` for a typed item, and a ``CellConfigurator`` (which matches items by
/// runtime type) to configure cells. An existential keeps each child's own type and
/// observation intact with no wrapper type for users to write.
///
/// Edits go to the child that owns the row (it is an ``EditableDataSource`` whose children
/// may be), so an `EditableTableViewBridge` works over it; a selection is the owner's too,
/// through ``localPath(for:)``. ``contentState`` aggregates the children's loading, empty and
/// error states into one for the screen.
///
/// Paths map both ways: ``globalPath(for:in:)`` and ``localPath(for:)``. A child's changes
/// are re-sent with its section offset added; adding or removing a child sends section
/// inserts or deletes. Sections of the children that come after a changed child shift
/// implicitly, as the list view expects.
///
/// - Complexity: ``item(at:)`` and ``localPath(for:)`` are O(1); ``itemPath(of:)`` asks
///   each child in turn, O(*c*) for *c* children.
@MainActor
public final class ComposedDataSource: DataSource {
    /// Any child's item.
    public typealias Item = Any

    private struct Child {
        let key: Int
        let source: any DataSource
        var sectionCount: Int
        var observation: ObservationToken?
    }

    private var entries: [Child] = []
    /// For each global section: the child's position in `entries` and its local section.
    private var sectionTable: [(child: Int, section: Int)] = []
    /// For each child: its first global section.
    private var offsets: [Int] = []
    private var nextKey = 0
    private let observers = ChangeObservers()

    /// Creates a composed data source with `children`, in order.
    public init(children: [any DataSource] = []) {
        for child in children {
            append(child, notify: false)
        }
    }

    /// The children, in display order.
    public var children: [any DataSource] { entries.map(\.source) }

    /// Adds `child` after the others and sends the inserts of its sections.
    public func append(_ child: any DataSource) {
        append(child, notify: true)
    }

    /// Removes the child at `index` and sends the deletes of its sections.
    ///
    /// - Throws: ``DataSourceError/unsupportedEdit(_:)`` when no child has that index.
    public func removeChild(at index: Int) throws(DataSourceError) {
        guard entries.indices.contains(index) else {
            throw .unsupportedEdit("there is no child at index \(index); the composed data source has \(entries.count) children")
        }
        let removed = entries.remove(at: index)
        removed.observation?.cancel()
        let offset = offsets[index]
        rebuildTables()
        var stage = ListChanges.Stage()
        stage.sectionDeletes = Array(offset..<(offset + removed.sectionCount))
        observers.send(ListChanges(stages: [stage]))
    }

    /// Removes `child` (compared by identity) if present.
    public func remove(_ child: any DataSource) {
        guard let index = entries.firstIndex(where: { $0.source === child }) else { return }
        try? removeChild(at: index)
    }

    // MARK: Path mapping

    /// The global path of `path`, a path local to `child`, or `nil` when `child` is not a
    /// child.
    public func globalPath(for path: ItemPath, in child: any DataSource) -> ItemPath? {
        guard let index = entries.firstIndex(where: { $0.source === child }) else { return nil }
        return ItemPath(item: path.item, section: path.section + offsets[index])
    }

    /// The child that owns the global `path` and the path within that child.
    ///
    /// - Complexity: O(1).
    public func localPath(for path: ItemPath) -> (child: any DataSource, path: ItemPath)? {
        guard sectionTable.indices.contains(path.section) else { return nil }
        let owner = sectionTable[path.section]
        return (entries[owner.child].source, ItemPath(item: path.item, section: owner.section))
    }

    /// The item at `path` if it is of type `type`.
    public func item<T>(at path: ItemPath, as type: T.Type) -> T? {
        item(at: path) as? T
    }

    // MARK: DataSource

    public var numberOfSections: Int { sectionTable.count }

    public func numberOfItems(inSection section: Int) -> Int {
        guard let (child, local) = localSection(section) else { return 0 }
        return child.numberOfItems(inSection: local)
    }

    public func item(at path: ItemPath) -> Any? {
        guard let (child, local) = localPath(for: path) else { return nil }
        return child.item(at: local).map { $0 as Any }
    }

    /// Asks each child whose item type `item` has, in order; the first answer wins.
    public func itemPath(of item: Any) -> ItemPath? {
        for (index, entry) in entries.enumerated() {
            if let local = Self.path(of: item, in: entry.source) {
                return ItemPath(item: local.item, section: local.section + offsets[index])
            }
        }
        return nil
    }

    public func title(forSection section: Int) -> String? {
        guard let (child, local) = localSection(section) else { return nil }
        return child.title(forSection: local)
    }

    /// The footer of the child section `section` maps to.
    public func footer(forSection section: Int) -> String? {
        guard let (child, local) = localSection(section) else { return nil }
        return child.footer(forSection: local)
    }

    public func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> ObservationToken {
        observers.add(handler)
    }

    // MARK: Private

    private static func path<Source: DataSource>(of item: Any, in source: Source) -> ItemPath? {
        guard let typed = item as? Source.Item else { return nil }
        return source.itemPath(of: typed)
    }

    private func localSection(_ section: Int) -> (any DataSource, Int)? {
        guard sectionTable.indices.contains(section) else { return nil }
        let owner = sectionTable[section]
        return (entries[owner.child].source, owner.section)
    }

    private func append(_ child: any DataSource, notify: Bool) {
        let key = nextKey
        nextKey += 1
        let offset = sectionTable.count
        var entry = Child(key: key, source: child, sectionCount: child.numberOfSections, observation: nil)
        entry.observation = child.observe { [weak self] changes in
            self?.childChanged(key: key, changes: changes)
        }
        entries.append(entry)
        rebuildTables()
        guard notify else { return }
        var stage = ListChanges.Stage()
        stage.sectionInserts = Array(offset..<(offset + entry.sectionCount))
        observers.send(ListChanges(stages: [stage]))
    }

    private func childChanged(key: Int, changes: ListChanges) {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
        let offset = offsets[index]
        let before = entries[index].sectionCount
        let after = entries[index].source.numberOfSections
        entries[index].sectionCount = after
        rebuildTables()
        let announced = changes.stages.reduce(before) { $0 - $1.sectionDeletes.count + $1.sectionInserts.count }
        guard announced == after else {
            // The child changed its section count without saying so: replace its sections
            // rather than send an update the list view would reject.
            var stage = ListChanges.Stage()
            stage.sectionDeletes = Array(offset..<(offset + before))
            stage.sectionInserts = Array(offset..<(offset + after))
            observers.send(ListChanges(stages: [stage]))
            return
        }
        // Children before this one are unchanged, so its offset is the same before and after.
        observers.send(ListChanges(stages: changes.stages.map { $0.shiftingSections(by: offset) }))
    }

    private func rebuildTables() {
        sectionTable.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        for (index, entry) in entries.enumerated() {
            offsets.append(sectionTable.count)
            for section in 0..<entry.sectionCount {
                sectionTable.append((index, section))
            }
        }
    }
}
