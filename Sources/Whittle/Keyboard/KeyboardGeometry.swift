import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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

    /// The vertical content offset that brings `rect` (the first responder's frame, in the
    /// scroll view's content coordinates) into the part of the scroll view the keyboard and
    /// the top bars leave visible, or `nil` when it is visible already.
    ///
    /// A rect below the visible part is scrolled up until its bottom sits `margin` above the
    /// keyboard; one above it is scrolled down until its top sits `margin` below the top
    /// inset; one taller than the visible part is aligned by its top. The offset never
    /// scrolls past the content's ends.
    ///
    /// - Parameters:
    ///   - rect: What to reveal, in content coordinates.
    ///   - bounds: The scroll view's bounds (their origin is the current content offset).
    ///   - contentHeight: The height of the scroll view's content.
    ///   - topInset: The adjusted top inset (bars above the content).
    ///   - bottomInset: The adjusted bottom inset, keyboard included.
    ///   - margin: The gap to keep between `rect` and the edges.
    /// - Returns: The new `contentOffset.y`, or `nil` when nothing needs to move.
    /// - Complexity: O(1).
    public static func contentOffsetY(
        revealing rect: CGRect, in bounds: CGRect, contentHeight: CGFloat,
        topInset: CGFloat, bottomInset: CGFloat, margin: CGFloat = 8
    ) -> CGFloat? {
        guard !rect.isNull, rect.minY.isFinite, rect.maxY.isFinite else { return nil }
        let visibleTop = bounds.minY + topInset
        let visibleBottom = bounds.maxY - bottomInset
        let visibleHeight = visibleBottom - visibleTop
        let target: CGFloat
        if rect.minY - margin < visibleTop || rect.height + 2 * margin > visibleHeight {
            guard rect.minY - margin != visibleTop else { return nil }
            target = rect.minY - margin - topInset
        } else if rect.maxY + margin > visibleBottom {
            target = rect.maxY + margin - (bounds.height - bottomInset)
        } else {
            return nil
        }
        let lowest = -topInset
        let highest = max(lowest, contentHeight + bottomInset - bounds.height)
        let clamped = min(max(target, lowest), highest)
        return clamped == bounds.minY ? nil : clamped
    }
}
