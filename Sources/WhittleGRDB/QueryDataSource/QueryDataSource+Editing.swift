import Foundation
import GRDB

/// Why an edit through a ``QueryDataSource`` was refused.
public enum QueryDataSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No record at this path.
    case noItem(at: ItemPath)
    /// Moving needs the column that orders records; pass `positionColumn:` when creating the data source.
    case noPositionColumn
    /// The destination is outside the list.
    case invalidDestination(ItemPath)

    public var description: String {
        switch self {
        case .noItem(let path): "There is no record at \(path)."
        case .noPositionColumn:
            "Moving needs a position column: create the QueryDataSource with positionColumn: Column(\"position\")."
        case .invalidDestination(let path): "\(path) is outside the list; move to an existing section and position."
        }
    }
}

extension QueryDataSource where Record: TableRecord, Record.ID: DatabaseValueConvertible {
    /// Deletes the record at `path` from the database.
    ///
    /// The observation then emits the delete, which the list view animates — call this from
    /// the table view's commit-editing callback and do not delete the row yourself.
    ///
    /// - Throws: ``QueryDataSourceError/noItem(at:)`` or the database error.
    public func delete(at path: ItemPath) async throws {
        guard let record = item(at: path) else { throw QueryDataSourceError.noItem(at: path) }
        let id = record.id
        _ = try await database.write { db in try Record.deleteOne(db, id: id) }
    }

    /// Moves the record at `source` to `destination` and writes the new order (and, across
    /// sections, the new section value) to the database.
    ///
    /// The data source takes the new order at once and does not emit it: the list view
    /// already moved the row when the user dragged it.
    ///
    /// - Throws: ``QueryDataSourceError`` for a bad path or a missing position column, or the
    ///   database error — after which the observation restores the database's order.
    public func moveItem(from source: ItemPath, to destination: ItemPath) async throws {
        guard let positionColumn else { throw QueryDataSourceError.noPositionColumn }
        guard let record = item(at: source) else { throw QueryDataSourceError.noItem(at: source) }
        var newSections = shown
        newSections[source.section].records.remove(at: source.item)
        guard newSections.indices.contains(destination.section),
            (0...newSections[destination.section].records.count).contains(destination.item)
        else { throw QueryDataSourceError.invalidDestination(destination) }
        newSections[destination.section].records.insert(record, at: destination.item)
        applyWithoutNotifying(newSections)

        let touched = Set([source.section, destination.section]).sorted()
        let orders = touched.map { index in (key: newSections[index].id, ids: newSections[index].records.map(\.id)) }
        let sectionColumn = self.sectionColumn
        try await performLocalEdit { db in
            for order in orders {
                for (position, id) in order.ids.enumerated() {
                    var assignments = [positionColumn.set(to: position)]
                    if let sectionColumn { assignments.append(sectionColumn.set(to: order.key)) }
                    _ = try Record.filter(id: id).updateAll(db, assignments)
                }
            }
        }
    }
}
