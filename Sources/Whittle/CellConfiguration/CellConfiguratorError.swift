/// Why a ``CellConfigurator`` could not serve an item.
public enum CellConfiguratorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No registration accepts items of this type.
    case unregisteredItemType(String)
    /// A typed registration got a dequeued cell of another class.
    case cellTypeMismatch(itemType: String, expected: String, actual: String)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case let .unregisteredItemType(name):
            "no cell is registered for items of type \(name); call register(\(name).self, reuseIdentifier:configure:) first"
        case let .cellTypeMismatch(itemType, expected, actual):
            "items of type \(itemType) are registered with cells of class \(expected), but the list view dequeued a \(actual); "
                + "register \(expected) with the list view under the same reuse identifier (the bridges do it for you)"
        }
    }
}
