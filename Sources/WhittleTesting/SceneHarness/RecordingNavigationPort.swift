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
    /// Called with each route as it is shown.
    public var onShow: (@MainActor (Route, NavigationTransition) -> Void)?

    /// Creates a port with nothing shown.
    public init() {}

    /// Records `screen` as pushed; `animated` is ignored, since nothing is drawn.
    public func push(_ screen: Route, animated: Bool) { record(screen, .push) }
    /// Records `screen` as presented; `animated` is ignored, since nothing is drawn.
    public func present(_ screen: Route, animated: Bool) { record(screen, .present) }
    /// Records `screen` as shown beside the current one.
    public func showSupplementary(_ screen: Route) { record(screen, .supplementary) }

    private func record(_ route: Route, _ transition: NavigationTransition) {
        shown.append((route, transition))
        onShow?(route, transition)
    }
}
