extension CellConfigurator {
    /// What to dequeue for `path` of `dataSource`: the registered cell for its item, or the
    /// placeholder when the path has no item or no registration serves it.
    ///
    /// - Parameters:
    ///   - path: The position the list view asks for.
    ///   - dataSource: The data source the list view shows.
    /// - Complexity: O(1) for an exact type match; see ``registration(for:)``.
    public func dequeuePlan<Source: DataSource>(for path: ItemPath, in dataSource: Source) -> DequeuePlan<Source.Item> {
        guard let item = dataSource.item(at: path) else {
            return .placeholder(reuseIdentifier: ListPlaceholder.cellReuseIdentifier, reason: .missingItem(path))
        }
        guard let registration = registration(for: item) else {
            return .placeholder(
                reuseIdentifier: ListPlaceholder.cellReuseIdentifier,
                reason: .unregisteredItemType(String(describing: type(of: item))))
        }
        return .content(item, reuseIdentifier: registration.reuseIdentifier)
    }
}
