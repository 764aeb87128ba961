#if canImport(UIKit)
import UIKit
import Whittle

/// The ``NavigationPort`` over a navigation controller and, when there is one, the split
/// view controller around it: what a ``PortNavigator`` needs to push, present and show a
/// screen beside the current one.
///
/// Every call acts on what is on top now: a push while a navigation controller is presented
/// goes onto that presented stack (not under the modal), a presentation is made from the
/// topmost presented screen (UIKit refuses to present from one that is already presenting),
/// and ``topTransition`` is read from UIKit, so the user's own ways back (back button, edge
/// swipe, a sheet pulled down) are always accounted for.
@MainActor
public final class NavigationControllerPort: NavigationPort {
    private weak var navigationController: UINavigationController?

    /// Creates the port for `navigationController`, held weakly.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// The topmost screen presented over the navigation controller, or `nil` when nothing is.
    private var topPresented: UIViewController? {
        var top = navigationController?.presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    /// The navigation stack on top: a presented navigation controller, or the port's own when
    /// nothing is presented; `nil` when a screen without a stack is presented on top.
    private var topStack: UINavigationController? {
        guard let presented = topPresented else { return navigationController }
        return presented as? UINavigationController
    }

    /// `.push` while the top stack holds more than its root, `.present` while a screen is
    /// presented, `nil` otherwise.
    public var topTransition: NavigationTransition? {
        if let stack = topStack, stack.viewControllers.count > 1 { return .push }
        return topPresented == nil ? nil : .present
    }

    /// Pushes `screen` onto the top navigation stack; when a screen without a stack is
    /// presented on top, presents `screen` in a navigation controller of its own instead.
    public func push(_ screen: UIViewController, animated: Bool) {
        if let stack = topStack {
            stack.pushViewController(screen, animated: animated)
        } else {
            present(UINavigationController(rootViewController: screen), animated: animated)
        }
    }

    /// Presents `screen` modally from the topmost screen.
    public func present(_ screen: UIViewController, animated: Bool) {
        (topPresented ?? navigationController)?.present(screen, animated: animated)
    }

    /// Shows `screen` in the split view's secondary column; without a split view (compact
    /// width on iPhone) it is pushed instead.
    public func showSupplementary(_ screen: UIViewController) {
        guard let split = navigationController?.splitViewController else {
            push(screen, animated: true)
            return
        }
        split.setViewController(UINavigationController(rootViewController: screen), for: .secondary)
        split.show(.secondary)
    }

    /// Pops the top screen of the top stack and calls `completion` when the transition ends.
    public func pop(animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let stack = topStack, stack.viewControllers.count > 1 else {
            completion()
            return
        }
        stack.popViewController(animated: animated)
        stack.whenTransitionEnds(completion)
    }

    /// Dismisses the topmost presented screen, with whatever is pushed on it, calling
    /// `completion` when done (at once when nothing is presented).
    public func dismiss(animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let presented = topPresented else {
            completion()
            return
        }
        presented.dismissPresentation(animated: animated, completion: completion)
    }
}
#endif
