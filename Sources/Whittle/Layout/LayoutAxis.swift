/// The direction along which a rectangle is split into equal parts.
public enum LayoutAxis: Sendable, Hashable, CaseIterable {
    /// Side by side, ordered from the leading edge to the trailing edge.
    case horizontal
    /// Stacked, ordered from the top edge to the bottom edge.
    case vertical
}
