import Foundation

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
}
