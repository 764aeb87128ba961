#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Whittle

/// The ``ContainmentPort`` over a parent `NSViewController`, for a ``ChildContainer``.
///
/// AppKit has no `willMove`/`didMove` callbacks for children, so those two calls do nothing.
@MainActor
public final class NSViewControllerContainmentPort: ContainmentPort {
    private weak var parent: NSViewController?

    /// Creates the port for `parent`, held weakly; keep the port alive as long as the
    /// container that uses it.
    public init(parent: NSViewController) {
        self.parent = parent
    }

    /// The parent view's bounds, or `.zero` once the parent is gone.
    public var containerBounds: CGRect { parent?.view.bounds ?? .zero }

    /// Makes `child` a child of the parent view controller.
    public func addChild(_ child: NSViewController) {
        parent?.addChild(child)
    }

    /// Adds the child's view to the parent's view.
    public func addView(of child: NSViewController) {
        parent?.view.addSubview(child.view)
    }

    /// Places the child's view; the container computed `frame` from ``containerBounds``.
    public func setFrame(_ frame: CGRect, of child: NSViewController) {
        child.view.frame = frame
    }

    /// Does nothing: AppKit has no did-move callback for children.
    public func didMoveToParent(_ child: NSViewController) {}

    /// Does nothing: AppKit has no will-move callback for children.
    public func willMoveFromParent(_ child: NSViewController) {}

    /// Takes the child's view out of the parent's view.
    public func removeView(of child: NSViewController) {
        child.view.removeFromSuperview()
    }

    /// Ends the child relationship.
    public func removeFromParent(_ child: NSViewController) {
        child.removeFromParent()
    }
}
#endif
