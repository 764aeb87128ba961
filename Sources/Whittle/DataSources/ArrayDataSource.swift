/// A one-section data source over an array: the reusable replacement for the
/// `numberOfRows`/`cellForRow` arithmetic a view controller would otherwise carry.
///
/// Use it for any flat list. Replacing ``items`` computes the changes with ``ListDiff``
/// (minimal moves, staged for batch updates) and sends them to every observer; the editing
/// methods in `ArrayDataSource+Editing.swift` (insert, delete, move) send their own changes.
///
/// ```swift
/// let photos = ArrayDataSource(items: album.photos, title: "Photos")
/// let observation = photos.observe { changes in tableView.apply(changes) }
/// photos.items = album.photos.filter(\.isFavorite)   // observers get the diff
/// ```
///
/// Lookups are O(1): ``item(at:)`` indexes the array and ``itemPath(of:)`` uses an id index
/// kept in step with every change. With duplicate ids, ``itemPath(of:)`` answers the first.
@MainActor
public final class ArrayDataSource<Item: Identifiable & Equatable>: DataSource {
    /// The items, in display order. Setting them sends the diff to observers.
    public var items: [Item] {
        get { storage }
        set { replaceItems(with: newValue) }
    }

    /// The title of the single section.
    public var title: String?

    /// The footer of the single section.
    public var footer: String?

    /// How changed content is reported to observers.
    public var contentUpdateStyle: ContentUpdateStyle

    /// Decides which items the user may delete (swipe to delete); every item by default.
    public var canDelete: @MainActor (Item) -> Bool = { _ in true }

    /// Decides which items the user may drag to reorder; every item by default.
    public var canMove: @MainActor (Item) -> Bool = { _ in true }

    var storage: [Item]
    var positions: [Item.ID: Int] = [:]
    let observers = ChangeObservers()

    /// Creates a data source showing `items` in one section.
    ///
    /// - Parameters:
    ///   - items: The initial items.
    ///   - title: The section title, if any.
    ///   - contentUpdateStyle: Whether content changes are reconfigured (default) or reloaded.
    public init(items: [Item] = [], title: String? = nil, contentUpdateStyle: ContentUpdateStyle = .reconfigure) {
        self.storage = items
        self.title = title
        self.contentUpdateStyle = contentUpdateStyle
        rebuildPositions()
    }

    /// Replaces every item and sends the changes to observers.
    ///
    /// - Parameter newItems: The new items.
    /// - Complexity: O(*n* + *m* + *k* log *k*) for the diff; see ``ListDiff``.
    public func replaceItems(with newItems: [Item]) {
        let changes = ListDiff.changes(from: storage, to: newItems, updates: contentUpdateStyle)
        storage = newItems
        rebuildPositions()
        observers.send(changes)
    }

    // MARK: DataSource

    /// Always 1: an array data source is one section, even when empty.
    public var numberOfSections: Int { 1 }

    public func numberOfItems(inSection section: Int) -> Int {
        section == 0 ? storage.count : 0
    }

    /// - Complexity: O(1).
    public func item(at path: ItemPath) -> Item? {
        guard path.section == 0, storage.indices.contains(path.item) else { return nil }
        return storage[path.item]
    }

    /// - Complexity: O(1) on average.
    public func itemPath(of item: Item) -> ItemPath? {
        positions[item.id].map { ItemPath(item: $0, section: 0) }
    }

    public func title(forSection section: Int) -> String? {
        section == 0 ? title : nil
    }

    public func footer(forSection section: Int) -> String? {
        section == 0 ? footer : nil
    }

    public func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> ObservationToken {
        observers.add(handler)
    }

    func rebuildPositions() {
        positions.removeAll(keepingCapacity: true)
        positions.reserveCapacity(storage.count)
        for (index, item) in storage.enumerated() where positions[item.id] == nil {
            positions[item.id] = index
        }
    }
}
