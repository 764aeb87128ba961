import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The bottom insets of a scroll view that a ``KeyboardManager`` adjusts and restores.
public struct KeyboardInsets: Sendable, Hashable {
    /// The bottom of the content inset.
    public var contentBottom: CGFloat
    /// The bottom of the scroll-indicator inset.
    public var indicatorBottom: CGFloat

    /// Creates bottom insets.
    public init(contentBottom: CGFloat, indicatorBottom: CGFloat) {
        self.contentBottom = contentBottom
        self.indicatorBottom = indicatorBottom
    }

    /// Both insets zero.
    public static let zero = KeyboardInsets(contentBottom: 0, indicatorBottom: 0)
}
