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

    /// The same refusal as a data source's edit error, for `EditableDataSource`.
    var dataSourceError: DataSourceError { .unsupportedEdit(description) }
}

extension QueryDataSource where Record: TableRecord, Record.ID: DatabaseValueConvertible {
    /// Deletes the record at `path`: the list view shows the deletion at once, and this
    /// returns once the database has it.
    ///
    /// - Throws: ``QueryDataSourceError/noItem(at:)`` or the database error — after which the
    ///   data source shows the database's rows again.
    public func delete(at path: ItemPath) async throws {
        try await startDelete(at: path).value
    }

    /// Moves the record at `source` to `destination`: the list view shows the move at once
    /// (a drag shows it already), and this returns once the database has the new order (and,
    /// across sections, the new section value).
    ///
    /// A section the move emptied stays until the database's result arrives, which deletes it.
    ///
    /// - Throws: ``QueryDataSourceError`` for a bad path or a missing position column, or the
    ///   database error — after which the data source shows the database's order again.
    public func move(from source: ItemPath, to destination: ItemPath) async throws {
        try await startMove(from: source, to: destination).value
    }

    private func startDelete(at path: ItemPath) throws(QueryDataSourceError) -> Task<Void, any Error> {
        guard let record = item(at: path) else { throw .noItem(at: path) }
        var newSections = shown
        var stage = ListChanges.Stage()
        newSections[path.section].records.remove(at: path.item)
        if newSections[path.section].records.isEmpty {
            newSections.remove(at: path.section)
            stage.sectionDeletes = [path.section]
        } else {
            stage.itemDeletes = [path]
        }
        let id = record.id
        return applyLocalEdit(newSections, changes: ListChanges(stages: [stage])) { db in
            _ = try Record.deleteOne(db, id: id)
        }
    }

    private func startMove(from source: ItemPath, to destination: ItemPath) throws(QueryDataSourceError) -> Task<Void, any Error> {
        guard let positionColumn else { throw .noPositionColumn }
        guard let record = item(at: source) else { throw .noItem(at: source) }
        var newSections = shown
        newSections[source.section].records.remove(at: source.item)
        guard newSections.indices.contains(destination.section),
            (0...newSections[destination.section].records.count).contains(destination.item)
        else { throw .invalidDestination(destination) }
        newSections[destination.section].records.insert(record, at: destination.item)
        var stage = ListChanges.Stage()
        if source != destination { stage.itemMoves = [.init(from: source, to: destination)] }

        let touched = Set([source.section, destination.section]).sorted()
        let orders = touched.map { index in (key: newSections[index].id, ids: newSections[index].records.map(\.id)) }
        let sectionColumn = self.sectionColumn
        return applyLocalEdit(newSections, changes: ListChanges(stages: [stage])) { db in
            for order in orders {
                for (position, id) in order.ids.enumerated() {
                    var assignments = [positionColumn.set(to: position)]
                    if let sectionColumn { assignments.append(sectionColumn.set(to: order.key)) }
                    _ = try Record.filter(id: id).updateAll(db, assignments)
                }
            }
        }
    }

    /// Runs an edit's write to its end, telling ``editFailureHandler`` if it fails.
    private func finish(_ edit: Task<Void, any Error>) {
        Task {
            do {
                try await edit.value
            } catch {
                editFailureHandler?(error)
            }
        }
    }
}

/// A list view edits the database through the data source: the swipe or drag shows at once and
/// the write follows; a failed write restores the database's rows and reaches
/// ``QueryDataSource/editFailureHandler``.
extension QueryDataSource: EditableDataSource where Record: TableRecord, Record.ID: DatabaseValueConvertible {
    /// Whether `path` names a record.
    public func canDeleteItem(at path: ItemPath) -> Bool {
        item(at: path) != nil
    }

    /// Whether `path` names a record and the data source has a position column to write.
    public func canMoveItem(at path: ItemPath) -> Bool {
        positionColumn != nil && item(at: path) != nil
    }

    /// Removes the record at `path` from the list at once and deletes it from the database.
    public func deleteItem(at path: ItemPath) throws(DataSourceError) {
        do {
            finish(try startDelete(at: path))
        } catch {
            throw error.dataSourceError
        }
    }

    /// Moves the record at once and writes the new order to the database.
    ///
    /// - Returns: Nothing further for a list view that shows the drag: a section the drag
    ///   emptied is deleted when the database's result arrives, like any change.
    @discardableResult
    public func moveItem(from source: ItemPath, to destination: ItemPath) throws(DataSourceError) -> ListChanges {
        do {
            finish(try startMove(from: source, to: destination))
        } catch {
            throw error.dataSourceError
        }
        return ListChanges()
    }
}
