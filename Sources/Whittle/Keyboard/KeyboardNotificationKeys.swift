import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The notification names and user-info keys a ``KeyboardManager`` listens for.
///
/// Injected so the manager never names UIKit: `WhittleUIKit` supplies
/// `UIResponder.keyboardWillShowNotification`, `keyboardFrameEndUserInfoKey` and friends, and
/// tests on Linux post their own names.
public struct KeyboardNotificationKeys: Sendable {
    /// Posted before the keyboard appears.
    public var willShow: Notification.Name
    /// Posted before the keyboard disappears.
    public var willHide: Notification.Name
    /// Posted before the keyboard's frame changes (rotation, input-view or accessory changes).
    public var willChangeFrame: Notification.Name
    /// The user-info key of the keyboard's final frame, in screen coordinates.
    public var frameEnd: String
    /// The user-info key of the animation duration in seconds, if the platform sends one.
    public var animationDuration: String?
    /// The user-info key of the animation curve's raw value, if the platform sends one.
    public var animationCurve: String?
    /// Reads a frame from its user-info value; returns `nil` for anything that is not a frame.
    ///
    /// UIKit boxes the frame in an `NSValue`, so its adapter passes `{ ($0 as? NSValue)?.cgRectValue }`.
    public var decodeFrame: @Sendable (Any) -> CGRect?

    /// Creates the names and keys.
    ///
    /// - Parameters:
    ///   - willShow: The will-show notification name.
    ///   - willHide: The will-hide notification name.
    ///   - willChangeFrame: The will-change-frame notification name.
    ///   - frameEnd: The user-info key of the keyboard's end frame.
    ///   - animationDuration: The user-info key of the animation duration.
    ///   - animationCurve: The user-info key of the animation curve.
    ///   - decodeFrame: Reads a frame value; by default accepts a `CGRect` as is.
    public init(
        willShow: Notification.Name,
        willHide: Notification.Name,
        willChangeFrame: Notification.Name,
        frameEnd: String,
        animationDuration: String? = nil,
        animationCurve: String? = nil,
        decodeFrame: @escaping @Sendable (Any) -> CGRect? = { $0 as? CGRect }
    ) {
        self.willShow = willShow
        self.willHide = willHide
        self.willChangeFrame = willChangeFrame
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.decodeFrame = decodeFrame
    }
}
