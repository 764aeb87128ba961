import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a ``ChildContainer`` places its shown children: a pure function from the container's
/// bounds and the shown slots to a frame per slot.
///
/// A slot the function gives no frame keeps the container's bounds.
public struct ChildLayout<Slot: Hashable & Sendable>: Sendable {
    private let framesOf: @Sendable (CGRect, [Slot]) -> [Slot: CGRect]

    /// Creates a layout from a frame function.
    ///
    /// - Parameter frames: Returns the frame of each shown slot for the given bounds. It must be
    ///   pure, because the container calls it on every layout pass.
    public init(_ frames: @escaping @Sendable (_ bounds: CGRect, _ shown: [Slot]) -> [Slot: CGRect]) {
        framesOf = frames
    }

    /// Every shown child fills the container: the layout for one-of-many children such as
    /// loading, error and content.
    public static var fill: ChildLayout {
        ChildLayout { bounds, shown in
            Dictionary(shown.map { ($0, bounds) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The frame of each shown slot in `bounds`.
    ///
    /// - Complexity: That of the frame function; O(n) for the built-in layouts.
    public func frames(in bounds: CGRect, shown: [Slot]) -> [Slot: CGRect] {
        var frames = framesOf(bounds, shown)
        for slot in shown where frames[slot] == nil {
            frames[slot] = bounds
        }
        return frames
    }
}
