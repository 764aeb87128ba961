import Whittle

/// A ``Navigator`` that records every route instead of showing a screen, for tests.
///
/// Because a screen's navigation vocabulary is an extension on `Navigator where Route ==
/// …`, a recording navigator offers the same methods as the real ones:
///
/// ```swift
/// let navigator = RecordingNavigator<ProfileRoute>()
/// profile.followersTapped()
/// #expect(navigator.routes == [.followers(userID: 42)])
/// ```
@MainActor
public final class RecordingNavigator<Route: Sendable>: Navigator {
    /// Every route navigated to, in order.
    public private(set) var routes: [Route] = []
    /// How many times the screen asked to go back.
    public private(set) var backCount = 0
    /// How many times the screen asked to dismiss what it presented.
    public private(set) var dismissCount = 0
    /// Called with each route as it is recorded.
    public var onNavigate: (@MainActor (Route) -> Void)?

    /// Creates a navigator with no routes recorded.
    public init() {}

    /// The most recent route, or `nil`.
    public var lastRoute: Route? { routes.last }

    /// Records `route`.
    public func navigate(to route: Route) {
        routes.append(route)
        onNavigate?(route)
    }

    /// Records going back and calls `completion` at once, as a finished transition would.
    public func goBack(animated: Bool, completion: (@MainActor () -> Void)?) {
        backCount += 1
        completion?()
    }

    /// Records a dismissal and calls `completion` at once, as a finished transition would.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        dismissCount += 1
        completion?()
    }

    /// Forgets the recorded routes, backs and dismissals.
    public func reset() {
        routes.removeAll()
        backCount = 0
        dismissCount = 0
    }
}
