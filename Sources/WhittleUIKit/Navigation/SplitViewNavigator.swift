#if canImport(UIKit)
import UIKit
import Whittle

/// Shows each route in a column of a split view controller: the regular-width navigator
/// (iPad), where the followers list appears beside the profile rather than over it.
@MainActor
public final class SplitViewNavigator<Route: Sendable>: Navigator {
    /// Builds the screen for a route, or `nil` when there is nothing to show.
    public typealias ScreenFactory = @MainActor (Route) -> UIViewController?

    private weak var splitViewController: UISplitViewController?
    private let column: UISplitViewController.Column
    private let makeScreen: ScreenFactory

    /// Creates a navigator that fills `column` of `splitViewController`, which it holds weakly.
    ///
    /// - Parameters:
    ///   - splitViewController: A column-style split view controller (iOS 14 and later).
    ///   - column: The column that shows the routes; the secondary column by default.
    ///   - makeScreen: Builds the screen for a route.
    public init(
        splitViewController: UISplitViewController, column: UISplitViewController.Column = .secondary,
        makeScreen: @escaping ScreenFactory
    ) {
        self.splitViewController = splitViewController
        self.column = column
        self.makeScreen = makeScreen
    }

    /// Puts the screen for `route` in the column and reveals it.
    public func navigate(to route: Route) {
        guard let screen = makeScreen(route), let splitViewController else { return }
        splitViewController.setViewController(UINavigationController(rootViewController: screen), for: column)
        splitViewController.show(column)
    }

    /// Returns to the primary column (the column-style split view's way back) and calls
    /// `completion` at once: showing a column has no transition to wait for.
    public func goBack(animated: Bool, completion: (@MainActor () -> Void)?) {
        splitViewController?.show(.primary)
        completion?()
    }

    /// Dismisses what the split view controller presented, calling `completion` when done.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        let done: @MainActor () -> Void = { completion?() }
        guard let splitViewController else { return done() }
        splitViewController.dismissPresentation(animated: animated, completion: done)
    }
}
#endif
