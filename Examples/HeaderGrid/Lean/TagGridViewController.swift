#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The grid child: related tags and photos from one composed data source, with their section
/// headers, through the collection view bridge and the cell configuration.
final class TagGridViewController: TypedViewController<TagGridView> {
    private let logic: TagPageLogic
    private let cells: CellConfigurator<UICollectionViewCell>
    private var bridge: CollectionViewBridge<ComposedDataSource>?

    init(logic: TagPageLogic, cells: CellConfigurator<UICollectionViewCell>) {
        self.logic = logic
        self.cells = cells
        super.init(contentView: TagGridView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bridge = CollectionViewBridge(collectionView: contentView, dataSource: logic.grid, cells: cells)
        bridge?.supplements = TagGridView.sectionHeaders
    }
}
#endif
