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

    /// Forgets the recorded routes.
    public func reset() {
        routes.removeAll()
    }
}
