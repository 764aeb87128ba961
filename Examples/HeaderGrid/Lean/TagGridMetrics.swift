import Foundation
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sizes of the tag grid's items, as pure values: related tags as 120 × 32 chips, photos
/// as squares, three across in a compact width and five in a regular one, 2 points apart —
/// the massive twin's `sizeForItemAt`.
public enum TagGridMetrics {
    /// The space between items.
    public static let spacing: CGFloat = 2

    /// The size of an item of `section` (0: related tags, 1: photos) in a grid `width` wide.
    public static func itemSize(section: Int, width: CGFloat, sizeClass: SizeClass) -> CGSize {
        guard section == 1 else { return CGSize(width: 120, height: 32) }
        let columns: CGFloat = sizeClass == .regular ? 5 : 3
        let side = max(0, ((width - (columns - 1) * spacing) / columns).rounded(.down))
        return CGSize(width: side, height: side)
    }
}
