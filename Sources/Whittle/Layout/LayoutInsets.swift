import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Distances to keep free inside each edge of a rectangle, with leading and trailing sides.
///
/// Use it for margins, safe-area and text-container insets in a layout value; it mirrors in a
/// right-to-left layout because the horizontal sides are named by reading direction.
public struct LayoutInsets: Sendable, Hashable {
    /// Space kept free below the top edge.
    public var top: CGFloat
    /// Space kept free inside the leading edge.
    public var leading: CGFloat
    /// Space kept free above the bottom edge.
    public var bottom: CGFloat
    /// Space kept free inside the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from their four sides; omitted sides are zero.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side.
    public static let zero = LayoutInsets()

    /// The inset on the left side when laid out in `direction`.
    ///
    /// Adapters use it to build UIKit's or AppKit's left/right edge insets.
    public func left(in direction: LayoutDirection) -> CGFloat {
        direction == .leftToRight ? leading : trailing
    }

    /// The inset on the right side when laid out in `direction`.
    public func right(in direction: LayoutDirection) -> CGFloat {
        direction == .leftToRight ? trailing : leading
    }
}
