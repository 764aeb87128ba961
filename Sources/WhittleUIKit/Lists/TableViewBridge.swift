#if canImport(UIKit)
import UIKit
import Whittle

/// Serves any Whittle ``DataSource`` to a `UITableView` and animates its changes.
///
/// The bridge answers the table view's structure questions from the data source and asks a
/// separate cell provider — typically a cell configurator — for each cell, so the view
/// controller answers none of them. Every change the data source reports is applied with
/// `performBatchUpdates`, stage by stage. Every cell comes from the table view: a path the
/// data source no longer has gets the placeholder cell the bridge registered
/// (``Whittle/ListPlaceholder``), never a cell built outside the table.
///
/// ```swift
/// bridge = TableViewBridge(tableView: tableView, dataSource: photos, cells: configurator)
/// ```
///
/// The table view's count questions are answered from ``Whittle/ShownCounts``: the counts it was
/// last shown, which change inside the batch update that shows a change, as UIKit requires,
/// whenever the table view asks.
@MainActor
public final class TableViewBridge<Source: DataSource>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item; it must dequeue it from the table view.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, Source.Item) -> UITableViewCell

    /// The data source the table view shows.
    public let dataSource: Source
    /// The animation for inserted, deleted and reloaded rows.
    public var rowAnimation: UITableView.RowAnimation = .automatic
    /// Called after each change finished animating.
    public var onChangesApplied: (@MainActor (Bool) -> Void)?

    weak var tableView: UITableView?
    /// The counts the table view was told: they change inside the batch update that shows a
    /// change, never before, whenever the table asks.
    let shown = ShownCounts()
    private let cellProvider: CellProvider
    var observation: ObservationToken?

    /// Connects `dataSource` to `tableView` and starts observing it.
    ///
    /// - Parameters:
    ///   - tableView: The table view; the bridge becomes its `dataSource` and holds it weakly.
    ///   - dataSource: Any Whittle data source.
    ///   - cellProvider: Dequeues and fills the cell for an item.
    public init(tableView: UITableView, dataSource: Source, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.dataSource = dataSource
        self.cellProvider = cellProvider
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: ListPlaceholder.cellReuseIdentifier)
        tableView.dataSource = self
        observation = dataSource.observe { [weak self] changes in self?.apply(changes) }
    }

    /// Connects `dataSource` to `tableView`, dequeuing and filling each cell through `cells`.
    ///
    /// - Parameters:
    ///   - tableView: The table view; the cell classes of the configurator's typed
    ///     registrations are registered on it (register the others yourself).
    ///   - dataSource: Any Whittle data source.
    ///   - cells: Maps each item to its reuse identifier and fills the dequeued cell.
    public convenience init(tableView: UITableView, dataSource: Source, cells: CellConfigurator<UITableViewCell>) {
        tableView.register(cells)
        self.init(tableView: tableView, dataSource: dataSource) { tableView, indexPath, item in
            let plan = cells.dequeuePlan(for: ItemPath(indexPath), in: dataSource)
            let cell = tableView.dequeueReusableCell(withIdentifier: plan.reuseIdentifier, for: indexPath)
            if let item = plan.content { try? cells.configure(cell, with: item) }
            return cell
        }
    }

    func apply(_ changes: ListChanges) {
        tableView?.apply(
            changes, animation: rowAnimation, hasLoadedCounts: shown.hasLoaded,
            modelChange: shown.prepare(after: dataSource), completion: onChangesApplied)
    }

    /// The data source's section count, as last shown to the table view.
    public func numberOfSections(in tableView: UITableView) -> Int {
        shown.numberOfSections(of: dataSource)
    }

    /// The data source's item count for `section`, as last shown to the table view.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.numberOfItems(inSection: section, of: dataSource)
    }

    /// The cell from the cell provider; the dequeued placeholder for a path the data source
    /// no longer has.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = dataSource.item(at: ItemPath(indexPath)) else {
            return tableView.dequeueReusableCell(withIdentifier: ListPlaceholder.cellReuseIdentifier, for: indexPath)
        }
        return cellProvider(tableView, indexPath, item)
    }

    /// The data source's title for `section`, shown as a plain header.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        dataSource.title(forSection: section)
    }

    /// The data source's footer for `section`, shown as a plain footer.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        dataSource.footer(forSection: section)
    }

    #if !os(tvOS)
    /// The data source's index titles, shown beside a plain-style table (tvOS has no index).
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        dataSource.sectionIndexTitles
    }

    /// The section the data source says an index title jumps to.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        dataSource.section(forSectionIndexTitleAt: index)
    }
    #endif
}
#endif
