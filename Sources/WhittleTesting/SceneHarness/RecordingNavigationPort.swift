import Whittle

/// A ``NavigationPort`` whose screens are the routes themselves and which records how each
/// was shown — so a test runs the real per-size-class navigators without UIKit.
///
/// Build your real ``PortNavigator``s over it with `makeScreen: { $0 }` (or your
/// ``NavigatorFactory`` with a port parameter) and assert the transitions.
@MainActor
public final class RecordingNavigationPort<Route: Sendable>: NavigationPort {
    /// Every route shown, with its transition, in order.
    public private(set) var shown: [(route: Route, transition: NavigationTransition)] = []
    /// Every pop and dismissal, in order.
    public private(set) var closed: [Closing] = []
    /// When `true`, pops and dismissals wait for ``finishTransitions()`` before completing,
    /// like an animated transition; otherwise they complete at once.
    public var holdsTransitions = false
    private var heldCompletions: [@MainActor () -> Void] = []

    /// How a screen was left.
    public enum Closing: Sendable, Hashable {
        /// The navigation stack was popped.
        case pop
        /// A presentation was dismissed.
        case dismiss
    }

    /// Called with each route as it is shown.
    public var onShow: (@MainActor (Route, NavigationTransition) -> Void)?

    /// How each screen on the simulated stack got there, bottom first: pushes and
    /// presentations; pops, dismissals and the user's own ways back take them off.
    public private(set) var stack: [NavigationTransition] = []

    /// The transition of the screen on top, as a navigation controller would report it.
    public var topTransition: NavigationTransition? { stack.last }

    /// Creates a port with nothing shown.
    public init() {}

    /// Records `screen` as pushed; `animated` is ignored, since nothing is drawn.
    public func push(_ screen: Route, animated: Bool) { record(screen, .push) }
    /// Records `screen` as presented; `animated` is ignored, since nothing is drawn.
    public func present(_ screen: Route, animated: Bool) { record(screen, .present) }
    /// Records `screen` as shown beside the current one.
    public func showSupplementary(_ screen: Route) { record(screen, .supplementary) }

    /// Records a pop; completes at once unless ``holdsTransitions``.
    public func pop(animated: Bool, completion: @escaping @MainActor () -> Void) { close(.pop, completion) }
    /// Records a dismissal; completes at once unless ``holdsTransitions``.
    public func dismiss(animated: Bool, completion: @escaping @MainActor () -> Void) { close(.dismiss, completion) }

    /// The user went back without any navigator (the back button or an edge swipe): the
    /// top pushed screen leaves the stack; nothing is recorded in ``closed``.
    public func userWentBack() {
        if stack.last == .push { stack.removeLast() }
    }

    /// The user pulled the presented sheet down: it leaves, with whatever was pushed on top
    /// of it; nothing is recorded in ``closed``.
    public func userDismissed() {
        removeTopPresentation()
    }

    /// Completes every held pop and dismissal, oldest first.
    public func finishTransitions() {
        let completions = heldCompletions
        heldCompletions = []
        for completion in completions { completion() }
    }

    private func removeTopPresentation() {
        if let index = stack.lastIndex(of: .present) { stack.removeSubrange(index...) }
    }

    private func close(_ closing: Closing, _ completion: @escaping @MainActor () -> Void) {
        closed.append(closing)
        switch closing {
        case .pop: if stack.last == .push { stack.removeLast() }
        case .dismiss: removeTopPresentation()
        }
        if holdsTransitions { heldCompletions.append(completion) } else { completion() }
    }

    private func record(_ route: Route, _ transition: NavigationTransition) {
        shown.append((route, transition))
        if transition != .supplementary { stack.append(transition) }
        onShow?(route, transition)
    }
}
