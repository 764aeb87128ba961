/// Takes a screen to its destinations, so the view controller never pushes or presents.
///
/// A screen's destinations are a route enum — values, easy to compare, record and build
/// from a deep link:
///
/// ```swift
/// enum ProfileRoute: Hashable, Sendable {
///     case followers(userID: Int)
///     case editProfile
/// }
/// ```
///
/// The screen's own navigation vocabulary (the seed's `UserNavigator` protocol) is then a
/// constrained extension, available on every navigator of that route — the real ones and
/// `RecordingNavigator` alike:
///
/// ```swift
/// extension Navigator where Route == ProfileRoute {
///     func showFollowers(of user: User) { navigate(to: .followers(userID: user.id)) }
/// }
/// ```
///
/// Which implementation runs (push on iPhone, a supplementary column on iPad) is decided
/// once by a ``NavigatorFactory``; the view controller just tells it where to go.
@MainActor
public protocol Navigator<Route>: AnyObject {
    /// The destinations this navigator can reach.
    associatedtype Route: Sendable

    /// Shows the screen for `route`.
    ///
    /// - Parameter route: Where to go.
    func navigate(to route: Route)

    /// Leaves the current screen the way it was shown: back one screen after a push, or
    /// dismissed after a presentation.
    ///
    /// - Parameters:
    ///   - animated: Whether the transition animates.
    ///   - completion: Called once the transition ended, or at once when there was nothing
    ///     to leave.
    func goBack(animated: Bool, completion: (@MainActor () -> Void)?)

    /// Dismisses what is presented modally over the current screen.
    ///
    /// - Parameters:
    ///   - animated: Whether the transition animates.
    ///   - completion: Called once the transition ended, or at once when nothing was presented.
    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?)
}

extension Navigator {
    /// Leaves the current screen, animated, without a completion.
    public func goBack() {
        goBack(animated: true, completion: nil)
    }

    /// Dismisses what is presented, animated, without a completion.
    public func dismiss() {
        dismiss(animated: true, completion: nil)
    }
}
