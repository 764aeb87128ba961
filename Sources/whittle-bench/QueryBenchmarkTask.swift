import GRDB

/// The benchmark's row: a task in one of 20 lists, ordered by position.
struct QueryBenchmarkTask: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable {
    static let databaseTableName = "task"
    var id: Int64
    var list: String
    var title: String
    var position: Int

    /// Creates the table and its index and fills it with `rows` tasks, in one transaction.
    static func create(in writer: some DatabaseWriter, rows: Int) async throws {
        try await writer.write { db in
            try db.create(table: "task") { table in
                table.primaryKey("id", .integer)
                table.column("list", .text).notNull()
                table.column("title", .text).notNull()
                table.column("position", .integer).notNull()
            }
            try db.create(index: "task_list_position", on: "task", columns: ["list", "position"])
            let insert = try db.makeStatement(sql: "INSERT INTO task (id, list, title, position) VALUES (?, ?, ?, ?)")
            for index in 0..<rows {
                let list = "list-\(index % 20 < 10 ? "0" : "")\(index % 20)"
                try insert.execute(arguments: [Int64(index + 1), list, "Task \(index + 1)", index / 20])
            }
        }
    }
}
