#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle

/// The tag grid's collection view: it registers its cells and section headers and sizes
/// them itself.
final class TagGridView: UICollectionView {
    static let tagCell = "TagCell"
    static let photoCell = "PhotoCell"

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        super.init(frame: .zero, collectionViewLayout: layout)
        backgroundColor = .systemBackground
        register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.tagCell)
        register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.photoCell)
        register(
            TagSectionHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: TagGridSectionHeaders.reuseIdentifier)
    }

    /// Fills the registered section headers with the data source's section titles.
    static var sectionHeaders: SupplementaryConfigurator<UICollectionReusableView> {
        TagGridSectionHeaders.configurator { view, title in (view as? TagSectionHeaderView)?.titleLabel.text = title }
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
