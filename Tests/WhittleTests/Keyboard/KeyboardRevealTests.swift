import Foundation
import Testing
@testable import Whittle
import WhittleTesting
#if canImport(CoreGraphics)
import CoreGraphics
#endif

struct KeyboardRevealGeometryTests {
    struct RevealCase: Sendable, CustomTestStringConvertible {
        let name: String
        let rect: CGRect
        let bounds: CGRect
        let contentHeight: CGFloat
        let topInset: CGFloat
        let bottomInset: CGFloat
        let expected: CGFloat?
        var testDescription: String { name }
    }

    // A 375×812 scroll view whose keyboard and safe area cover the bottom 346 points, so
    // the visible part ends at y = offset + 466.
    static let cases: [RevealCase] = [
        RevealCase(name: "field under the keyboard scrolls up to 8 points above it",
                   rect: CGRect(x: 0, y: 600, width: 375, height: 44), bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
                   contentHeight: 1500, topInset: 0, bottomInset: 346, expected: 186),
        RevealCase(name: "visible field stays put",
                   rect: CGRect(x: 0, y: 100, width: 375, height: 44), bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
                   contentHeight: 1500, topInset: 0, bottomInset: 346, expected: nil),
        RevealCase(name: "field under the top bar scrolls down to 8 points below it",
                   rect: CGRect(x: 0, y: 550, width: 375, height: 44), bounds: CGRect(x: 0, y: 500, width: 375, height: 812),
                   contentHeight: 1500, topInset: 100, bottomInset: 346, expected: 442),
        RevealCase(name: "never scrolls past the end of the content",
                   rect: CGRect(x: 0, y: 650, width: 375, height: 44), bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
                   contentHeight: 700, topInset: 0, bottomInset: 346, expected: 234),
        RevealCase(name: "field taller than the visible part is aligned by its top",
                   rect: CGRect(x: 0, y: 300, width: 375, height: 600), bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
                   contentHeight: 1500, topInset: 0, bottomInset: 346, expected: 292),
        RevealCase(name: "a null rect moves nothing",
                   rect: .null, bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
                   contentHeight: 1500, topInset: 0, bottomInset: 346, expected: nil),
    ]

    /// The offset brings the field just clear of the keyboard or the bars, within the content.
    @Test(arguments: cases)
    func revealsTheField(_ testCase: RevealCase) {
        let offset = KeyboardGeometry.contentOffsetY(
            revealing: testCase.rect, in: testCase.bounds, contentHeight: testCase.contentHeight,
            topInset: testCase.topInset, bottomInset: testCase.bottomInset)
        #expect(offset == testCase.expected)
    }

    /// The keyboard's curve goes into bits 16–19 of the animation options (UIKit's
    /// `UIView.AnimationOptions` layout: curveEaseIn is 1 << 16, curveLinear 3 << 16).
    @Test(arguments: [(7, 458_752), (3, 196_608), (0, 0), (16, 0), (-1, 0)] as [(Int, UInt)])
    func curveBecomesAnimationOptions(curve: Int, expected: UInt) {
        #expect(KeyboardAnimation(duration: 0.25, curve: curve).curveOptionsRawValue == expected)
    }

    /// Without a curve the options are the default ease in, ease out.
    @Test func missingCurveIsEaseInOut() {
        #expect(KeyboardAnimation(duration: 0.25).curveOptionsRawValue == 0)
    }
}

@MainActor
struct KeyboardRevealManagerTests {
    let keys = KeyboardNotificationKeys.testing
    let center = NotificationCenter()
    let keyboardFrame = CGRect(x: 0, y: 476, width: 375, height: 336)

    func makeTarget(field: CGRect?) -> RecordingScrollTarget {
        let target = RecordingScrollTarget(
            bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeAreaBottomInset: 34,
            insets: KeyboardInsets(contentBottom: 10, indicatorBottom: 4))
        target.contentHeight = 2000
        target.firstResponderFrame = field
        return target
    }

    /// Showing the keyboard over the field being edited scrolls it into sight, with the
    /// keyboard's own animation: 312 content inset + 34 safe area leave 466 points visible,
    /// so a field ending at 744 needs an offset of 744 + 8 − 466 = 286.
    @Test func showingTheKeyboardRevealsTheField() {
        let target = makeTarget(field: CGRect(x: 0, y: 700, width: 375, height: 44))
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.handle(KeyboardEvent(kind: .willShow, frameEnd: keyboardFrame, animation: KeyboardAnimation(duration: 0.25, curve: 7)))
        #expect(target.scrolls == [286])
        #expect(target.bounds.minY == 286)
    }

    /// Revealing can be turned off, and nothing scrolls without a field being edited.
    @Test func revealIsOptionalAndNeedsAField() {
        let optedOut = makeTarget(field: CGRect(x: 0, y: 700, width: 375, height: 44))
        let manager = KeyboardManager(target: optedOut, center: center, keys: keys)
        manager.revealsFirstResponder = false
        manager.handle(KeyboardEvent(kind: .willShow, frameEnd: keyboardFrame))
        #expect(optedOut.scrolls.isEmpty)

        let noField = makeTarget(field: nil)
        let other = KeyboardManager(target: noField, center: center, keys: keys)
        other.handle(KeyboardEvent(kind: .willShow, frameEnd: keyboardFrame))
        #expect(noField.scrolls.isEmpty)
        #expect(noField.keyboardInsets == KeyboardInsets(contentBottom: 312, indicatorBottom: 306))
    }

    /// The curve parsed from the notification reaches the target with the insets.
    @Test func curveReachesTheTarget() async {
        let target = makeTarget(field: nil)
        let manager = KeyboardManager(target: target, center: center, keys: keys)
        manager.beginObserving()
        center.post(name: keys.willShow, object: nil, userInfo: ["frame": keyboardFrame, "duration": 0.25, "curve": 7])
        await manager.deliveredEvents()
        #expect(target.applications.last?.animation == KeyboardAnimation(duration: 0.25, curve: 7))
        #expect(target.applications.last?.animation?.curveOptionsRawValue == 7 << 16)
        manager.endObserving()
    }
}
