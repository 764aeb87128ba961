import Foundation
import Testing
import Whittle
import WhittleTesting
#if canImport(CoreGraphics)
import CoreGraphics
#endif

struct KeyboardEventTests {
    static let keys = KeyboardNotificationKeys.testing

    func notification(_ name: Notification.Name, _ info: [String: Any]?) -> Notification {
        Notification(name: name, object: nil, userInfo: info)
    }

    /// A show notification yields its frame and the animation's duration and curve.
    @Test func readsFrameAndAnimation() {
        let frame = CGRect(x: 0, y: 476, width: 375, height: 336)
        let event = KeyboardEvent(
            notification(Self.keys.willShow, ["frame": frame, "duration": 0.25, "curve": 7]), keys: Self.keys)
        #expect(event == KeyboardEvent(kind: .willShow, frameEnd: frame, animation: KeyboardAnimation(duration: 0.25, curve: 7)))
    }

    /// Durations and curves boxed in NSNumber, as UIKit sends them, are read too.
    @Test func readsBoxedNumbers() {
        let frame = CGRect(x: 0, y: 476, width: 375, height: 336)
        let info: [String: Any] = ["frame": frame, "duration": NSNumber(value: 0.25), "curve": NSNumber(value: 7)]
        #expect(KeyboardEvent(notification(Self.keys.willShow, info), keys: Self.keys)?.animation
            == KeyboardAnimation(duration: 0.25, curve: 7))
    }

    /// Each observed name maps to its kind; an animation is optional.
    @Test func mapsNamesToKinds() {
        let frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(KeyboardEvent(notification(Self.keys.willChangeFrame, ["frame": frame]), keys: Self.keys)?.kind == .willChangeFrame)
        #expect(KeyboardEvent(notification(Self.keys.willHide, ["frame": frame]), keys: Self.keys)?.kind == .willHide)
        #expect(KeyboardEvent(notification(Self.keys.willShow, ["frame": frame]), keys: Self.keys)?.animation == nil)
    }

    /// User info a notification might carry instead of a usable frame.
    enum MalformedInfo: CaseIterable, Sendable {
        case none, empty, text, infiniteOrigin, nanWidth, null

        var info: [String: Any]? {
            switch self {
            case .none: nil
            case .empty: [:]
            case .text: ["frame": "not a frame"]
            case .infiniteOrigin: ["frame": CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)]
            case .nanWidth: ["frame": CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)]
            case .null: ["frame": CGRect.null]
            }
        }
    }

    /// Show and change-frame notifications without a usable frame are rejected, not crashed on.
    @Test(arguments: MalformedInfo.allCases)
    func rejectsMalformedFrames(_ malformed: MalformedInfo) {
        #expect(KeyboardEvent(notification(Self.keys.willShow, malformed.info), keys: Self.keys) == nil)
        #expect(KeyboardEvent(notification(Self.keys.willChangeFrame, malformed.info), keys: Self.keys) == nil)
    }

    /// A hide needs no frame: the keyboard leaves either way.
    @Test func acceptsHideWithoutFrame() {
        #expect(KeyboardEvent(notification(Self.keys.willHide, nil), keys: Self.keys)?.kind == .willHide)
    }

    /// Other notifications are not keyboard events.
    @Test func ignoresOtherNames() {
        let info: [String: Any] = ["frame": CGRect(x: 0, y: 0, width: 1, height: 1)]
        #expect(KeyboardEvent(notification(Notification.Name("other"), info), keys: Self.keys) == nil)
    }

    /// An invalid duration drops the animation but keeps the event.
    @Test func dropsInvalidAnimation() {
        let frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        let nan = KeyboardEvent(notification(Self.keys.willShow, ["frame": frame, "duration": Double.nan]), keys: Self.keys)
        let text = KeyboardEvent(notification(Self.keys.willShow, ["frame": frame, "duration": "slow"]), keys: Self.keys)
        #expect(nan?.animation == nil && nan?.frameEnd == frame)
        #expect(text?.animation == nil && text?.frameEnd == frame)
    }

    /// An injected decoder reads the platform's boxed frame.
    @Test func usesTheInjectedFrameDecoder() {
        struct Boxed: Sendable { let rect: CGRect }
        var keys = Self.keys
        keys.decodeFrame = { ($0 as? Boxed)?.rect }
        let frame = CGRect(x: 0, y: 500, width: 320, height: 216)
        #expect(KeyboardEvent(notification(keys.willShow, ["frame": Boxed(rect: frame)]), keys: keys)?.frameEnd == frame)
        #expect(KeyboardEvent(notification(keys.willShow, ["frame": frame]), keys: keys) == nil)
    }

    /// Equality and hashing follow every number of the frame, without CGRect's own Hashable
    /// (iOS 18 and macOS 15 only).
    @Test func eventsAreEqualAndHashAlikeExactlyWhenKindFrameAndAnimationAre() {
        let frame = CGRect(x: 0, y: 500, width: 320, height: 216)
        let event = KeyboardEvent(kind: .willShow, frameEnd: frame, animation: KeyboardAnimation(duration: 0.25, curve: 7))
        let same = KeyboardEvent(kind: .willShow, frameEnd: frame, animation: KeyboardAnimation(duration: 0.25, curve: 7))
        #expect(event == same)
        #expect(Set([event, same]).count == 1)
        var taller = event
        taller.frameEnd.size.height += 1
        var moved = event
        moved.frameEnd.origin.x = 1
        var hiding = event
        hiding.kind = .willHide
        var still = event
        still.animation = nil
        #expect(Set([event, taller, moved, hiding, still]).count == 5)
    }
}
