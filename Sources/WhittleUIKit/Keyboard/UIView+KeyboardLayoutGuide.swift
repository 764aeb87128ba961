#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

extension UIView {
    /// Pins `subview`'s bottom to the top of the keyboard through `keyboardLayoutGuide`
    /// (iOS 15, visionOS 1): the option for a screen whose content is not a scroll view, or
    /// that prefers Auto Layout to inset changes. UIKit then animates the constraint with the
    /// keyboard itself; no ``Whittle/KeyboardManager`` is needed.
    ///
    /// - Parameters:
    ///   - subview: A descendant whose bottom edge should stay above the keyboard.
    ///   - spacing: The gap between the subview and the keyboard.
    ///   - followsUndockedKeyboard: Whether an undocked or floating keyboard on iPad moves
    ///     the subview too.
    /// - Returns: The activated constraint.
    @discardableResult
    public func pinBottomToKeyboard(
        _ subview: UIView, spacing: CGFloat = 0, followsUndockedKeyboard: Bool = false
    ) -> NSLayoutConstraint {
        keyboardLayoutGuide.followsUndockedKeyboard = followsUndockedKeyboard
        let constraint = subview.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor, constant: -spacing)
        constraint.isActive = true
        return constraint
    }
}
#endif
