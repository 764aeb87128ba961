#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// Adds `child` as a child view controller and its view to `container` (or this view).
    ///
    /// The three containment calls in the order UIKit requires; use it to plug a loading,
    /// error or content controller into a screen.
    ///
    /// - Parameters:
    ///   - child: The controller to add.
    ///   - container: The view that receives the child's view; `nil` means `view`.
    public func add(_ child: UIViewController, in container: UIView? = nil) {
        addChild(child)
        (container ?? view).addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// Removes this controller and its view from its parent; does nothing without a parent.
    public func remove() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}
#endif
