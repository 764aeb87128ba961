#if canImport(AppKit)
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

    public var containerBounds: CGRect { parent?.view.bounds ?? .zero }

    public func addChild(_ child: NSViewController) {
        parent?.addChild(child)
    }

    public func addView(of child: NSViewController) {
        parent?.view.addSubview(child.view)
    }

    public func setFrame(_ frame: CGRect, of child: NSViewController) {
        child.view.frame = frame
    }

    public func didMoveToParent(_ child: NSViewController) {}

    public func willMoveFromParent(_ child: NSViewController) {}

    public func removeView(of child: NSViewController) {
        child.view.removeFromSuperview()
    }

    public func removeFromParent(_ child: NSViewController) {
        child.removeFromParent()
    }
}
#endif
