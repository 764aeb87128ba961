#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Foundation
import Whittle

extension ItemPath {
    /// The AppKit index path for this position.
    public var indexPath: IndexPath { IndexPath(item: item, section: section) }

    /// Creates the Whittle position of an AppKit index path.
    ///
    /// - Parameter indexPath: A two-level index path from a collection view.
    public init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}
#endif
