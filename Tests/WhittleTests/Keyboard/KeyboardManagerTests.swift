import Foundation
import Testing
@testable import Whittle
import WhittleTesting
#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
struct KeyboardManagerTests {
    let keys = KeyboardNotificationKeys.testing
    let center = NotificationCenter()
    // A 375×812 screen; the keyboard's top edge at 476 covers 336 points.
    let keyboardFrame = CGRect(x: 0, y: 476, width: 375, height: 336)

    func makeTarget() -> RecordingScrollTarget {
        RecordingScrollTarget(
            bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeAreaBottomInset: 34,
            insets: KeyboardInsets(contentBottom: 10, indicatorBottom: 4))
    }

    func post(_ name: Notification.Name, frame: CGRect? = nil, duration: Double? = nil) {
        var info: [String: Any] = [:]
        info["frame"] = frame
        info["duration"] = duration
        center.post(name: name, object: nil, userInfo: info)
    }

    /// Showing the keyboard adds the covered height to the previous insets, with its animation.
    @Test func insetsOnShow() async {
        let target = makeTarget()
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.beginObserving()
        post(keys.willShow, frame: keyboardFrame, duration: 0.25)
        // 336 covered − 34 safe area = 302, on top of the previous 10 and 4.
        await manager.deliveredEvents()
        #expect(target.keyboardInsets == KeyboardInsets(contentBottom: 312, indicatorBottom: 306))
        #expect(target.applications.last?.animation == KeyboardAnimation(duration: 0.25))
        #expect(manager.isAdjusted)
    }

    /// Hiding restores exactly the insets from before the keyboard appeared.
    @Test func restoresOnHide() async {
        let target = makeTarget()
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.beginObserving()
        post(keys.willShow, frame: keyboardFrame)
        post(keys.willHide, duration: 0.3)
        await manager.deliveredEvents()
        #expect(target.keyboardInsets == KeyboardInsets(contentBottom: 10, indicatorBottom: 4))
        #expect(target.applications.last?.animation == KeyboardAnimation(duration: 0.3))
        #expect(!manager.isAdjusted)

        let count = target.applications.count
        post(keys.willHide)
        await manager.deliveredEvents()
        #expect(target.applications.count == count)
    }

    /// A frame change while shown recomputes from the saved insets instead of stacking up.
    @Test func frameChangesDoNotAccumulate() async {
        let target = makeTarget()
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.beginObserving()
        post(keys.willShow, frame: keyboardFrame)
        post(keys.willChangeFrame, frame: CGRect(x: 0, y: 412, width: 375, height: 400))
        // 400 covered − 34 = 366, on the original 10 and 4.
        await manager.deliveredEvents()
        #expect(target.keyboardInsets == KeyboardInsets(contentBottom: 376, indicatorBottom: 370))
        post(keys.willHide)
        await manager.deliveredEvents()
        #expect(target.keyboardInsets == KeyboardInsets(contentBottom: 10, indicatorBottom: 4))
    }

    /// The keyboard frame is converted into the target's coordinates before intersecting.
    @Test func convertsIntoTargetCoordinates() async {
        // A sheet whose top is 100 points down the screen and 600 tall ends at 700: the
        // keyboard (from 476) covers 224 points of it; the sheet has no safe area.
        let target = RecordingScrollTarget(
            bounds: CGRect(x: 0, y: 0, width: 375, height: 600), safeAreaBottomInset: 0,
            insets: .zero, screenOriginY: 100)
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.beginObserving()
        post(keys.willShow, frame: keyboardFrame)
        await manager.deliveredEvents()
        #expect(target.keyboardInsets == KeyboardInsets(contentBottom: 224, indicatorBottom: 224))
    }

    /// Beginning twice observes once; ending stops, and ending twice is harmless.
    @Test func beginAndEndAreIdempotent() async {
        let target = makeTarget()
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.beginObserving()
        manager.beginObserving()
        #expect(manager.isObserving)
        post(keys.willShow, frame: keyboardFrame)
        await manager.deliveredEvents()
        #expect(target.applications.count == 1)

        // Ending restores once; the second end and later notifications change nothing.
        manager.endObserving()
        manager.endObserving()
        #expect(!manager.isObserving)
        #expect(target.applications.count == 2)
        post(keys.willShow, frame: keyboardFrame)
        await manager.deliveredEvents()
        #expect(target.applications.count == 2)

        manager.beginObserving()
        post(keys.willShow, frame: keyboardFrame)
        await manager.deliveredEvents()
        #expect(target.applications.count == 3)
    }

    /// Ending observation while the keyboard is up restores the insets, without animation.
    @Test func endingRestoresInsets() async {
        let target = makeTarget()
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.beginObserving()
        post(keys.willShow, frame: keyboardFrame, duration: 0.25)
        await manager.deliveredEvents()
        manager.endObserving()
        #expect(target.keyboardInsets == KeyboardInsets(contentBottom: 10, indicatorBottom: 4))
        #expect(target.applications.count == 2)
        #expect(target.applications.last?.animation == nil)
        #expect(!manager.isAdjusted)
    }

    /// Driving the manager directly with events works without a notification center.
    @Test func handlesEventsDirectly() {
        let target = makeTarget()
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.handle(KeyboardEvent(kind: .willShow, frameEnd: keyboardFrame, animation: KeyboardAnimation(duration: 0.25, curve: 7)))
        #expect(target.keyboardInsets == KeyboardInsets(contentBottom: 312, indicatorBottom: 306))
        #expect(target.applications.last?.animation == KeyboardAnimation(duration: 0.25, curve: 7))
        manager.handle(KeyboardEvent(kind: .willHide, frameEnd: .zero))
        #expect(target.keyboardInsets == KeyboardInsets(contentBottom: 10, indicatorBottom: 4))
    }

    /// Before beginObserving the manager ignores the keyboard.
    @Test func ignoresNotificationsBeforeBeginning() async {
        let target = makeTarget()
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        post(keys.willShow, frame: keyboardFrame)
        await manager.deliveredEvents()
        #expect(target.applications.isEmpty)
        #expect(!manager.isObserving)
    }

    /// Malformed notifications change nothing and do not crash.
    @Test func ignoresMalformedNotifications() async {
        let target = makeTarget()
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.beginObserving()
        center.post(name: keys.willShow, object: nil, userInfo: ["frame": "garbage"])
        center.post(name: keys.willChangeFrame, object: nil, userInfo: nil)
        await manager.deliveredEvents()
        #expect(target.applications.isEmpty)
        #expect(!manager.isAdjusted)
    }

    /// The manager holds its target weakly and does nothing once it is gone.
    @Test func holdsTheTargetWeakly() async {
        var target: RecordingScrollTarget? = makeTarget()
        weak let weakTarget = target
        let manager = target.map { KeyboardManager(target: $0, center: center, keys: keys) }
        manager?.beginObserving()
        target = nil
        #expect(weakTarget == nil)
        post(keys.willShow, frame: keyboardFrame)
        post(keys.willHide)
        await manager?.deliveredEvents()
        #expect(manager?.isAdjusted == false)
    }

    /// A released manager is not kept alive by its observers, which stop with it.
    @Test func releasedManagerStopsObserving() async {
        let target = makeTarget()
        var manager: KeyboardManager? = KeyboardManager(target: target, center: center, keys: keys)
        weak let weakManager = manager
        manager?.beginObserving()
        manager = nil
        #expect(weakManager == nil)
        post(keys.willShow, frame: keyboardFrame)
        #expect(target.applications.isEmpty)
    }
}
