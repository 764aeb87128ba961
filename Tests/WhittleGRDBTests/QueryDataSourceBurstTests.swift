import GRDB
import Testing
import WhittleGRDB

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct QueryDataSourceBurstTests {
    /// Transactions committed while the data source cannot read yet arrive as one update.
    @Test func burstOfTransactionsIsCoalesced() async throws {
        let database = try TestDatabase(.queue)
        defer { database.remove() }
        try await database.insert((1...5).map { TaskRecord(id: $0, list: "l", title: "t\($0)", position: Int($0)) })
        let source = try await QueryDataSource(database: database.writer, request: TestDatabase.orderedRequest, sectionColumn: Column("list"))
        let stream = ChangeStream(source)

        // The queue is busy until all five have committed, so the data source reads once.
        try await database.writer.writeWithoutTransaction { db in
            for id in 1...5 {
                try db.inTransaction {
                    try db.execute(sql: "UPDATE task SET title = 'burst' WHERE id = ?", arguments: [id])
                    return .commit
                }
            }
        }
        let changes = await stream.next()
        await source.waitForCommittedChanges()
        #expect(changes.stages.flatMap(\.itemReconfigures).count == 5)
        #expect(stream.pending == 0)
        #expect(source.statistics.patches == 1)
        #expect(source.sections.flatMap(\.items).allSatisfy { $0.title == "burst" })
    }
}
