#if canImport(UIKit)
import UIKit
import Whittle

/// The ``NavigationPort`` over a navigation controller and, when there is one, the split
/// view controller around it: what a ``PortNavigator`` needs to push, present and show a
/// screen beside the current one.
@MainActor
public final class NavigationControllerPort: NavigationPort {
    private weak var navigationController: UINavigationController?

    /// Creates the port for `navigationController`, held weakly.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Pushes `screen` onto the navigation stack; does nothing once the controller is gone.
    public func push(_ screen: UIViewController, animated: Bool) {
        navigationController?.pushViewController(screen, animated: animated)
    }

    /// Presents `screen` modally from the navigation controller.
    public func present(_ screen: UIViewController, animated: Bool) {
        navigationController?.present(screen, animated: animated)
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

    /// Pops the top screen and calls `completion` when the transition ends.
    public func pop(animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let navigationController, navigationController.viewControllers.count > 1 else {
            completion()
            return
        }
        navigationController.popViewController(animated: animated)
        navigationController.whenTransitionEnds(completion)
    }

    /// Dismisses what the navigation controller presented, calling `completion` when done.
    public func dismiss(animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let navigationController else {
            completion()
            return
        }
        navigationController.dismissPresentation(animated: animated, completion: completion)
    }
}
#endif
