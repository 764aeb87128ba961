import Foundation

extension Navigator {
    /// Opens a deep link: parses it with `router` and navigates to its route.
    ///
    /// The scene delegate's `scene(_:openURLContexts:)` becomes one line, and a bad link
    /// never navigates anywhere.
    ///
    /// - Parameters:
    ///   - url: The link to open.
    ///   - router: Parses links into this navigator's routes.
    /// - Returns: The route navigated to.
    /// - Throws: The ``DeepLinkError`` that says why the link was rejected.
    @discardableResult
    public func open(_ url: URL, with router: DeepLinkRouter<Route>) throws(DeepLinkError) -> Route {
        let route = try router.route(for: url)
        navigate(to: route)
        return route
    }
}
