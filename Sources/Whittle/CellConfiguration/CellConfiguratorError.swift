/// Why a ``CellConfigurator`` could not serve an item.
public enum CellConfiguratorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No registration accepts items of this type.
    case unregisteredItemType(String)

    public var description: String {
        switch self {
        case let .unregisteredItemType(name):
            "no cell is registered for items of type \(name); call register(\(name).self, reuseIdentifier:configure:) first"
        }
    }
}
