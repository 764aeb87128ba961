import Foundation

/// The pure geometry of keyboard avoidance, separate from notifications so it can be tested
/// with plain rects.
public enum KeyboardGeometry {
    /// How far the keyboard covers the bottom of a view, beyond the view's safe area.
    ///
    /// The keyboard covers only the part of the view it overlaps: a floating or undocked
    /// keyboard, or one over a form sheet that ends above the screen's bottom, covers less than
    /// its height. The safe area's bottom (the home indicator) is already kept clear by the
    /// scroll view, so it is not counted twice.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in the view's coordinate space.
    ///   - bounds: The view's bounds.
    ///   - safeAreaBottom: The view's bottom safe-area inset.
    /// - Returns: The height of the overlap minus the safe area; never negative.
    /// - Complexity: O(1).
    public static func bottomInset(keyboardFrame: CGRect, bounds: CGRect, safeAreaBottom: CGFloat) -> CGFloat {
        let overlap = keyboardFrame.intersection(bounds)
        guard !overlap.isNull, overlap.height.isFinite else { return 0 }
        return max(0, overlap.height - max(0, safeAreaBottom))
    }
}
