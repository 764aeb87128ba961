/// An edge of a rectangle named by its role in the layout rather than by its screen side.
///
/// `top` is the edge with the smallest y, as in UIKit's (and a flipped AppKit view's)
/// coordinate space. `leading` and `trailing` become left or right once a
/// ``LayoutDirection`` resolves them.
public enum LayoutEdge: Sendable, Hashable, CaseIterable {
    /// The edge with the smallest y.
    case top
    /// The edge with the largest y.
    case bottom
    /// The edge where reading starts: left in left-to-right, right in right-to-left.
    case leading
    /// The edge where reading ends: right in left-to-right, left in right-to-left.
    case trailing
    /// The left edge, whatever the direction.
    case left
    /// The right edge, whatever the direction.
    case right

    /// The screen side this edge names in `direction`.
    ///
    /// - Parameter direction: The reading direction that decides what leading and trailing mean.
    /// - Returns: `.top`, `.bottom`, `.left` or `.right`.
    public func resolved(in direction: LayoutDirection) -> LayoutEdge {
        switch (self, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
        default: self
        }
    }
}
