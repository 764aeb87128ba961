#if canImport(UIKit)
import UIKit

/// The tag grid's collection view: it registers its cells and sizes them itself.
final class TagGridView: UICollectionView {
    static let tagCell = "TagCell"
    static let photoCell = "PhotoCell"

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(frame: .zero, collectionViewLayout: layout)
        backgroundColor = .systemBackground
        register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.tagCell)
        register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.photoCell)
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
