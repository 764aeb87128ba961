/// Chooses a screen's navigator once, from the size class — "tell, don't ask".
///
/// The view controller receives the navigator this factory made and never checks the
/// size class or the device again; there is no `if isPad` left in it.
///
/// ```swift
/// let factory = NavigatorFactory<ProfileRoute>(
///     compact: { PortNavigator(port: nav, transition: { _ in .push }, makeScreen: make) },
///     regular: { PortNavigator(port: split, transition: { _ in .supplementary }, makeScreen: make) }
/// )
/// let profile = ProfileViewController(navigator: factory.makeNavigator(for: sizeClass))
/// ```
@MainActor
public struct NavigatorFactory<Route: Sendable> {
    private let compact: @MainActor () -> any Navigator<Route>
    private let regular: @MainActor () -> any Navigator<Route>

    /// Creates a factory from one builder per size class.
    ///
    /// - Parameters:
    ///   - compact: Builds the navigator for ``SizeClass/compact``.
    ///   - regular: Builds the navigator for ``SizeClass/regular``.
    public init(
        compact: @escaping @MainActor () -> any Navigator<Route>,
        regular: @escaping @MainActor () -> any Navigator<Route>
    ) {
        self.compact = compact
        self.regular = regular
    }

    /// Builds the navigator for `sizeClass`.
    ///
    /// - Parameter sizeClass: The size class the screen is built for.
    /// - Returns: A new navigator; call once per screen.
    public func makeNavigator(for sizeClass: SizeClass) -> any Navigator<Route> {
        switch sizeClass {
        case .compact: compact()
        case .regular: regular()
        }
    }
}
