import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Rect slicing: the arithmetic a layout value is written in.
///
/// Each operation takes a working rect and returns new rects, never mutating shared state, so a
/// whole layout is a chain of pure calls that a test can check frame by frame. Distances that
/// do not fit are clamped so a slice never has a negative size and never leaves its rect; a
/// NaN distance counts as zero. Rects with a negative size are standardized first.
extension CGRect {
    /// Cuts a slice of `distance` off `edge` and returns it with what remains.
    ///
    /// The `CGRectDivide` of a layout value, with edges named by reading direction.
    ///
    /// - Parameters:
    ///   - distance: The slice's extent along the cut axis; clamped to `0...width` or `0...height`.
    ///   - edge: The edge the slice is taken from.
    ///   - spacing: A gap left between the slice and the remainder, taken from the remainder.
    ///   - direction: Resolves `.leading` and `.trailing`.
    /// - Returns: The slice next to `edge` and the remainder on the other side.
    /// - Complexity: O(1).
    public func divided(
        atDistance distance: CGFloat,
        from edge: LayoutEdge,
        spacing: CGFloat = 0,
        in direction: LayoutDirection = .leftToRight
    ) -> (slice: CGRect, remainder: CGRect) {
        let rect = standardized
        switch edge.resolved(in: direction) {
        case .top:
            let sliceHeight = Self.clamp(distance, to: rect.height)
            let gap = Self.clamp(spacing, to: rect.height - sliceHeight)
            return (
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: sliceHeight),
                CGRect(x: rect.minX, y: rect.minY + sliceHeight + gap, width: rect.width, height: rect.height - sliceHeight - gap)
            )
        case .bottom:
            let sliceHeight = Self.clamp(distance, to: rect.height)
            let gap = Self.clamp(spacing, to: rect.height - sliceHeight)
            return (
                CGRect(x: rect.minX, y: rect.maxY - sliceHeight, width: rect.width, height: sliceHeight),
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - sliceHeight - gap)
            )
        case .left:
            let sliceWidth = Self.clamp(distance, to: rect.width)
            let gap = Self.clamp(spacing, to: rect.width - sliceWidth)
            return (
                CGRect(x: rect.minX, y: rect.minY, width: sliceWidth, height: rect.height),
                CGRect(x: rect.minX + sliceWidth + gap, y: rect.minY, width: rect.width - sliceWidth - gap, height: rect.height)
            )
        default:
            let sliceWidth = Self.clamp(distance, to: rect.width)
            let gap = Self.clamp(spacing, to: rect.width - sliceWidth)
            return (
                CGRect(x: rect.maxX - sliceWidth, y: rect.minY, width: sliceWidth, height: rect.height),
                CGRect(x: rect.minX, y: rect.minY, width: rect.width - sliceWidth - gap, height: rect.height)
            )
        }
    }

    /// Drops `distance` from `edge` and returns what remains.
    ///
    /// - Parameters:
    ///   - distance: How much to remove; clamped to the rect's extent.
    ///   - edge: The edge to remove it from.
    ///   - direction: Resolves `.leading` and `.trailing`.
    /// - Returns: The rect without the trimmed strip.
    /// - Complexity: O(1).
    public func trimmed(
        by distance: CGFloat,
        from edge: LayoutEdge,
        in direction: LayoutDirection = .leftToRight
    ) -> CGRect {
        divided(atDistance: distance, from: edge, in: direction).remainder
    }

    /// Shrinks the rect by `insets`, mirroring leading and trailing in a right-to-left layout.
    ///
    /// Insets larger than the rect leave an empty rect at the clamped position instead of a
    /// negative size.
    ///
    /// - Parameters:
    ///   - insets: Space to keep free inside each edge.
    ///   - direction: Resolves the leading and trailing insets to left and right.
    /// - Returns: The inset rect.
    /// - Complexity: O(1).
    public func inset(by insets: LayoutInsets, in direction: LayoutDirection = .leftToRight) -> CGRect {
        self
            .trimmed(by: insets.top, from: .top)
            .trimmed(by: insets.bottom, from: .bottom)
            .trimmed(by: insets.leading, from: .leading, in: direction)
            .trimmed(by: insets.trailing, from: .trailing, in: direction)
    }

    /// Splits the rect into `count` equal parts with `spacing` between neighbours.
    ///
    /// Horizontal parts are ordered from the leading edge, so the first part is on the right in
    /// a right-to-left layout. Spacing that does not fit shrinks to leave zero-sized parts.
    ///
    /// - Parameters:
    ///   - count: How many parts; zero or fewer gives an empty array.
    ///   - axis: Side by side (`.horizontal`) or stacked (`.vertical`).
    ///   - spacing: The gap between two neighbouring parts.
    ///   - direction: Decides which side the first horizontal part sits on.
    /// - Returns: The parts in reading order.
    /// - Complexity: O(`count`).
    public func split(
        into count: Int,
        along axis: LayoutAxis,
        spacing: CGFloat = 0,
        in direction: LayoutDirection = .leftToRight
    ) -> [CGRect] {
        guard count > 0 else { return [] }
        let rect = standardized
        let extent = axis == .horizontal ? rect.width : rect.height
        let gaps = CGFloat(count - 1)
        let gap = gaps > 0 ? Self.clamp(spacing, to: extent / gaps) : 0
        let partExtent = (extent - gap * gaps) / CGFloat(count)
        return (0..<count).map { index in
            let offset = CGFloat(index) * (partExtent + gap)
            switch axis {
            case .vertical:
                return CGRect(x: rect.minX, y: rect.minY + offset, width: rect.width, height: partExtent)
            case .horizontal:
                let x = direction == .leftToRight ? rect.minX + offset : rect.maxX - offset - partExtent
                return CGRect(x: x, y: rect.minY, width: partExtent, height: rect.height)
            }
        }
    }

    /// The largest rect of `size`'s aspect ratio that fits inside this one, centred.
    ///
    /// Use it for images and videos that must not be cropped or stretched.
    ///
    /// - Parameter size: The content size whose aspect ratio to keep; an empty size gives a
    ///   zero-sized rect at the centre.
    /// - Returns: The fitted rect.
    /// - Complexity: O(1).
    public func fitting(_ size: CGSize) -> CGRect {
        let rect = standardized
        guard size.width > 0, size.height > 0 else { return rect.centering(.zero) }
        let scale = Swift.min(rect.width / size.width, rect.height / size.height)
        return rect.centering(CGSize(width: size.width * scale, height: size.height * scale))
    }

    /// A rect of `size` centred in this one.
    ///
    /// A size larger than the rect overhangs equally on both sides, as a centred label would.
    ///
    /// - Parameter size: The size of the centred rect.
    /// - Returns: The centred rect.
    /// - Complexity: O(1).
    public func centering(_ size: CGSize) -> CGRect {
        let rect = standardized
        let x: CGFloat = rect.midX - size.width / 2
        let y: CGFloat = rect.midY - size.height / 2
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }

    // NaN counts as zero so a bad constant collapses a slice instead of poisoning every frame.
    private static func clamp(_ value: CGFloat, to limit: CGFloat) -> CGFloat {
        guard !value.isNaN, !limit.isNaN else { return 0 }
        return Swift.min(Swift.max(value, 0), Swift.max(limit, 0))
    }
}
