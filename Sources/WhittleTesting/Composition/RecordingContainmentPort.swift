import Foundation
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``Whittle/ContainmentPort`` that records every containment call in order, so a test can
/// assert exactly how a ``Whittle/ChildContainer`` adds, lays out and removes children.
///
/// ```swift
/// let port = RecordingContainmentPort<String>()
/// let container = ChildContainer(port: port) { slot in "\(slot)" }
/// container.show(ContentSlot.loading)
/// #expect(port.takeCalls() == [.addChild("loading"), .addView("loading"),
///                              .setFrame("loading", port.containerBounds), .didMoveToParent("loading")])
/// ```
@MainActor
public final class RecordingContainmentPort<Child: Equatable>: ContainmentPort {
    /// One recorded call.
    public enum Call: Equatable, CustomStringConvertible {
        /// ``ContainmentPort/addChild(_:)``.
        case addChild(Child)
        /// ``ContainmentPort/addView(of:)``.
        case addView(Child)
        /// ``ContainmentPort/setFrame(_:of:)``.
        case setFrame(Child, CGRect)
        /// ``ContainmentPort/didMoveToParent(_:)``.
        case didMoveToParent(Child)
        /// ``ContainmentPort/willMoveFromParent(_:)``.
        case willMoveFromParent(Child)
        /// ``ContainmentPort/removeView(of:)``.
        case removeView(Child)
        /// ``ContainmentPort/removeFromParent(_:)``.
        case removeFromParent(Child)
        /// A note the test added with ``note(_:)``, to interleave its own events.
        case note(String)

        /// A readable form for failure messages.
        public var description: String {
            switch self {
            case .addChild(let child): "addChild(\(child))"
            case .addView(let child): "addView(\(child))"
            case .setFrame(let child, let frame): "setFrame(\(child), \(frame))"
            case .didMoveToParent(let child): "didMoveToParent(\(child))"
            case .willMoveFromParent(let child): "willMoveFromParent(\(child))"
            case .removeView(let child): "removeView(\(child))"
            case .removeFromParent(let child): "removeFromParent(\(child))"
            case .note(let text): "note(\(text))"
            }
        }
    }

    /// The parent's bounds; change it to simulate rotation or resizing.
    public var containerBounds: CGRect
    /// Every call so far, oldest first.
    public private(set) var calls: [Call] = []

    /// Creates a port with the given parent bounds.
    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        containerBounds = bounds
    }

    /// Returns the calls recorded so far and starts a new recording.
    public func takeCalls() -> [Call] {
        defer { calls = [] }
        return calls
    }

    /// Records a test's own event between containment calls (a child being configured, say).
    public func note(_ text: String) {
        calls.append(.note(text))
    }

    /// Records ``Call/addChild(_:)``.
    public func addChild(_ child: Child) { calls.append(.addChild(child)) }
    /// Records ``Call/addView(_:)``.
    public func addView(of child: Child) { calls.append(.addView(child)) }
    /// Records ``Call/setFrame(_:_:)``.
    public func setFrame(_ frame: CGRect, of child: Child) { calls.append(.setFrame(child, frame)) }
    /// Records ``Call/didMoveToParent(_:)``.
    public func didMoveToParent(_ child: Child) { calls.append(.didMoveToParent(child)) }
    /// Records ``Call/willMoveFromParent(_:)``.
    public func willMoveFromParent(_ child: Child) { calls.append(.willMoveFromParent(child)) }
    /// Records ``Call/removeView(_:)``.
    public func removeView(of child: Child) { calls.append(.removeView(child)) }
    /// Records ``Call/removeFromParent(_:)``.
    public func removeFromParent(_ child: Child) { calls.append(.removeFromParent(child)) }
}
