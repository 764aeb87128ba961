/// A navigator that re-chooses its implementation when the size class changes at run time —
/// an iPad app going into Split View or Slide Over, a window resized on the Mac.
///
/// ``NavigatorFactory`` decides once per size class; this wrapper keeps that decision current.
/// The view controller still only tells it where to go. The UIKit adapter reports trait
/// changes through ``sizeClassDidChange(to:)``.
///
/// ```swift
/// let navigator = AdaptiveNavigator(factory: factory, sizeClass: .regular)
/// profile = ProfileViewController(navigator: navigator)
/// profile.followSizeClass(of: navigator)   // WhittleUIKit
/// ```
@MainActor
public final class AdaptiveNavigator<Route: Sendable>: Navigator {
    private let factory: NavigatorFactory<Route>
    private var current: any Navigator<Route>

    /// The size class the current implementation was built for.
    public private(set) var sizeClass: SizeClass

    /// Creates a navigator built for `sizeClass`.
    public init(factory: NavigatorFactory<Route>, sizeClass: SizeClass) {
        self.factory = factory
        self.sizeClass = sizeClass
        current = factory.makeNavigator(for: sizeClass)
    }

    /// Builds the implementation for `newSizeClass` when it differs from the current one;
    /// later routes go through it.
    ///
    /// - Returns: Whether the implementation was replaced.
    @discardableResult
    public func sizeClassDidChange(to newSizeClass: SizeClass) -> Bool {
        guard newSizeClass != sizeClass else { return false }
        sizeClass = newSizeClass
        current = factory.makeNavigator(for: newSizeClass)
        return true
    }

    /// Shows `route` with the implementation for the current size class.
    public func navigate(to route: Route) {
        current.navigate(to: route)
    }

    /// Goes back with the implementation for the current size class.
    public func goBack(animated: Bool, completion: (@MainActor () -> Void)?) {
        current.goBack(animated: animated, completion: completion)
    }

    /// Dismisses with the implementation for the current size class.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        current.dismiss(animated: animated, completion: completion)
    }
}
