import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Child view controllers as plugins: decides which children are shown and adds, lays out and
/// removes them through a ``ContainmentPort``.
///
/// Use it instead of lazy child properties, `addChild` bookkeeping and frame arithmetic in a
/// parent view controller. Children are created on first use and kept for reuse; showing a
/// child that is already shown makes no containment calls, and frames are set only when
/// they change, so calling ``layoutChildren()`` on every layout pass is cheap.
///
/// ```swift
/// let container = ChildContainer(port: adapter, layout: headerAboveGrid) { region in
///     region == .header ? HeaderViewController() : GridViewController()
/// }
/// container.show([.header, .grid])      // in viewDidLoad
/// container.layoutChildren()            // in viewDidLayoutSubviews
/// ```
///
/// The container holds its port weakly, so a parent view controller that is its own port and
/// owns the container forms no cycle; once the port is gone, calls do nothing. Keep an adapter
/// port in a stored property: one created inline is released at once.
@MainActor
public final class ChildContainer<Slot: Hashable & Sendable, Port: ContainmentPort> {
    private weak var port: Port?
    private let layout: ChildLayout<Slot>
    private let makeChild: @MainActor (Slot) -> Port.Child
    private var children: [Slot: Port.Child] = [:]
    private var appliedFrames: [Slot: CGRect] = [:]

    /// The shown slots, in the order their children were added (back to front).
    public private(set) var shownSlots: [Slot] = []

    /// Creates a container that adds children to `port`.
    ///
    /// - Parameters:
    ///   - port: The parent's containment calls; held weakly.
    ///   - layout: Places the shown children; ``ChildLayout/fill`` by default.
    ///   - makeChild: Creates the child for a slot the first time it is needed.
    public init(
        port: Port,
        layout: ChildLayout<Slot> = .fill,
        makeChild: @escaping @MainActor (Slot) -> Port.Child
    ) {
        self.port = port
        self.layout = layout
        self.makeChild = makeChild
    }

    /// The child for `slot`, created now if it does not exist yet. Creating it does not show it.
    ///
    /// Use it to configure a child before showing it.
    public func child(for slot: Slot) -> Port.Child {
        if let child = children[slot] { return child }
        let child = makeChild(slot)
        children[slot] = child
        return child
    }

    /// Shows exactly `slots`: removes the children of other slots, adds the missing ones in
    /// the given order, and updates frames that changed.
    ///
    /// A slot that is already shown stays where it is, without any containment call.
    /// Duplicate slots count once.
    ///
    /// - Parameter slots: The slots to show, back to front.
    /// - Complexity: O(n) in the number of slots, plus the layout's cost.
    public func show(_ slots: [Slot]) {
        guard let port else { return }
        var seen = Set<Slot>()
        let wanted = slots.filter { seen.insert($0).inserted }

        for slot in shownSlots where !seen.contains(slot) {
            guard let child = children[slot] else { continue }
            port.willMoveFromParent(child)
            port.removeView(of: child)
            port.removeFromParent(child)
            appliedFrames[slot] = nil
        }
        let alreadyShown = Set(shownSlots)
        let kept = shownSlots.filter { seen.contains($0) }
        let added = wanted.filter { !alreadyShown.contains($0) }
        shownSlots = kept + added

        let frames = layout.frames(in: port.containerBounds, shown: shownSlots)
        for slot in kept {
            applyFrame(frames[slot], to: slot, port: port)
        }
        for slot in added {
            let child = child(for: slot)
            port.addChild(child)
            port.addView(of: child)
            applyFrame(frames[slot], to: slot, port: port)
            port.didMoveToParent(child)
        }
    }

    /// Shows the child of `slot` alone, removing any other: the one-of-many case
    /// (loading, error, content, empty).
    public func show(_ slot: Slot) {
        show([slot])
    }

    /// Removes every shown child. Children stay cached for the next ``show(_:)-(Slot)``.
    public func removeAll() {
        show([])
    }

    /// Re-applies the layout to the shown children, setting only frames that changed.
    ///
    /// Call it from `viewDidLayoutSubviews`.
    public func layoutChildren() {
        guard let port else { return }
        let frames = layout.frames(in: port.containerBounds, shown: shownSlots)
        for slot in shownSlots {
            applyFrame(frames[slot], to: slot, port: port)
        }
    }

    private func applyFrame(_ frame: CGRect?, to slot: Slot, port: Port) {
        guard let frame, let child = children[slot], appliedFrames[slot] != frame else { return }
        appliedFrames[slot] = frame
        port.setFrame(frame, of: child)
    }
}
