#if canImport(UIKit)
import UIKit
import Whittle

/// A ``TableViewBridge`` whose rows the user can delete (swipe to delete) and reorder (drag),
/// committed to an ``Whittle/EditableDataSource`` such as `ArrayDataSource` (seed 001).
///
/// Every decision is the core's ``Whittle/ListEditor``: which rows can be edited or moved,
/// and that the data source's report of a drag the table already shows is not applied to
/// the table a second time. Deletions are applied with the bridge's row animation, as
/// `tableView(_:commit:forRowAt:)` requires.
@MainActor
public final class EditableTableViewBridge<Source: EditableDataSource>: NSObject, UITableViewDataSource {
    private let bridge: TableViewBridge<Source>
    /// The editor every edit goes through.
    public let editor: ListEditor<Source>

    /// Deletes the item the user deleted, instead of the editor, when the deletion needs more
    /// than the data source (saving it, or asking first). It deletes from the data source,
    /// before it returns or once the user confirmed: the table keeps the row until the data
    /// source's change deletes it with an animation, as a deletion after an action sheet does.
    public var deleteHandler: (@MainActor (ItemPath) -> Void)?

    /// The plain bridge that serves structure and cells.
    public var base: TableViewBridge<Source> { bridge }

    /// Connects `dataSource` to `tableView` with editing.
    ///
    /// - Parameters:
    ///   - tableView: The table view; the bridge becomes its `dataSource`.
    ///   - dataSource: An editable Whittle data source.
    ///   - cells: Maps each item to its reuse identifier and fills the dequeued cell.
    public init(tableView: UITableView, dataSource: Source, cells: CellConfigurator<UITableViewCell>) {
        bridge = TableViewBridge(tableView: tableView, dataSource: dataSource, cells: cells)
        editor = ListEditor(dataSource)
        super.init()
        // The editor's observation replaces the plain one: it holds back the echo of a drag.
        bridge.observation = editor.observe { [weak bridge] changes in bridge?.apply(changes) }
        tableView.dataSource = self
    }

    public func numberOfSections(in tableView: UITableView) -> Int {
        bridge.numberOfSections(in: tableView)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        bridge.tableView(tableView, numberOfRowsInSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        bridge.tableView(tableView, cellForRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        bridge.tableView(tableView, titleForHeaderInSection: section)
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        bridge.tableView(tableView, titleForFooterInSection: section)
    }

    #if !os(tvOS)
    /// The data source's index titles (tvOS has no index).
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        bridge.sectionIndexTitles(for: tableView)
    }

    /// The section the data source says an index title jumps to.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        bridge.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }
    #endif

    /// Whether the data source lets the user delete the row.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        editor.canEdit(at: ItemPath(indexPath))
    }

    /// Whether the data source lets the user drag the row.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        editor.canMove(at: ItemPath(indexPath))
    }

    /// Deletes the row's item; the data source's change animates the deletion. A refused
    /// deletion reloads the table, which then shows what the data source has.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        if let deleteHandler {
            deleteHandler(ItemPath(indexPath))
            return
        }
        do {
            try editor.commitDelete(at: ItemPath(indexPath))
        } catch {
            tableView.reloadData()
        }
    }

    /// Records the drag the table already shows; it is not replayed. What else the drag
    /// changed (a section it emptied) is applied once the table finished the drag. A refused
    /// move reloads the table, which then shows what the data source has.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let source = ItemPath(sourceIndexPath)
        let destination = ItemPath(destinationIndexPath)
        do {
            let rest = try editor.commitUserMove(from: source, to: destination)
            bridge.shown.userMovedRow(from: source, to: destination)
            guard !rest.isEmpty else { return }
            // The table is still finishing the drag; a batch update now would be rejected.
            Task { @MainActor [weak bridge] in bridge?.apply(rest) }
        } catch {
            tableView.reloadData()
        }
    }
}
#endif
