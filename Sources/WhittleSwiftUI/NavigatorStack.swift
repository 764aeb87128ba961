#if canImport(SwiftUI)
import SwiftUI
import Whittle

/// A `NavigationStack` driven by a ``Whittle/PathNavigator``: its path is the navigator's
/// ``Whittle/PathNavigator/path``, a presented route is a sheet with a stack of its own, and
/// every route is drawn by one `destination` closure — the only place that maps routes to
/// views, as a `NavigatorFactory` is for UIKit.
///
/// ```swift
/// NavigatorStack(navigator) {
///     ProfileView(navigator: navigator)
/// } destination: { route in
///     switch route {
///     case .followers(let id): FollowersView(userID: id)
///     case .editProfile: EditProfileView()
///     }
/// }
/// ```
///
/// The back button, an edge swipe and a sheet pulled down change the navigator's values
/// themselves, so the navigator always knows where the user is.
public struct NavigatorStack<Route: Hashable & Sendable, Root: View, Destination: View>: View {
    @Bindable private var navigator: PathNavigator<Route>
    private let root: Root
    private let destination: (Route) -> Destination

    /// Creates a stack over `navigator`.
    ///
    /// - Parameters:
    ///   - navigator: The navigator whose routes the stack shows.
    ///   - root: The stack's first screen.
    ///   - destination: The view of a route, pushed or presented.
    public init(
        _ navigator: PathNavigator<Route>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (Route) -> Destination
    ) {
        _navigator = Bindable(navigator)
        self.root = root()
        self.destination = destination
    }

    public var body: some View {
        NavigationStack(path: $navigator.path) {
            root.navigationDestination(for: Route.self, destination: destination)
        }
        .sheet(isPresented: $navigator.isPresenting) {
            if let presented = navigator.presented {
                NavigationStack(path: $navigator.presentedPath) {
                    destination(presented).navigationDestination(for: Route.self, destination: destination)
                }
            }
        }
    }
}
#endif
