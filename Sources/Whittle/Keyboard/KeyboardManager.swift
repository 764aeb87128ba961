import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Keeps a scroll view's content clear of the keyboard: observes keyboard notifications,
/// computes the covered height and adjusts the bottom insets, restoring them when the keyboard
/// hides.
///
/// Use it instead of keyboard notification handlers in a view controller. Call
/// ``beginObserving()`` when the screen appears and ``endObserving()`` when it disappears;
/// both are idempotent, and ending restores the insets if the keyboard is still up.
///
/// ```swift
/// keyboard = KeyboardManager(target: tableView, keys: .uiKit)  // UIScrollView conforms via the adapter
/// keyboard.beginObserving()
/// ```
///
/// On Apple platforms a notification posted on the main thread is applied at once, inside the
/// keyboard's own animation; otherwise events are applied on the main actor in posting order.
/// The manager holds its target weakly and ignores notifications that carry no usable frame.
/// On show and frame change the bottom insets become the insets from before the keyboard
/// appeared plus ``KeyboardGeometry/bottomInset(keyboardFrame:bounds:safeAreaBottom:)``; on
/// hide they return to the saved ones. When the target reports the frame of the view being
/// edited and ``revealsFirstResponder`` is on, the manager then scrolls it clear of the
/// keyboard (``KeyboardGeometry/contentOffsetY(revealing:in:contentHeight:topInset:bottomInset:margin:)``),
/// which is what IQKeyboardManager users come for.
@MainActor
public final class KeyboardManager {
    private weak var target: (any KeyboardScrollTarget)?
    private let keys: KeyboardNotificationKeys
    private let registrations: NotificationRegistrations
    private let center: NotificationCenter
    private var savedInsets: KeyboardInsets?
    // Events posted off the main actor are delivered through here, in order.
    private let deliveries = MainActorQueue()

    /// Creates a manager for `target`.
    ///
    /// - Parameters:
    ///   - target: The scroll view to adjust; held weakly. Pass the scroll view itself (conformed
    ///     by an extension) or an adapter kept alive elsewhere: a wrapper created inline is
    ///     released at once.
    ///   - center: Where keyboard notifications are posted; inject a private center in tests.
    ///   - keys: The platform's notification names and user-info keys.
    public init(target: any KeyboardScrollTarget, center: NotificationCenter = .default, keys: KeyboardNotificationKeys) {
        self.target = target
        self.center = center
        self.keys = keys
        self.registrations = NotificationRegistrations(center: center)
    }

    /// Whether a shown keyboard also scrolls the view being edited into sight; on by default.
    public var revealsFirstResponder = true

    /// The gap kept between the view being edited and the keyboard when it is revealed.
    public var revealMargin: CGFloat = 8

    /// Whether the manager is observing keyboard notifications.
    public var isObserving: Bool { !registrations.isEmpty }

    /// Whether the keyboard currently covers the target, so the insets are adjusted.
    public var isAdjusted: Bool { savedInsets != nil }

    /// Starts observing keyboard notifications. Calling it again does nothing.
    public func beginObserving() {
        guard registrations.isEmpty else { return }
        let keys = keys
        let deliveries = deliveries
        for name in [keys.willShow, keys.willHide, keys.willChangeFrame] {
            let token = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                guard let event = KeyboardEvent(notification, keys: keys) else { return }
                #if canImport(Darwin)
                // UIKit posts keyboard notifications on the main thread inside the keyboard's
                // animation; applying at once lets the inset change ride along.
                if Thread.isMainThread {
                    MainActor.assumeIsolated { self?.handle(event) }
                    return
                }
                #endif
                deliveries.enqueue { [weak self] in self?.handle(event) }
            }
            registrations.add(token)
        }
    }

    /// Waits until events posted so far have been applied; tests await it instead of sleeping.
    func deliveredEvents() async {
        await deliveries.drain()
    }

    /// Stops observing keyboard notifications and restores the insets if the keyboard still
    /// covers the target. Calling it again does nothing.
    ///
    /// A screen that disappears with the keyboard up never receives the hide notification;
    /// restoring here keeps it from coming back with a stale inset.
    public func endObserving() {
        registrations.removeAll()
        if let saved = savedInsets {
            savedInsets = nil
            target?.applyKeyboardInsets(saved, animation: nil)
        }
    }

    /// Applies one keyboard event to the target.
    ///
    /// The notification observer calls it; call it directly to drive the manager from another
    /// event source. Does nothing once the target is gone.
    public func handle(_ event: KeyboardEvent) {
        guard let target else { return }
        switch event.kind {
        case .willShow, .willChangeFrame:
            let saved = savedInsets ?? target.keyboardInsets
            savedInsets = saved
            let covered = KeyboardGeometry.bottomInset(
                keyboardFrame: target.convertFromScreen(event.frameEnd),
                bounds: target.bounds,
                safeAreaBottom: target.safeAreaBottomInset
            )
            let insets = KeyboardInsets(
                contentBottom: saved.contentBottom + covered, indicatorBottom: saved.indicatorBottom + covered)
            target.applyKeyboardInsets(insets, animation: event.animation)
            revealFirstResponder(of: target, bottomInset: insets.contentBottom, animation: event.animation)
        case .willHide:
            guard let saved = savedInsets else { return }
            savedInsets = nil
            target.applyKeyboardInsets(saved, animation: event.animation)
        }
    }

    private func revealFirstResponder(of target: any KeyboardScrollTarget, bottomInset: CGFloat, animation: KeyboardAnimation?) {
        guard revealsFirstResponder, let frame = target.firstResponderFrame else { return }
        let offset = KeyboardGeometry.contentOffsetY(
            revealing: frame, in: target.bounds, contentHeight: target.contentHeight,
            topInset: target.adjustedTopInset,
            // The scroll view keeps its safe area clear on top of the content inset.
            bottomInset: bottomInset + max(0, target.safeAreaBottomInset),
            margin: revealMargin)
        if let offset {
            target.scrollKeyboardContent(toOffsetY: offset, animation: animation)
        }
    }
}
