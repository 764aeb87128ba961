import Foundation
import Whittle

/// A scroll view stand-in whose screen position is a vertical offset.
@MainActor
final class FakeScrollTarget: KeyboardScrollTarget {
    var bounds: CGRect
    var safeAreaBottomInset: CGFloat
    var keyboardInsets: KeyboardInsets
    /// The view's top edge in screen coordinates.
    var screenOriginY: CGFloat
    var applied: [(KeyboardInsets, KeyboardAnimation?)] = []

    init(bounds: CGRect, safeAreaBottomInset: CGFloat, insets: KeyboardInsets, screenOriginY: CGFloat = 0) {
        self.bounds = bounds
        self.safeAreaBottomInset = safeAreaBottomInset
        self.keyboardInsets = insets
        self.screenOriginY = screenOriginY
    }

    func convertFromScreen(_ frame: CGRect) -> CGRect {
        frame.offsetBy(dx: 0, dy: bounds.minY - screenOriginY)
    }

    func applyKeyboardInsets(_ insets: KeyboardInsets, animation: KeyboardAnimation?) {
        keyboardInsets = insets
        applied.append((insets, animation))
    }
}
