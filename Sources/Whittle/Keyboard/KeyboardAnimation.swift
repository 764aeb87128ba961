import Foundation

/// The animation the system uses to move the keyboard, passed through so the scroll target can
/// move its insets in step.
public struct KeyboardAnimation: Sendable, Hashable {
    /// The duration in seconds.
    public var duration: TimeInterval
    /// The raw value of the platform's animation curve (`UIView.AnimationCurve`), if sent.
    public var curve: Int?

    /// Creates an animation description.
    public init(duration: TimeInterval, curve: Int? = nil) {
        self.duration = duration
        self.curve = curve
    }
}
