#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit
import Whittle

// Any scroll view (table, collection, text view) is a keyboard manager's target itself, so
// the manager's weak reference points at the view rather than at a wrapper nobody holds:
// the manager computes the insets and the scroll offset, the scroll view reports and applies
// them. tvOS has no keyboard notifications, so there is nothing to conform there. The
// protocol is from this package, so the conformance is not `@retroactive`.
extension UIScrollView: KeyboardScrollTarget {
    /// The bottom safe-area inset, which the keyboard overlap already covers.
    public var safeAreaBottomInset: CGFloat { safeAreaInsets.bottom }

    /// The current bottom content and scroll-indicator insets.
    public var keyboardInsets: KeyboardInsets {
        KeyboardInsets(contentBottom: contentInset.bottom, indicatorBottom: verticalScrollIndicatorInsets.bottom)
    }

    /// The content's height.
    public var contentHeight: CGFloat { contentSize.height }

    /// The adjusted top inset (navigation bar, safe area and content inset).
    public var adjustedTopInset: CGFloat { adjustedContentInset.top }

    /// The frame of the first responder among the scroll view's subviews (or the scroll view
    /// itself), in its content coordinates: for a text view, the caret's rect, since a text
    /// view can be taller than what the keyboard leaves visible; for other views, their bounds.
    public var firstResponderFrame: CGRect? {
        guard let responder = Self.firstResponder(in: self) else { return nil }
        if let textView = responder as? UITextView, let selection = textView.selectedTextRange {
            let caret = textView.caretRect(for: selection.end)
            if !caret.isNull, !caret.isInfinite {
                return textView.convert(caret, to: self)
            }
        }
        return responder.convert(responder.bounds, to: self)
    }

    /// Converts a keyboard frame from screen coordinates into the scroll view's own;
    /// unchanged when the view is not on a screen yet.
    public func convertFromScreen(_ frame: CGRect) -> CGRect {
        #if os(visionOS)
        // visionOS has no UIScreen (`UIWindowScene.screen` is unavailable); the keyboard is
        // its own window there, so its frame is taken in window coordinates.
        return convert(frame, from: nil)
        #else
        // The keyboard's frame is in the screen's coordinate space (see keyboardFrameEndUserInfoKey).
        guard let screen = window?.windowScene?.screen else { return frame }
        return screen.coordinateSpace.convert(frame, to: self)
        #endif
    }

    /// Sets the bottom insets, inside an animation with the keyboard's duration and curve
    /// when there is one.
    public func applyKeyboardInsets(_ insets: KeyboardInsets, animation: KeyboardAnimation?) {
        animateAlongKeyboard(animation) {
            self.contentInset.bottom = insets.contentBottom
            self.verticalScrollIndicatorInsets.bottom = insets.indicatorBottom
        }
    }

    /// Scrolls to `offsetY`, alongside the keyboard when it animates.
    public func scrollKeyboardContent(toOffsetY offsetY: CGFloat, animation: KeyboardAnimation?) {
        animateAlongKeyboard(animation) {
            self.setContentOffset(CGPoint(x: self.contentOffset.x, y: offsetY), animated: false)
        }
    }

    private func animateAlongKeyboard(_ animation: KeyboardAnimation?, _ changes: @escaping @MainActor () -> Void) {
        guard let animation else {
            changes()
            return
        }
        let options = UIView.AnimationOptions(rawValue: animation.curveOptionsRawValue).union(.beginFromCurrentState)
        UIView.animate(withDuration: animation.duration, delay: 0, options: options) {
            // UIKit runs animation blocks on the main thread.
            MainActor.assumeIsolated { changes() }
        }
    }

    private static func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }
}
#endif
