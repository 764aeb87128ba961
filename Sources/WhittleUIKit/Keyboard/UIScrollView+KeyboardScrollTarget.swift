#if canImport(UIKit)
import UIKit
import Whittle

// Any scroll view (table, collection, text view) is a keyboard manager's target itself, so
// the manager's weak reference points at the view rather than at a wrapper nobody holds:
// the manager computes the insets, the scroll view reports and applies them.
extension UIScrollView: @retroactive KeyboardScrollTarget {
    /// The bottom safe-area inset, which the keyboard overlap already covers.
    public var safeAreaBottomInset: CGFloat { safeAreaInsets.bottom }

    /// The current bottom content and scroll-indicator insets.
    public var keyboardInsets: KeyboardInsets {
        KeyboardInsets(contentBottom: contentInset.bottom, indicatorBottom: verticalScrollIndicatorInsets.bottom)
    }

    /// Converts a keyboard frame from screen coordinates into the scroll view's own;
    /// unchanged when the view is not on a screen yet.
    public func convertFromScreen(_ frame: CGRect) -> CGRect {
        // The keyboard's frame is in the screen's coordinate space (see keyboardFrameEndUserInfoKey).
        guard let screen = window?.windowScene?.screen else { return frame }
        return screen.coordinateSpace.convert(frame, to: self)
    }

    /// Sets the bottom insets, inside an animation matching the keyboard's when there is one.
    public func applyKeyboardInsets(_ insets: KeyboardInsets, animation: KeyboardAnimation?) {
        guard let animation else {
            setKeyboardInsets(insets)
            return
        }
        UIView.animate(withDuration: animation.duration) {
            // UIKit runs animation blocks on the main thread.
            MainActor.assumeIsolated { self.setKeyboardInsets(insets) }
        }
    }

    private func setKeyboardInsets(_ insets: KeyboardInsets) {
        contentInset.bottom = insets.contentBottom
        verticalScrollIndicatorInsets.bottom = insets.indicatorBottom
    }
}
#endif
