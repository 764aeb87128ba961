#if canImport(UIKit)
import UIKit
import Whittle

/// The ``ContainmentPort`` over a parent `UIViewController`: the UIKit calls a
/// ``ChildContainer`` makes to add, lay out and remove child view controllers.
@MainActor
public final class ViewControllerContainmentPort: ContainmentPort {
    private weak var parent: UIViewController?

    /// Creates the port for `parent`, held weakly; keep the port alive as long as the
    /// container that uses it (the container holds it weakly too).
    public init(parent: UIViewController) {
        self.parent = parent
    }

    /// The parent view's bounds, or `.zero` once the parent is gone.
    public var containerBounds: CGRect { parent?.view.bounds ?? .zero }

    /// Makes `child` a child of the parent view controller.
    public func addChild(_ child: UIViewController) {
        parent?.addChild(child)
    }

    /// Adds the child's view to the parent's view.
    public func addView(of child: UIViewController) {
        parent?.view.addSubview(child.view)
    }

    /// Places the child's view; the container computed `frame` from ``containerBounds``.
    public func setFrame(_ frame: CGRect, of child: UIViewController) {
        child.view.frame = frame
    }

    /// Tells `child` it finished moving to the parent, as UIKit containment requires.
    public func didMoveToParent(_ child: UIViewController) {
        child.didMove(toParent: parent)
    }

    /// Tells `child` it is about to leave its parent, as UIKit containment requires.
    public func willMoveFromParent(_ child: UIViewController) {
        child.willMove(toParent: nil)
    }

    /// Takes the child's view out of the parent's view.
    public func removeView(of child: UIViewController) {
        child.view.removeFromSuperview()
    }

    /// Ends the child relationship.
    public func removeFromParent(_ child: UIViewController) {
        child.removeFromParent()
    }
}
#endif
