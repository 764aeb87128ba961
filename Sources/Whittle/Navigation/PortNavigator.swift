/// A navigator that builds each route's screen and shows it through a
/// ``NavigationPort`` — one instance per size class, configured differently.
///
/// ```swift
/// let phone = PortNavigator(port: navigationController, transition: { _ in .push },
///                           makeScreen: screens.make)
/// let pad = PortNavigator(port: splitController, transition: { _ in .supplementary },
///                         makeScreen: screens.make)
/// ```
///
/// The port is held weakly: the navigation controller owns the screens, which own their
/// navigators, so a strong reference would be a cycle. Navigating after the port is gone
/// does nothing.
///
/// It keeps no history of its own: going back asks the port what is on top now
/// (``NavigationPort/topTransition``), so a swipe back, the system back button or a sheet
/// the user pulled down never leaves it out of step, and a navigator built after a size-class
/// change goes back through what an earlier one showed.
@MainActor
public final class PortNavigator<Route: Sendable, Port: NavigationPort>: Navigator {
    private weak var port: Port?
    private let transition: @MainActor (Route) -> NavigationTransition
    private let makeScreen: @MainActor (Route) -> Port.Screen
    private let animated: Bool

    /// Creates a navigator over `port`.
    ///
    /// - Parameters:
    ///   - port: The platform's navigation machinery; held weakly.
    ///   - animated: Whether pushes and presentations animate.
    ///   - transition: How each route is shown.
    ///   - makeScreen: Builds the screen for a route.
    public init(
        port: Port,
        animated: Bool = true,
        transition: @escaping @MainActor (Route) -> NavigationTransition,
        makeScreen: @escaping @MainActor (Route) -> Port.Screen
    ) {
        self.port = port
        self.animated = animated
        self.transition = transition
        self.makeScreen = makeScreen
    }

    /// Builds the route's screen and shows it with the route's transition.
    public func navigate(to route: Route) {
        guard let port else { return }
        let screen = makeScreen(route)
        let shown = transition(route)
        switch shown {
        case .push: port.push(screen, animated: animated)
        case .present: port.present(screen, animated: animated)
        case .supplementary: port.showSupplementary(screen)
        }
    }

    /// Goes back from the screen on top, however it got there: pops a pushed screen,
    /// dismisses a presented one, and calls `completion` when the port is done (at once when
    /// there is nothing to go back from or the port is gone).
    public func goBack(animated: Bool, completion: (@MainActor () -> Void)?) {
        let done: @MainActor () -> Void = { completion?() }
        switch port?.topTransition {
        case .present?: port?.dismiss(animated: animated, completion: done)
        case .push?: port?.pop(animated: animated, completion: done)
        case .supplementary?, nil: done()
        }
    }

    /// Dismisses what is presented through the port (with whatever was pushed on top of it)
    /// and calls `completion` when it is done.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let port else {
            completion?()
            return
        }
        port.dismiss(animated: animated) { completion?() }
    }
}
