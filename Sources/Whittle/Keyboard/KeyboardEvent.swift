import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One keyboard notification, reduced to the values a ``KeyboardManager`` needs.
public struct KeyboardEvent: Sendable, Hashable {
    /// What the keyboard is about to do.
    public enum Kind: Sendable, Hashable {
        /// It appears.
        case willShow
        /// It disappears.
        case willHide
        /// Its frame changes while it stays on screen.
        case willChangeFrame
    }

    /// What the keyboard is about to do.
    public var kind: Kind
    /// The keyboard's final frame in screen coordinates.
    public var frameEnd: CGRect
    /// The system's animation, if the notification carried one.
    public var animation: KeyboardAnimation?

    /// Creates an event.
    public init(kind: Kind, frameEnd: CGRect, animation: KeyboardAnimation? = nil) {
        self.kind = kind
        self.frameEnd = frameEnd
        self.animation = animation
    }

    /// Reads an event from a notification, or returns `nil` if it is not a well-formed
    /// keyboard notification.
    ///
    /// A notification with another name, without a user-info frame, or with a frame that is not
    /// finite is malformed. A hide notification without a frame is still a hide: the keyboard
    /// leaves whatever its frame.
    ///
    /// - Parameters:
    ///   - notification: The posted notification.
    ///   - keys: The names and keys to read it with.
    public init?(_ notification: Notification, keys: KeyboardNotificationKeys) {
        let kind: Kind
        switch notification.name {
        case keys.willShow: kind = .willShow
        case keys.willHide: kind = .willHide
        case keys.willChangeFrame: kind = .willChangeFrame
        default: return nil
        }
        let info = notification.userInfo ?? [:]
        let frame = info[keys.frameEnd].flatMap(keys.decodeFrame)
        let validFrame = frame.flatMap { Self.isFinite($0) ? $0 : nil }
        if validFrame == nil, kind != .willHide { return nil }
        self.kind = kind
        self.frameEnd = validFrame ?? .zero
        self.animation = Self.animation(in: info, keys: keys)
    }

    // CoreGraphics makes `CGRect` Hashable only from iOS 18 and macOS 15, so the rect is
    // compared and hashed by its four numbers for the platforms before.
    public static func == (lhs: KeyboardEvent, rhs: KeyboardEvent) -> Bool {
        lhs.kind == rhs.kind && lhs.animation == rhs.animation
            && lhs.frameEnd.origin.x == rhs.frameEnd.origin.x && lhs.frameEnd.origin.y == rhs.frameEnd.origin.y
            && lhs.frameEnd.size.width == rhs.frameEnd.size.width && lhs.frameEnd.size.height == rhs.frameEnd.size.height
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(animation)
        hasher.combine(frameEnd.origin.x)
        hasher.combine(frameEnd.origin.y)
        hasher.combine(frameEnd.size.width)
        hasher.combine(frameEnd.size.height)
    }

    private static func isFinite(_ rect: CGRect) -> Bool {
        !rect.isNull && rect.origin.x.isFinite && rect.origin.y.isFinite
            && rect.size.width.isFinite && rect.size.height.isFinite
    }

    private static func animation(in info: [AnyHashable: Any], keys: KeyboardNotificationKeys) -> KeyboardAnimation? {
        guard let durationKey = keys.animationDuration,
              let duration = number(info[durationKey]).map(\.doubleValue),
              duration.isFinite, duration >= 0
        else { return nil }
        let curve = keys.animationCurve.flatMap { number(info[$0])?.intValue }
        return KeyboardAnimation(duration: duration, curve: curve)
    }

    private static func number(_ value: Any?) -> NSNumber? {
        switch value {
        case let number as NSNumber: number
        case let double as Double: NSNumber(value: double)
        case let int as Int: NSNumber(value: int)
        default: nil
        }
    }
}
