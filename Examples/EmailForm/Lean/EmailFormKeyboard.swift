import Foundation
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The email form's keyboard handling: a ``Whittle/KeyboardManager`` over the form's scroll
/// view that keeps the field being edited 16 points clear of the keyboard — the massive
/// twin's `keyboardWillChangeFrame` handler and bottom constraint, configured once.
@MainActor
public enum EmailFormKeyboard {
    /// The gap kept between the field being edited and the keyboard.
    public static let margin: CGFloat = 16

    /// A manager for `target`, listening on `center` under `keys`.
    public static func manager(
        for target: any KeyboardScrollTarget, center: NotificationCenter = .default, keys: KeyboardNotificationKeys
    ) -> KeyboardManager {
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.revealMargin = margin
        return manager
    }
}
