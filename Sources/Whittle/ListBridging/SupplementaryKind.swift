/// The supplementary views a list bridge serves from a data source: a section's header and
/// footer.
///
/// The UIKit adapter maps `UICollectionView.elementKindSectionHeader` and `…Footer` to these
/// cases; a layout's other kinds are answered with a placeholder.
public enum SupplementaryKind: String, Sendable, Hashable, CaseIterable {
    /// The view above a section.
    case header
    /// The view below a section.
    case footer
}
