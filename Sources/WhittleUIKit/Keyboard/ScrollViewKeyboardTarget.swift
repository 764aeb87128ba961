#if canImport(UIKit)
import UIKit
import Whittle

/// The ``KeyboardScrollTarget`` over a `UIScrollView` (a table, collection or text view),
/// for a ``KeyboardManager``: the manager computes the insets, this adapter reads and sets
/// them.
@MainActor
public final class ScrollViewKeyboardTarget: KeyboardScrollTarget {
    private weak var scrollView: UIScrollView?

    /// Creates the target for `scrollView`, held weakly.
    public init(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    public var bounds: CGRect { scrollView?.bounds ?? .zero }

    public var safeAreaBottomInset: CGFloat { scrollView?.safeAreaInsets.bottom ?? 0 }

    public var keyboardInsets: KeyboardInsets {
        guard let scrollView else { return .zero }
        return KeyboardInsets(
            contentBottom: scrollView.contentInset.bottom,
            indicatorBottom: scrollView.verticalScrollIndicatorInsets.bottom)
    }

    public func convertFromScreen(_ frame: CGRect) -> CGRect {
        // The keyboard's frame is in the screen's coordinate space (see keyboardFrameEndUserInfoKey).
        guard let scrollView, let screen = scrollView.window?.windowScene?.screen else { return frame }
        return screen.coordinateSpace.convert(frame, to: scrollView)
    }

    public func applyKeyboardInsets(_ insets: KeyboardInsets, animation: KeyboardAnimation?) {
        guard let scrollView else { return }
        guard let animation else {
            Self.set(insets, on: scrollView)
            return
        }
        UIView.animate(withDuration: animation.duration) {
            // UIKit runs animation blocks on the main thread.
            MainActor.assumeIsolated { Self.set(insets, on: scrollView) }
        }
    }

    private static func set(_ insets: KeyboardInsets, on scrollView: UIScrollView) {
        scrollView.contentInset.bottom = insets.contentBottom
        scrollView.verticalScrollIndicatorInsets.bottom = insets.indicatorBottom
    }
}
#endif
