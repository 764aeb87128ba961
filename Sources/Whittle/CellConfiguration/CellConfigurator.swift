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
        add(CellRegistration<Cell>(
            itemTypeName: String(describing: itemType),
            reuseIdentifier: reuseIdentifier,
            cellType: nil,
            fill: { cell, item in
                guard let item = item as? Item else { return false }
                configure(cell, item)
                return true
            },
            accepts: { $0 is Item },
            acceptsCell: { _ in true }
        ), for: itemType)
    }

    /// Registers how to show items of type `itemType` in cells of class `cellType`: the
    /// closure gets the cell with its own type (no cast at the call site), and an adapter
    /// registers `cellType` with the list view under the reuse identifier.
    ///
    /// ```swift
    /// cells.register(Photo.self, cell: PhotoCell.self) { cell, photo in cell.show(photo) }
    /// ```
    ///
    /// - Parameters:
    ///   - itemType: The item type, a protocol or a superclass.
    ///   - cellType: The cell class, a subclass of `Cell`.
    ///   - reuseIdentifier: The identifier to dequeue the cell with; the class name by default.
    ///   - configure: Fills a dequeued cell from the item.
    public mutating func register<Item, RegisteredCell>(
        _ itemType: Item.Type, cell cellType: RegisteredCell.Type, reuseIdentifier: String? = nil,
        configure: @escaping @MainActor (RegisteredCell, Item) -> Void
    ) {
        add(CellRegistration<Cell>(
            itemTypeName: String(describing: itemType),
            reuseIdentifier: reuseIdentifier ?? String(describing: cellType),
            cellType: cellType,
            fill: { cell, item in
                guard let item = item as? Item, let cell = cell as? RegisteredCell else { return false }
                configure(cell, item)
                return true
            },
            accepts: { $0 is Item },
            acceptsCell: { $0 is RegisteredCell }
        ), for: itemType)
    }

    /// The cell classes of the typed registrations with their reuse identifiers, for an
    /// adapter to register with its list view.
    public var registeredCellTypes: [(reuseIdentifier: String, cellType: Any.Type)] {
        registrations.compactMap { registration in registration.cellType.map { (registration.reuseIdentifier, $0) } }
    }

    private mutating func add<Item>(_ registration: CellRegistration<Cell>, for itemType: Item.Type) {
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
    /// - Throws: ``CellConfiguratorError/unregisteredItemType(_:)`` when no registration serves
    ///   it, ``CellConfiguratorError/cellTypeMismatch(itemType:expected:actual:)`` when a typed
    ///   registration gets a cell of another class (a reuse identifier registered twice).
    public func configure(_ cell: Cell, with item: Any) throws(CellConfiguratorError) {
        guard let registration = registration(for: item) else {
            throw .unregisteredItemType(String(describing: type(of: item)))
        }
        guard registration.acceptsCell(cell) else {
            throw .cellTypeMismatch(
                itemType: registration.itemTypeName, expected: registration.cellType.map { String(describing: $0) } ?? "",
                actual: String(describing: type(of: cell)))
        }
        guard registration.configure(cell, with: item) else {
            throw .unregisteredItemType(String(describing: type(of: item)))
        }
    }

    /// The item type names with a registration, in registration order.
    public var registeredItemTypes: [String] { registrations.map(\.itemTypeName) }
}
