import Observation

/// A ``Navigator`` whose state is route values: the routes pushed on a stack, the route
/// presented over it with the routes pushed inside that presentation, and the route shown
/// beside it. SwiftUI binds to them (`NavigationStack(path:)`, a sheet, a split view's detail),
/// so what the user does with the system's own controls — the back button, an edge swipe, a
/// sheet pulled down — changes the same values, and the navigator never falls out of step.
///
/// ```swift
/// let navigator = PathNavigator<ProfileRoute> { route in
///     route == .editProfile ? .present : .push
/// }
/// navigator.navigate(to: .followers(userID: 7))   // path == [.followers(userID: 7)]
/// ```
///
/// The same route enum, screen vocabulary (`extension Navigator where Route == …`), deep
/// links (``Navigator/open(_:with:)``) and `RecordingNavigator` in tests serve it as they
/// serve the UIKit navigators. The changes are plain state changes: SwiftUI animates them,
/// and `animated: false` cannot be honoured here.
@MainActor
@Observable
public final class PathNavigator<Route: Hashable & Sendable>: Navigator {
    /// The routes pushed on the stack, bottom first; bind `NavigationStack(path:)` to it.
    public var path: [Route]
    /// The route presented over the stack (a sheet), or `nil`.
    public private(set) var presented: Route?
    /// The routes pushed inside the presentation, bottom first: a push while something is
    /// presented lands there, on top, never under the sheet.
    public var presentedPath: [Route] = []
    /// The route shown beside the stack (a split view's detail column), or `nil`.
    public var supplementary: Route?

    private let transition: @MainActor (Route) -> NavigationTransition

    /// Creates a navigator.
    ///
    /// - Parameters:
    ///   - path: The routes already pushed, for state restoration.
    ///   - transition: How each route is shown; every route is pushed by default.
    public init(path: [Route] = [], transition: @escaping @MainActor (Route) -> NavigationTransition = { _ in .push }) {
        self.path = path
        self.transition = transition
    }

    /// Whether a route is presented; setting it to `false` dismisses, as a sheet pulled down
    /// does (bind a sheet's `isPresented` to it).
    public var isPresenting: Bool {
        get { presented != nil }
        set { if !newValue { dismiss() } }
    }

    /// Pushes, presents or shows `route` beside the stack, as its transition says.
    public func navigate(to route: Route) {
        switch transition(route) {
        case .push:
            if presented != nil {
                presentedPath.append(route)
            } else {
                path.append(route)
            }
        case .present:
            presented = route
            presentedPath = []
        case .supplementary:
            supplementary = route
        }
    }

    /// Leaves the screen on top: pops inside the presentation, else dismisses it, else pops
    /// the stack. `completion` runs at once; SwiftUI animates the change.
    public func goBack(animated: Bool, completion: (@MainActor () -> Void)?) {
        if presented != nil {
            if presentedPath.isEmpty {
                dismiss()
            } else {
                presentedPath.removeLast()
            }
        } else if !path.isEmpty {
            path.removeLast()
        }
        completion?()
    }

    /// Dismisses the presented route with everything pushed inside it. `completion` runs at once.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        presented = nil
        presentedPath = []
        completion?()
    }
}
