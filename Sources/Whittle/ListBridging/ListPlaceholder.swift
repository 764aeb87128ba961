/// The reuse identifiers under which a bridge registers its empty placeholder views.
///
/// A bridge registers the list view's plain cell class under ``cellReuseIdentifier`` when it
/// connects, and the plain reusable-view class under ``supplementaryReuseIdentifier(forKind:)``
/// right before it dequeues a supplementary placeholder (a layout may ask for kinds nobody
/// foresaw), so a ``DequeuePlan/placeholder(reuseIdentifier:reason:)`` can always be dequeued.
public enum ListPlaceholder {
    /// The identifier of the placeholder cell.
    public static let cellReuseIdentifier = "Whittle.placeholder.cell"

    /// The identifier of the placeholder supplementary view for the layout's element kind
    /// `rawKind` (such as `UICollectionView.elementKindSectionHeader`).
    public static func supplementaryReuseIdentifier(forKind rawKind: String) -> String {
        "Whittle.placeholder.supplementary.\(rawKind)"
    }
}
