import Whittle

/// The photo list's cell configuration, kept apart from the data source (seed 001): it
/// registers photos with a reuse identifier and fills any cell that can show a
/// ``PhotoCellContent``.
@MainActor
public enum PhotoCellConfiguration {
    /// The reuse identifier of photo cells.
    public static let reuseIdentifier = "PhotoCell"

    /// A configurator that fills cells of type `Cell` through `show`.
    ///
    /// - Parameters:
    ///   - logic: Formats each photo's content.
    ///   - show: Puts the content on a cell; returns nothing, must not fail.
    public static func configurator<Cell>(
        logic: PhotoListLogic, show: @escaping @MainActor (Cell, PhotoCellContent) -> Void
    ) -> CellConfigurator<Cell> {
        var configurator = CellConfigurator<Cell>()
        configurator.register(Photo.self, reuseIdentifier: reuseIdentifier) { [weak logic] cell, photo in
            guard let logic else { return }
            show(cell, logic.cellContent(for: photo))
        }
        return configurator
    }
}
