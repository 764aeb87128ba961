#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit
import Whittle

extension KeyboardNotificationKeys {
    /// UIKit's keyboard notification names and user-info keys; the end frame arrives boxed
    /// in an `NSValue`.
    public static var uiKit: KeyboardNotificationKeys {
        KeyboardNotificationKeys(
            willShow: UIResponder.keyboardWillShowNotification,
            willHide: UIResponder.keyboardWillHideNotification,
            willChangeFrame: UIResponder.keyboardWillChangeFrameNotification,
            frameEnd: UIResponder.keyboardFrameEndUserInfoKey,
            animationDuration: UIResponder.keyboardAnimationDurationUserInfoKey,
            animationCurve: UIResponder.keyboardAnimationCurveUserInfoKey,
            decodeFrame: { ($0 as? NSValue)?.cgRectValue })
    }
}
#endif
