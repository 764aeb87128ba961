#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The lean photo list: it connects its table view to the logic's data source and cell
/// configuration (swipe to delete goes to the logic, which saves it), binds the logic's
/// failure to the view, and starts loading when it appears.
final class PhotosViewController: TypedViewController<PhotoTableView> {
    private let logic: PhotoListLogic
    private let cells: CellConfigurator<UITableViewCell>
    private var bridge: EditableTableViewBridge<ArrayDataSource<Photo>>?
    private lazy var binding = PhotoListBindings.binding(logic: logic, view: contentView)

    init(logic: PhotoListLogic, cells: CellConfigurator<UITableViewCell>) {
        self.logic = logic
        self.cells = cells
        super.init(contentView: PhotoTableView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bridge = EditableTableViewBridge(tableView: contentView, dataSource: logic.photos, cells: cells)
        bridge?.deleteHandler = { [logic] path in logic.delete(at: path) }
        binding.startUpdating()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Task { await logic.load() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        logic.thumbnails.cancelAll()
    }
}
#endif
