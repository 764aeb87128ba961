#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Whittle

/// Serves the first section of any Whittle ``DataSource`` to a view-based `NSTableView`.
///
/// `NSTableView` has no sections, so the bridge shows section 0; compose or flatten first
/// when a list has more. Changes are applied with ``AppKit/NSTableView/apply(_:animation:)``.
@MainActor
public final class NSTableViewBridge<Source: DataSource>: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    /// Makes the view for an item in a column.
    public typealias ViewProvider = @MainActor (NSTableView, NSTableColumn?, Int, Source.Item) -> NSView?

    /// The data source the table view shows.
    public let dataSource: Source

    private weak var tableView: NSTableView?
    private let viewProvider: ViewProvider
    private var observation: ObservationToken?

    /// Connects `dataSource` to `tableView` and starts observing it.
    ///
    /// - Parameters:
    ///   - tableView: The table view; the bridge becomes its data source and delegate and
    ///     holds it weakly.
    ///   - dataSource: Any Whittle data source; its section 0 is shown.
    ///   - viewProvider: Makes and fills the cell view for an item.
    public init(tableView: NSTableView, dataSource: Source, viewProvider: @escaping ViewProvider) {
        self.tableView = tableView
        self.dataSource = dataSource
        self.viewProvider = viewProvider
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        observation = dataSource.observe { [weak self] changes in
            self?.tableView?.apply(changes)
        }
    }

    /// The item count of section 0, or zero when the data source has no sections.
    public func numberOfRows(in tableView: NSTableView) -> Int {
        dataSource.numberOfSections > 0 ? dataSource.numberOfItems(inSection: 0) : 0
    }

    /// The view from the view provider; `nil` for a row the data source no longer has.
    public func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        guard let item = dataSource.item(at: ItemPath(item: row, section: 0)) else { return nil }
        return viewProvider(tableView, tableColumn, row, item)
    }
}
#endif
