/// The structure of a list — sections, items and titles — kept out of the view controller.
///
/// Every Whittle data source (array, sectioned, composed, query, remote) conforms, so a
/// table or collection view bridge, a composed data source or a test can use any of them.
/// Cell configuration is deliberately *not* part of this protocol: mapping an item to a
/// cell is a separate role (see `CellConfigurator`).
///
/// ## Observing changes
///
/// A data source reports each change as a ``ListChanges`` value through
/// ``observe(_:)``. Observation is a synchronous callback on the main actor rather than an
/// `AsyncSequence` on purpose: a list view must apply a batch update *in the same turn* in
/// which the data source's counts change. An async sequence delivers on a later hop, by
/// which time the data source may have changed again, and the list view's consistency
/// check (rows before + inserts − deletes = rows after) would fail.
@MainActor
public protocol DataSource<Item>: AnyObject {
    /// The type of item the data source vends.
    associatedtype Item

    /// The number of sections.
    var numberOfSections: Int { get }

    /// The number of items in `section`, or 0 for a section that does not exist.
    func numberOfItems(inSection section: Int) -> Int

    /// The item at `path`, or `nil` when the path is out of range.
    ///
    /// - Complexity: O(1) for the in-memory data sources; O(log n) for `QueryDataSource`,
    ///   which keeps long sections in chunks so a live update costs the same at any size.
    func item(at path: ItemPath) -> Item?

    /// The path of `item`, matched by identity where the item has one, or `nil`.
    func itemPath(of item: Item) -> ItemPath?

    /// The title of `section`, or `nil` when it has none; the bridges show it as the header.
    func title(forSection section: Int) -> String?

    /// The footer text of `section`, or `nil` when it has none (the default).
    func footer(forSection section: Int) -> String?

    /// The titles of the index beside the list (A–Z in a contact list), or `nil` for no
    /// index (the default).
    var sectionIndexTitles: [String]? { get }

    /// The section the index title at `index` of ``sectionIndexTitles`` jumps to.
    func section(forSectionIndexTitleAt index: Int) -> Int

    /// Calls `handler` with every change, right after the data source's state changed.
    ///
    /// - Returns: A token; observation stops when it is cancelled or deallocated.
    func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> ObservationToken
}

extension DataSource {
    /// No footer: most lists have none.
    public func footer(forSection section: Int) -> String? { nil }

    /// No index: most lists have none.
    public var sectionIndexTitles: [String]? { nil }

    /// The section of the same position: an index with one title per section.
    public func section(forSectionIndexTitleAt index: Int) -> Int { index }

    /// The item count of each section, in order: what a list view asks for.
    public var rowCounts: [Int] {
        (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    }

    /// The total number of items in all sections.
    public var numberOfItems: Int {
        (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
    }

    /// Every item path, section by section.
    public var allItemPaths: [ItemPath] {
        (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { ItemPath(item: $0, section: section) }
        }
    }
}
