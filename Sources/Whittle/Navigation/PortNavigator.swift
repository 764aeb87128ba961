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
    // How each screen still on the stack was shown, newest last, so going back undoes it.
    private var shownTransitions: [NavigationTransition] = []

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
        if shown != .supplementary { shownTransitions.append(shown) }
    }

    /// Undoes the last push or presentation this navigator made: pops after a push,
    /// dismisses after a presentation, and calls `completion` when the port is done (at
    /// once when there is nothing to undo or the port is gone).
    public func goBack(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let port, let last = shownTransitions.popLast() else {
            completion?()
            return
        }
        let done: @MainActor () -> Void = { completion?() }
        if last == .present {
            port.dismiss(animated: animated, completion: done)
        } else {
            port.pop(animated: animated, completion: done)
        }
    }

    /// Dismisses what is presented through the port and calls `completion` when it is done.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let port else {
            completion?()
            return
        }
        if let index = shownTransitions.lastIndex(of: .present) {
            // Everything pushed on top of the presented screen goes with it.
            shownTransitions.removeSubrange(index...)
        }
        port.dismiss(animated: animated) { completion?() }
    }
}
