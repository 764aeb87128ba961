import Foundation
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardNotificationKeys {
    /// Notification names and user-info keys for tests on any platform: post
    /// `userInfo: ["frame": CGRect, "duration": Double, "curve": Int]` under these names.
    public static let testing = KeyboardNotificationKeys(
        willShow: Notification.Name("WhittleTesting.keyboardWillShow"),
        willHide: Notification.Name("WhittleTesting.keyboardWillHide"),
        willChangeFrame: Notification.Name("WhittleTesting.keyboardWillChangeFrame"),
        frameEnd: "frame",
        animationDuration: "duration",
        animationCurve: "curve")
}
