/// Why a bridge dequeues a placeholder instead of a registered view.
public enum PlaceholderReason: Sendable, Hashable, CustomStringConvertible {
    /// The list view asked for a path the data source does not have (it changed since the
    /// last count, which is a bug in how changes were applied).
    case missingItem(ItemPath)
    /// No registration serves the item's type.
    case unregisteredItemType(String)
    /// No view is registered for this kind of supplementary view.
    case unregisteredSupplementary(SupplementaryKind)
    /// The list's layout asked for a supplementary kind Whittle does not know.
    case unknownSupplementaryKind(String)

    public var description: String {
        switch self {
        case .missingItem(let path):
            "the data source has no item at \(path); apply its changes in the same turn they are reported"
        case .unregisteredItemType(let name):
            "no cell is registered for items of type \(name); register(\(name).self, reuseIdentifier:configure:) first"
        case .unregisteredSupplementary(let kind):
            "no \(kind) view is registered; register one for .\(kind) first"
        case .unknownSupplementaryKind(let kind):
            "the layout asked for a supplementary view of kind \"\(kind)\", which nothing provides"
        }
    }
}
