import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The view-controller containment calls a ``ChildContainer`` makes, implemented by a UI adapter.
///
/// `WhittleUIKit` implements it on a parent `UIViewController` with `addChild(_:)`,
/// `view.addSubview(_:)`, `didMove(toParent:)`, `willMove(toParent: nil)`,
/// `removeFromSuperview()` and `removeFromParent()`; a test implements it by recording the calls.
/// The container calls it in UIKit's documented order:
///
/// - adding: ``addChild(_:)``, ``addView(of:)``, ``setFrame(_:of:)``, ``didMoveToParent(_:)``
/// - removing: ``willMoveFromParent(_:)``, ``removeView(of:)``, ``removeFromParent(_:)``
@MainActor
public protocol ContainmentPort: AnyObject {
    /// The child type, typically `UIViewController`.
    associatedtype Child

    /// The parent view's bounds, the working rect children are laid out in.
    var containerBounds: CGRect { get }

    /// Makes `child` a child of the parent (`addChild(_:)`).
    func addChild(_ child: Child)
    /// Adds the child's view to the parent's view hierarchy.
    func addView(of child: Child)
    /// Sets the frame of the child's view in the parent's view.
    func setFrame(_ frame: CGRect, of child: Child)
    /// Tells the child it moved to the parent (`didMove(toParent: parent)`).
    func didMoveToParent(_ child: Child)
    /// Tells the child it is about to leave the parent (`willMove(toParent: nil)`).
    func willMoveFromParent(_ child: Child)
    /// Removes the child's view from the parent's view hierarchy.
    func removeView(of child: Child)
    /// Ends the parent–child relationship (`removeFromParent()`).
    func removeFromParent(_ child: Child)
}
