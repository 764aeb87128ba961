/// Maps an item to the reuse identifier of its cell and fills the cell from the item — the
/// cell-configuration role kept out of both the view controller and the data source.
///
/// Register one closure per item type; the configurator picks it by the item's runtime
/// type, so one list (for example a ``ComposedDataSource``) can mix photos, ads and
/// headers. `Cell` is generic so that the UIKit adapter uses `UITableViewCell` or
/// `UICollectionViewCell` and a test uses any class of its own; nothing here needs UIKit.
///
/// ```swift
/// var cells = CellConfigurator<UITableViewCell>()
/// cells.register(Photo.self, reuseIdentifier: "photo") { cell, photo in
///     cell.textLabel?.text = photo.title
/// }
/// ```
///
/// Matching: a registration for exactly the item's type wins; otherwise the first
/// registration (in registration order) whose type the item can be cast to, which lets a
/// registration for a protocol or a superclass serve many types.
@MainActor
public struct CellConfigurator<Cell> {
    private var registrations: [CellRegistration<Cell>] = []
    private var exactMatches: [ObjectIdentifier: Int] = [:]

    /// Creates a configurator with no registrations.
    public init() {}

    /// Registers how to show items of type `itemType`.
    ///
    /// Registering the same type again replaces the earlier registration.
    ///
    /// - Parameters:
    ///   - itemType: The item type, a protocol or a superclass.
    ///   - reuseIdentifier: The identifier to dequeue the cell with.
    ///   - configure: Fills a dequeued cell from the item.
    public mutating func register<Item>(
        _ itemType: Item.Type, reuseIdentifier: String,
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
        let registration = CellRegistration<Cell>(
            itemTypeName: String(describing: itemType),
            reuseIdentifier: reuseIdentifier,
            fill: { cell, item in
                guard let item = item as? Item else { return false }
                configure(cell, item)
                return true
            },
            accepts: { $0 is Item }
        )
        let key = ObjectIdentifier(itemType)
        if let existing = exactMatches[key] {
            registrations[existing] = registration
        } else {
            exactMatches[key] = registrations.count
            registrations.append(registration)
        }
    }

    /// The registration that serves `item`, or `nil` when none does.
    ///
    /// - Complexity: O(1) for an exact type match; O(*r*) over the *r* registrations otherwise.
    public func registration(for item: Any) -> CellRegistration<Cell>? {
        if let index = exactMatches[ObjectIdentifier(type(of: item))] {
            return registrations[index]
        }
        return registrations.first { $0.accepts(item) }
    }

    /// The reuse identifier for `item`.
    ///
    /// - Throws: ``CellConfiguratorError/unregisteredItemType(_:)`` when no registration serves it.
    public func reuseIdentifier(for item: Any) throws(CellConfiguratorError) -> String {
        guard let registration = registration(for: item) else {
            throw .unregisteredItemType(String(describing: type(of: item)))
        }
        return registration.reuseIdentifier
    }

    /// Fills `cell` from `item`.
    ///
    /// - Throws: ``CellConfiguratorError/unregisteredItemType(_:)`` when no registration serves it.
    public func configure(_ cell: Cell, with item: Any) throws(CellConfiguratorError) {
        guard let registration = registration(for: item), registration.configure(cell, with: item) else {
            throw .unregisteredItemType(String(describing: type(of: item)))
        }
    }

    /// The item type names with a registration, in registration order.
    public var registeredItemTypes: [String] { registrations.map(\.itemTypeName) }
}
