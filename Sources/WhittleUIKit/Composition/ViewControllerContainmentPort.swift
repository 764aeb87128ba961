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

    public var containerBounds: CGRect { parent?.view.bounds ?? .zero }

    public func addChild(_ child: UIViewController) {
        parent?.addChild(child)
    }

    public func addView(of child: UIViewController) {
        parent?.view.addSubview(child.view)
    }

    public func setFrame(_ frame: CGRect, of child: UIViewController) {
        child.view.frame = frame
    }

    public func didMoveToParent(_ child: UIViewController) {
        child.didMove(toParent: parent)
    }

    public func willMoveFromParent(_ child: UIViewController) {
        child.willMove(toParent: nil)
    }

    public func removeView(of child: UIViewController) {
        child.view.removeFromSuperview()
    }

    public func removeFromParent(_ child: UIViewController) {
        child.removeFromParent()
    }
}
#endif
