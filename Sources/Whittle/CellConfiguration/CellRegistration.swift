/// One entry of a ``CellConfigurator``: the reuse identifier and the configure closure for
/// one item type.
@MainActor
public struct CellRegistration<Cell> {
    /// The registered item type, for messages.
    public let itemTypeName: String
    /// The identifier to dequeue the cell with.
    public let reuseIdentifier: String
    /// The cell class a typed registration dequeues and fills, which an adapter registers
    /// with the list view; `nil` when the registration takes any `Cell`.
    public let cellType: Any.Type?
    let fill: @MainActor (Cell, Any) -> Bool
    // A cast is the only way to ask "is this an Item?" for a protocol or a superclass.
    let accepts: @MainActor (Any) -> Bool
    // Whether a dequeued cell is of `cellType` (always, without one).
    let acceptsCell: @MainActor (Cell) -> Bool

    /// Fills `cell` from `item`.
    ///
    /// - Returns: `false` when `item` is not of the registered type.
    @discardableResult
    public func configure(_ cell: Cell, with item: Any) -> Bool {
        fill(cell, item)
    }
}
