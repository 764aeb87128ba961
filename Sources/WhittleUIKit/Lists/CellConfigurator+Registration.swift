#if canImport(UIKit)
import UIKit
import Whittle

extension UITableView {
    /// Registers the cell class of each typed registration of `cells` under its reuse
    /// identifier, so dequeuing it never fails (the table view bridges call it for you).
    public func register(_ cells: CellConfigurator<UITableViewCell>) {
        for (reuseIdentifier, cellType) in cells.registeredCellTypes {
            guard let cellClass = cellType as? UITableViewCell.Type else { continue }
            register(cellClass, forCellReuseIdentifier: reuseIdentifier)
        }
    }
}

extension UICollectionView {
    /// Registers the cell class of each typed registration of `cells` under its reuse
    /// identifier, so dequeuing it never fails (the collection view bridge calls it for you).
    public func register(_ cells: CellConfigurator<UICollectionViewCell>) {
        for (reuseIdentifier, cellType) in cells.registeredCellTypes {
            guard let cellClass = cellType as? UICollectionViewCell.Type else { continue }
            register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
        }
    }
}
#endif
