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

    /// The curve as the raw value of animation options (`UIView.AnimationOptions`), which
    /// keep the curve in bits 16–19: the keyboard's curve shifted left by 16.
    ///
    /// UIKit sends curve 7, which has no `UIView.AnimationCurve` case but is what the keyboard
    /// itself uses; shifted into the options it makes an animation move exactly in step with
    /// the keyboard. A missing or out-of-range curve gives 0 (ease in, ease out).
    public var curveOptionsRawValue: UInt {
        guard let curve, (0...15).contains(curve) else { return 0 }
        return UInt(curve) << 16
    }
}
