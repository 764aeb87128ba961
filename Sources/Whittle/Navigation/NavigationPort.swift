/// What a navigator needs from the platform's navigation machinery — the port the UIKit
/// and AppKit adapters implement over a navigation controller, split view or window.
///
/// `Screen` is the platform's screen type (`UIViewController`), left generic so the
/// navigators stay Foundation-only and testable on Linux.
@MainActor
public protocol NavigationPort<Screen>: AnyObject {
    /// The platform's screen type.
    associatedtype Screen

    /// Pushes `screen` on the navigation stack.
    func push(_ screen: Screen, animated: Bool)

    /// Presents `screen` modally over the current one.
    func present(_ screen: Screen, animated: Bool)

    /// Shows `screen` beside the current one (a split view's supplementary or secondary
    /// column), replacing what was there.
    func showSupplementary(_ screen: Screen)

    /// Goes back one screen (pops the navigation stack) and calls `completion` once the
    /// transition ended — at once when there is nothing to go back to.
    func pop(animated: Bool, completion: @escaping @MainActor () -> Void)

    /// Dismisses the screen presented modally (or the current screen, if it was presented)
    /// and calls `completion` once the transition ended — at once when nothing is presented.
    func dismiss(animated: Bool, completion: @escaping @MainActor () -> Void)

    /// How the screen on top got there, read from the platform now: ``NavigationTransition/push``
    /// while the top navigation stack holds more than its root, ``NavigationTransition/present``
    /// while a screen is presented (and nothing is pushed on top of it), `nil` when there is
    /// nothing to go back from.
    ///
    /// The user goes back without any navigator — the back button, an edge swipe, a sheet
    /// pulled down — and the size class changes which navigator is in use, so a navigator
    /// asks the platform here rather than keeping a history that can fall out of step.
    var topTransition: NavigationTransition? { get }
}
