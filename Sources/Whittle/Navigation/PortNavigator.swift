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
        switch transition(route) {
        case .push: port.push(screen, animated: animated)
        case .present: port.present(screen, animated: animated)
        case .supplementary: port.showSupplementary(screen)
        }
    }
}
