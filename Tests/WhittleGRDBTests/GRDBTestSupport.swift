import Foundation
import GRDB
import Testing
import WhittleGRDB
import WhittleTesting

struct TaskRecord: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable {
    static let databaseTableName = "task"
    var id: Int64
    var list: String
    var title: String
    var position: Int
}

extension TaskRecord {
    /// Two home tasks and one work task, in list and position order.
    static let seed = [
        TaskRecord(id: 1, list: "home", title: "Water plants", position: 0),
        TaskRecord(id: 2, list: "home", title: "Cook", position: 1),
        TaskRecord(id: 3, list: "work", title: "Review", position: 0),
    ]
}

/// A SQLite file in a fresh temporary folder, with the task table.
struct TestDatabase {
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case pool, queue
        var description: String { rawValue }
    }

    let folder: URL
    let path: String
    let writer: any DatabaseWriter

    init(_ kind: Kind = .pool) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-grdb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("tasks.sqlite").path
        writer = switch kind {
        case .pool: try DatabasePool(path: path)
        case .queue: try DatabaseQueue(path: path)
        }
        try writer.write { db in
            try db.create(table: "task") { table in
                table.primaryKey("id", .integer)
                table.column("list", .text).notNull()
                table.column("title", .text).notNull()
                table.column("position", .integer).notNull()
            }
        }
    }

    func insert(_ records: [TaskRecord]) async throws {
        try await writer.write { db in
            for record in records { try record.insert(db) }
        }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    static let orderedRequest = TaskRecord.order(Column("list"), Column("position"))
}

/// Delivers a data source's changes one by one to an awaiting test, after applying each to a
/// strict list view that records an issue wherever UIKit's batch-update check would fail.
@MainActor
final class ChangeStream {
    private var buffered: [ListChanges] = []
    private var waiter: CheckedContinuation<ListChanges, Never>?
    private var token: DataSourceObservation?
    private(set) var listView: StrictListView

    init<Source: DataSource>(_ dataSource: Source) {
        listView = StrictListView(dataSource)
        token = dataSource.observe { [weak self, weak dataSource] changes in
            guard let self, let dataSource else { return }
            self.apply(changes, from: dataSource)
        }
    }

    /// The changes a list view edited through `editor` receives: not the echo of its drags.
    init<Source: EditableDataSource>(editing editor: ListEditor<Source>) {
        listView = StrictListView(editor.source)
        token = editor.observe { [weak self, weak editor] changes in
            guard let self, let editor else { return }
            self.apply(changes, from: editor.source)
        }
    }

    /// What a table view does when the user drops a row: it moves the row itself, tells the
    /// editor, and applies what the editor returns once the drag is over.
    func userDrags<Source: EditableDataSource>(
        from source: ItemPath, to destination: ItemPath, in editor: ListEditor<Source>
    ) throws {
        try listView.userMovedRow(from: source, to: destination)
        let rest = try editor.commitUserMove(from: source, to: destination)
        if !rest.isEmpty { apply(rest, from: editor.source) }
    }

    private func apply<Source: DataSource>(_ changes: ListChanges, from dataSource: Source) {
        do {
            try listView.apply(changes, from: dataSource)
        } catch {
            Issue.record("changes a list view would reject: \(error)")
        }
        receive(changes)
    }

    var pending: Int { buffered.count }

    private func receive(_ changes: ListChanges) {
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: changes)
        } else {
            buffered.append(changes)
        }
    }

    /// The next changes, waiting for them if none arrived yet.
    func next() async -> ListChanges {
        if !buffered.isEmpty { return buffered.removeFirst() }
        return await withCheckedContinuation { waiter = $0 }
    }
}
