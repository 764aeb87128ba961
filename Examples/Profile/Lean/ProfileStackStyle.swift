import Foundation
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How the profile's content is stacked for a size class: side by side with wide spacing
/// in a regular width, one above the other in a compact one — the massive twin's
/// `traitCollectionDidChange`, as a value the view applies.
public struct ProfileStackStyle: Sendable, Hashable {
    /// Whether the items stand side by side.
    public var isHorizontal: Bool
    /// The space between items.
    public var spacing: CGFloat

    /// The style for `sizeClass`.
    public init(sizeClass: SizeClass) {
        switch sizeClass {
        case .regular:
            isHorizontal = true
            spacing = 24
        case .compact:
            isHorizontal = false
            spacing = 12
        }
    }
}
