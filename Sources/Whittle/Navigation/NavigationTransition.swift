/// How a ``PortNavigator`` shows a route's screen through its ``NavigationPort``.
public enum NavigationTransition: String, Sendable, Hashable, CaseIterable {
    /// ``NavigationPort/push(_:animated:)``.
    case push
    /// ``NavigationPort/present(_:animated:)``.
    case present
    /// ``NavigationPort/showSupplementary(_:)``.
    case supplementary
}
