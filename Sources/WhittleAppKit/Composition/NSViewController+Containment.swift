#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSViewController {
    /// Adds `child` as a child view controller and its view to `container` (or this view).
    ///
    /// - Parameters:
    ///   - child: The controller to add.
    ///   - container: The view that receives the child's view; `nil` means `view`.
    public func add(_ child: NSViewController, in container: NSView? = nil) {
        addChild(child)
        (container ?? view).addSubview(child.view)
    }

    /// Removes this controller and its view from its parent; does nothing without a parent.
    public func remove() {
        guard parent != nil else { return }
        view.removeFromSuperview()
        removeFromParent()
    }
}
#endif
