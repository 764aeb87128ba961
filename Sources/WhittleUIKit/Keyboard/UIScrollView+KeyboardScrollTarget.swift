#if canImport(UIKit)
import UIKit
import Whittle

// Any scroll view (table, collection, text view) is a keyboard manager's target itself, so
// the manager's weak reference points at the view rather than at a wrapper nobody holds:
// the manager computes the insets, the scroll view reports and applies them.
extension UIScrollView: @retroactive KeyboardScrollTarget {
    public var safeAreaBottomInset: CGFloat { safeAreaInsets.bottom }

    public var keyboardInsets: KeyboardInsets {
        KeyboardInsets(contentBottom: contentInset.bottom, indicatorBottom: verticalScrollIndicatorInsets.bottom)
    }

    public func convertFromScreen(_ frame: CGRect) -> CGRect {
        // The keyboard's frame is in the screen's coordinate space (see keyboardFrameEndUserInfoKey).
        guard let screen = window?.windowScene?.screen else { return frame }
        return screen.coordinateSpace.convert(frame, to: self)
    }

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
