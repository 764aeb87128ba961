/// A Whittle data source's contents as identifiers, section by section — what a diffable
/// data source (`NSDiffableDataSourceSnapshot`) is built from.
///
/// It lets a team keep `UITableViewDiffableDataSource` and still use Whittle's data sources
/// and diff: build a snapshot after every change and apply it (the UIKit adapter's
/// `DiffableDataSourceSync` does so). Two decisions a diffable data source cannot make itself
/// are made here, on any platform:
///
/// - identifiers must be unique or UIKit traps, so ``duplicateItemIDs`` names the offenders
///   and ``init(_:sectionID:itemID:)`` keeps only the first occurrence of each;
/// - a diffable data source sees only identities, so content changes would never be drawn;
///   ``reconfiguredItemIDs(for:before:after:)`` turns Whittle's reconfigures and reloads into the
///   identifiers to reconfigure.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// One section: its identifier and its items' identifiers, in order.
    public struct Section: Sendable, Equatable {
        /// The section's identifier.
        public var id: SectionID
        /// The identifiers of its items, in display order.
        public var itemIDs: [ItemID]

        /// Creates a section.
        public init(id: SectionID, itemIDs: [ItemID]) {
            self.id = id
            self.itemIDs = itemIDs
        }
    }

    /// The sections, in display order.
    public private(set) var sections: [Section]
    /// Item identifiers that occurred more than once in the data source; only their first
    /// occurrence is in ``sections``.
    public private(set) var duplicateItemIDs: [ItemID]

    /// Creates a snapshot from sections, keeping the first occurrence of each item
    /// identifier and of each section identifier.
    public init(sections: [Section]) {
        var seenItems = Set<ItemID>()
        var seenSections = Set<SectionID>()
        var duplicates: [ItemID] = []
        var kept: [Section] = []
        for section in sections where seenSections.insert(section.id).inserted {
            var ids: [ItemID] = []
            for id in section.itemIDs {
                if seenItems.insert(id).inserted { ids.append(id) } else { duplicates.append(id) }
            }
            kept.append(Section(id: section.id, itemIDs: ids))
        }
        self.sections = kept
        self.duplicateItemIDs = duplicates
    }

    /// Reads every section and item of `dataSource`.
    ///
    /// - Parameters:
    ///   - dataSource: Any Whittle data source.
    ///   - sectionID: The identifier of a section index.
    ///   - itemID: The identifier of an item.
    /// - Complexity: O(*n*) in the number of items.
    @MainActor
    public init<Source: DataSource>(
        _ dataSource: Source, sectionID: (Int) -> SectionID, itemID: (Source.Item) -> ItemID
    ) {
        let sections = (0..<dataSource.numberOfSections).map { section in
            Section(
                id: sectionID(section),
                itemIDs: (0..<dataSource.numberOfItems(inSection: section)).compactMap { index in
                    dataSource.item(at: ItemPath(item: index, section: section)).map(itemID)
                })
        }
        self.init(sections: sections)
    }

    /// The identifier of the item at `path`, or `nil`.
    public func itemID(at path: ItemPath) -> ItemID? {
        guard sections.indices.contains(path.section), sections[path.section].itemIDs.indices.contains(path.item)
        else { return nil }
        return sections[path.section].itemIDs[path.item]
    }

    /// The identifiers whose content changed in `changes` (reconfigures and reloads), to
    /// pass to a diffable snapshot's `reconfigureItems(_:)`, without repeats.
    ///
    /// A stage names content changes by the paths before it. For the first stage those are
    /// `before`'s paths; a later stage follows the structural ones, and Whittle's diff gives
    /// it no structure of its own, so its paths are `after`'s.
    ///
    /// - Parameters:
    ///   - changes: The changes a data source reported.
    ///   - before: The snapshot taken before the changes.
    ///   - after: The snapshot taken after them.
    public static func reconfiguredItemIDs(
        for changes: ListChanges, before: ListSnapshot, after: ListSnapshot
    ) -> [ItemID] {
        var seen = Set<ItemID>()
        var ids: [ItemID] = []
        for (index, stage) in changes.stages.enumerated() {
            let lookup = index == 0 ? before : after
            for path in stage.itemReconfigures + stage.itemReloads {
                if let id = lookup.itemID(at: path), seen.insert(id).inserted { ids.append(id) }
            }
        }
        return ids
    }
}

extension ListSnapshot where SectionID == Int {
    /// Reads `dataSource`, identifying sections by index and items by their `id`.
    @MainActor
    public init<Source: DataSource>(_ dataSource: Source) where Source.Item: Identifiable, Source.Item.ID == ItemID {
        self.init(dataSource, sectionID: { $0 }, itemID: \.id)
    }
}
