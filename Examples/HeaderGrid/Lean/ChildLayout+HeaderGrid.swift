import Foundation
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ChildLayout where Slot == HeaderGridLayout.Region {
    /// A header child above a grid child, laid out by ``HeaderGridLayout``.
    ///
    /// - Parameter headerHeight: The header's height.
    public static func headerGrid(headerHeight: CGFloat = HeaderGridLayout.standardHeaderHeight) -> ChildLayout {
        ChildLayout { bounds, _ in
            let layout = HeaderGridLayout(workingRect: bounds, headerHeight: headerHeight)
            return [.header: layout.headerRect, .grid: layout.gridRect]
        }
    }
}
