#if canImport(UIKit)
import UIKit
import Whittle

/// Shows each route by pushing its screen on a navigation controller: the compact-width
/// navigator (iPhone, or iPad in a narrow window).
///
/// Pick it once, where the screen is assembled, instead of asking for the size class at
/// every tap ("tell, don't ask").
@MainActor
public final class NavigationStackNavigator<Route: Sendable>: Navigator {
    /// Builds the screen for a route, or `nil` when there is nothing to show.
    public typealias ScreenFactory = @MainActor (Route) -> UIViewController?

    private weak var navigationController: UINavigationController?
    private let makeScreen: ScreenFactory
    /// Whether pushes animate.
    public var animated = true

    /// Creates a navigator that pushes onto `navigationController`, which it holds weakly.
    public init(navigationController: UINavigationController, makeScreen: @escaping ScreenFactory) {
        self.navigationController = navigationController
        self.makeScreen = makeScreen
    }

    /// Pushes the screen for `route`.
    public func navigate(to route: Route) {
        guard let screen = makeScreen(route) else { return }
        navigationController?.pushViewController(screen, animated: animated)
    }

    /// Pops the top screen and calls `completion` when the transition ends (at once when
    /// only the root is left).
    public func goBack(animated: Bool, completion: (@MainActor () -> Void)?) {
        let done: @MainActor () -> Void = { completion?() }
        guard let navigationController, navigationController.viewControllers.count > 1 else { return done() }
        navigationController.popViewController(animated: animated)
        navigationController.whenTransitionEnds(done)
    }

    /// Dismisses what the navigation controller presented, calling `completion` when done.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        let done: @MainActor () -> Void = { completion?() }
        guard let navigationController else { return done() }
        navigationController.dismissPresentation(animated: animated, completion: done)
    }
}
#endif
