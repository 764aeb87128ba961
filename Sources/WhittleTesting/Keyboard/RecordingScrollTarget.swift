import Foundation
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``Whittle/KeyboardScrollTarget`` that records the insets a ``Whittle/KeyboardManager``
/// applies, for testing keyboard handling without a screen.
///
/// Its position on screen is a vertical offset: a frame converts from screen coordinates by
/// moving it up by ``screenOriginY`` (and down by the bounds' origin, as a scrolled view does).
@MainActor
public final class RecordingScrollTarget: KeyboardScrollTarget {
    /// One application of insets.
    public struct Application: Equatable, Sendable {
        /// The insets applied.
        public var insets: KeyboardInsets
        /// The animation they were applied with, if any.
        public var animation: KeyboardAnimation?

        /// Creates a record.
        public init(insets: KeyboardInsets, animation: KeyboardAnimation? = nil) {
            self.insets = insets
            self.animation = animation
        }
    }

    /// The scroll view's bounds; move its origin to simulate scrolling.
    public var bounds: CGRect
    /// The bottom safe-area inset.
    public var safeAreaBottomInset: CGFloat
    /// The bottom insets as last applied.
    public private(set) var keyboardInsets: KeyboardInsets
    /// The view's top edge in screen coordinates.
    public var screenOriginY: CGFloat
    /// Every application so far, oldest first.
    public private(set) var applications: [Application] = []
    /// The frame of the view being edited, in content coordinates; `nil` when none is.
    public var firstResponderFrame: CGRect?
    /// The height of the content.
    public var contentHeight: CGFloat
    /// The bars above the content.
    public var adjustedTopInset: CGFloat = 0
    /// Every vertical content offset the manager scrolled to, oldest first.
    public private(set) var scrolls: [CGFloat] = []

    /// Creates a target.
    ///
    /// - Parameters:
    ///   - bounds: The scroll view's bounds.
    ///   - safeAreaBottomInset: Its bottom safe-area inset.
    ///   - insets: Its bottom insets before any keyboard.
    ///   - screenOriginY: Where its top edge is on screen.
    public init(bounds: CGRect, safeAreaBottomInset: CGFloat = 0, insets: KeyboardInsets = .zero, screenOriginY: CGFloat = 0) {
        self.bounds = bounds
        self.safeAreaBottomInset = safeAreaBottomInset
        self.keyboardInsets = insets
        self.screenOriginY = screenOriginY
        self.contentHeight = bounds.height
    }

    /// Moves `frame` from screen coordinates into the target's.
    public func convertFromScreen(_ frame: CGRect) -> CGRect {
        frame.offsetBy(dx: 0, dy: bounds.minY - screenOriginY)
    }

    /// Records and applies `insets`.
    public func applyKeyboardInsets(_ insets: KeyboardInsets, animation: KeyboardAnimation?) {
        keyboardInsets = insets
        applications.append(Application(insets: insets, animation: animation))
    }

    /// Records the scroll and moves the bounds' origin to `offsetY`, as a scroll view does.
    public func scrollKeyboardContent(toOffsetY offsetY: CGFloat, animation: KeyboardAnimation?) {
        scrolls.append(offsetY)
        bounds.origin.y = offsetY
    }
}
