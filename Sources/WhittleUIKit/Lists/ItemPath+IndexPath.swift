#if canImport(UIKit)
import Foundation
import UIKit
import Whittle

extension ItemPath {
    /// The UIKit index path for this position.
    public var indexPath: IndexPath { IndexPath(item: item, section: section) }

    /// Creates the Whittle position of a UIKit index path.
    ///
    /// - Parameter indexPath: A two-level index path from a table or collection view.
    public init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}
#endif
