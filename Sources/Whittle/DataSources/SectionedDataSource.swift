/// A data source that groups items into sections by a key — the sectioned list a view
/// controller would otherwise build with dictionaries and index arithmetic.
///
/// Sections come from a key path or a closure; their order is the order of first
/// appearance or sorted by key; items keep the input order or are sorted. Setting
/// ``items`` regroups them and sends the diff (items may move between sections) to
/// observers.
///
/// ```swift
/// let contacts = SectionedDataSource(
///     items: people, sectionedBy: \.initial, sectionOrder: .ascending,
///     itemOrder: .sorted { $0.name < $1.name }, title: { String($0) }
/// )
/// ```
///
/// - Complexity: ``item(at:)`` is O(1); ``itemPath(of:)`` is O(1) on average.
@MainActor
public final class SectionedDataSource<Item: Identifiable & Equatable, SectionKey: Hashable>: DataSource {
    /// The order of the sections.
    public struct SectionOrder {
        let areInIncreasingOrder: ((SectionKey, SectionKey) -> Bool)?

        /// Sections appear in the order their first item appears in the input.
        public static var firstAppearance: SectionOrder { SectionOrder(areInIncreasingOrder: nil) }

        /// Sections are sorted by key with the given predicate.
        public static func sorted(by areInIncreasingOrder: @escaping (SectionKey, SectionKey) -> Bool) -> SectionOrder {
            SectionOrder(areInIncreasingOrder: areInIncreasingOrder)
        }
    }

    /// The order of the items within a section.
    public struct ItemOrder {
        let areInIncreasingOrder: ((Item, Item) -> Bool)?

        /// Items keep the order they have in the input.
        public static var kept: ItemOrder { ItemOrder(areInIncreasingOrder: nil) }

        /// Items are sorted with the given predicate (stable: equal items keep input order).
        public static func sorted(by areInIncreasingOrder: @escaping (Item, Item) -> Bool) -> ItemOrder {
            ItemOrder(areInIncreasingOrder: areInIncreasingOrder)
        }
    }

    /// The items as given, before grouping. Setting them regroups and sends the diff.
    public var items: [Item] {
        get { input }
        set { replaceItems(with: newValue) }
    }

    /// The sections as shown, with their keys, titles and items.
    public private(set) var sections: [ListSection<SectionKey, Item>] = []

    /// How changed content is reported to observers.
    public var contentUpdateStyle: ContentUpdateStyle

    private(set) var input: [Item]
    private let sectionKey: (Item) -> SectionKey
    private let sectionOrder: SectionOrder
    let itemOrder: ItemOrder
    private let sectionTitle: (SectionKey) -> String?
    private let sectionFooter: (SectionKey, [Item]) -> String?
    private let sectionIndexTitle: ((SectionKey) -> String?)?
    let reassign: ((Item, SectionKey) -> Item)?
    private var positions: [Item.ID: ItemPath] = [:]
    let observers = ChangeObservers()

    /// Creates a data source grouping `items` by the key `sectionKey` returns.
    ///
    /// - Parameters:
    ///   - items: The items, in any order.
    ///   - sectionKey: The section an item belongs to.
    ///   - sectionOrder: First appearance (default) or sorted by key.
    ///   - itemOrder: Input order (default) or sorted.
    ///   - title: The header title of a section, from its key.
    ///   - footer: The footer of a section, from its key and items (a count, a total); a
    ///     section whose footer changes is reloaded.
    ///   - indexTitle: A section's title in the index beside the list ("A"), or `nil` to leave
    ///     it out of the index; no index without it.
    ///   - reassign: The item changed so that it belongs to the section with the given key
    ///     (its `group` set to the key): what lets the user drag an item to another section.
    ///     Without it, items move only within their section.
    ///   - contentUpdateStyle: Whether content changes are reconfigured (default) or reloaded.
    public init(
        items: [Item] = [],
        sectionKey: @escaping (Item) -> SectionKey,
        sectionOrder: SectionOrder = .firstAppearance,
        itemOrder: ItemOrder = .kept,
        title: @escaping (SectionKey) -> String? = { _ in nil },
        footer: @escaping (SectionKey, [Item]) -> String? = { _, _ in nil },
        indexTitle: ((SectionKey) -> String?)? = nil,
        reassign: ((Item, SectionKey) -> Item)? = nil,
        contentUpdateStyle: ContentUpdateStyle = .reconfigure
    ) {
        self.sectionIndexTitle = indexTitle
        self.reassign = reassign
        self.input = items
        self.sectionKey = sectionKey
        self.sectionOrder = sectionOrder
        self.itemOrder = itemOrder
        self.sectionTitle = title
        self.sectionFooter = footer
        self.contentUpdateStyle = contentUpdateStyle
        self.sections = group(items)
        rebuildPositions()
    }

    /// Creates a data source grouping `items` by the value at `keyPath`.
    public convenience init(
        items: [Item] = [],
        sectionedBy keyPath: KeyPath<Item, SectionKey>,
        sectionOrder: SectionOrder = .firstAppearance,
        itemOrder: ItemOrder = .kept,
        title: @escaping (SectionKey) -> String? = { _ in nil },
        footer: @escaping (SectionKey, [Item]) -> String? = { _, _ in nil },
        indexTitle: ((SectionKey) -> String?)? = nil,
        reassign: ((Item, SectionKey) -> Item)? = nil,
        contentUpdateStyle: ContentUpdateStyle = .reconfigure
    ) {
        self.init(
            items: items, sectionKey: { $0[keyPath: keyPath] }, sectionOrder: sectionOrder,
            itemOrder: itemOrder, title: title, footer: footer, indexTitle: indexTitle,
            reassign: reassign, contentUpdateStyle: contentUpdateStyle
        )
    }

    /// Takes `newItems` as the input and their grouping as the sections, without reporting.
    func adopt(_ newItems: [Item]) -> [ListSection<SectionKey, Item>] {
        input = newItems
        sections = group(newItems)
        rebuildPositions()
        return sections
    }

    /// Replaces every item, regroups, and sends the changes to observers.
    ///
    /// - Complexity: O(*n* log *n*) when sorting, O(*n* + *k* log *k*) otherwise.
    public func replaceItems(with newItems: [Item]) {
        let newSections = group(newItems)
        let changes = ListDiff.changes(from: sections, to: newSections, updates: contentUpdateStyle)
        input = newItems
        sections = newSections
        rebuildPositions()
        observers.send(changes)
    }

    /// Deletes the item at `path` — the "delete" editing style.
    ///
    /// - Returns: The deleted item.
    /// - Throws: ``DataSourceError`` when `path` names no item.
    @discardableResult
    public func delete(at path: ItemPath) throws(DataSourceError) -> Item {
        guard sections.indices.contains(path.section) else {
            throw .sectionOutOfRange(section: path.section, sectionCount: sections.count)
        }
        guard sections[path.section].items.indices.contains(path.item) else {
            throw .itemOutOfRange(path, itemCount: sections[path.section].items.count)
        }
        let removed = sections[path.section].items[path.item]
        var remaining = input
        if let index = remaining.firstIndex(where: { $0.id == removed.id }) {
            remaining.remove(at: index)
        }
        replaceItems(with: remaining)
        return removed
    }

    /// The key of `section`, or `nil` when it does not exist.
    public func sectionKey(forSection section: Int) -> SectionKey? {
        sections.indices.contains(section) ? sections[section].id : nil
    }

    // MARK: DataSource

    public var numberOfSections: Int { sections.count }

    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// - Complexity: O(1).
    public func item(at path: ItemPath) -> Item? {
        guard sections.indices.contains(path.section),
              sections[path.section].items.indices.contains(path.item) else { return nil }
        return sections[path.section].items[path.item]
    }

    /// - Complexity: O(1) on average.
    public func itemPath(of item: Item) -> ItemPath? {
        positions[item.id]
    }

    public func title(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title : nil
    }

    /// The footer the `footer` closure gave `section`.
    public func footer(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footer : nil
    }

    /// The `indexTitle` of each section that has one, in section order; `nil` without an
    /// `indexTitle` closure.
    public var sectionIndexTitles: [String]? {
        guard let sectionIndexTitle else { return nil }
        return sections.compactMap { sectionIndexTitle($0.id) }
    }

    /// The section whose index title is the `index`-th of ``sectionIndexTitles``; the last
    /// section for an index past the end.
    public func section(forSectionIndexTitleAt index: Int) -> Int {
        guard let sectionIndexTitle else { return index }
        var seen = 0
        for (section, group) in sections.enumerated() where sectionIndexTitle(group.id) != nil {
            if seen == index { return section }
            seen += 1
        }
        return max(sections.count - 1, 0)
    }

    public func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> ObservationToken {
        observers.add(handler)
    }

    // MARK: Grouping

    private func group(_ items: [Item]) -> [ListSection<SectionKey, Item>] {
        var indexOfKey = [SectionKey: Int]()
        var grouped = [ListSection<SectionKey, Item>]()
        for item in items {
            let key = sectionKey(item)
            if let index = indexOfKey[key] {
                grouped[index].items.append(item)
            } else {
                indexOfKey[key] = grouped.count
                grouped.append(ListSection(id: key, title: sectionTitle(key), items: [item]))
            }
        }
        if let areInIncreasingOrder = sectionOrder.areInIncreasingOrder {
            grouped.sort { areInIncreasingOrder($0.id, $1.id) }
        }
        if let areInIncreasingOrder = itemOrder.areInIncreasingOrder {
            for index in grouped.indices {
                // Stable: sort positions, breaking ties by input order.
                let items = grouped[index].items
                grouped[index].items = items.indices.sorted { lhs, rhs in
                    if areInIncreasingOrder(items[lhs], items[rhs]) { return true }
                    if areInIncreasingOrder(items[rhs], items[lhs]) { return false }
                    return lhs < rhs
                }.map { items[$0] }
            }
        }
        for index in grouped.indices {
            grouped[index].footer = sectionFooter(grouped[index].id, grouped[index].items)
        }
        return grouped
    }

    private func rebuildPositions() {
        positions.removeAll(keepingCapacity: true)
        for (section, group) in sections.enumerated() {
            for (index, item) in group.items.enumerated() where positions[item.id] == nil {
                positions[item.id] = ItemPath(item: index, section: section)
            }
        }
    }
}

extension SectionedDataSource.SectionOrder where SectionKey: Comparable {
    /// Sections sorted by ascending key.
    public static var ascending: Self { .sorted(by: <) }
}
