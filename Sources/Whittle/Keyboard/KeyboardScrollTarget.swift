import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll view a ``KeyboardManager`` keeps clear of the keyboard, implemented by a UI adapter.
///
/// `WhittleUIKit` conforms `UIScrollView` itself with an extension (its bounds,
/// `safeAreaInsets.bottom`, `convert(_:from: nil)` and `contentInset`/
/// `verticalScrollIndicatorInsets`), so the manager's weak reference points at the view and
/// not at a wrapper nobody else holds.
@MainActor
public protocol KeyboardScrollTarget: AnyObject {
    /// The scroll view's bounds.
    var bounds: CGRect { get }
    /// The scroll view's bottom safe-area inset.
    var safeAreaBottomInset: CGFloat { get }
    /// The current bottom insets, read before the keyboard shows so they can be restored.
    var keyboardInsets: KeyboardInsets { get }

    /// Converts a frame in screen coordinates to the scroll view's coordinate space.
    func convertFromScreen(_ frame: CGRect) -> CGRect

    /// Sets the bottom insets, animated alongside the keyboard when `animation` is given.
    func applyKeyboardInsets(_ insets: KeyboardInsets, animation: KeyboardAnimation?)

    /// The frame of the view being edited, in the scroll view's content coordinates, or
    /// `nil` when nothing inside the scroll view is being edited (the default).
    var firstResponderFrame: CGRect? { get }

    /// The height of the scrollable content.
    var contentHeight: CGFloat { get }

    /// The adjusted top inset: the bars the content scrolls under.
    var adjustedTopInset: CGFloat { get }

    /// Scrolls to the vertical content offset `offsetY`, alongside the keyboard when
    /// `animation` is given.
    func scrollKeyboardContent(toOffsetY offsetY: CGFloat, animation: KeyboardAnimation?)
}

extension KeyboardScrollTarget {
    /// No first responder: a target that does not report one is never scrolled.
    public var firstResponderFrame: CGRect? { nil }
    /// The bounds' height: content that fits.
    public var contentHeight: CGFloat { bounds.height }
    /// No bars above the content.
    public var adjustedTopInset: CGFloat { 0 }
    /// Does nothing; only a target that reports ``firstResponderFrame`` is asked to scroll.
    public func scrollKeyboardContent(toOffsetY offsetY: CGFloat, animation: KeyboardAnimation?) {}
}
