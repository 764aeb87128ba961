import Foundation
import GRDB
import Testing
import WhittleGRDB

/// Requests the data source cannot patch say why, refetch on every change and stay correct;
/// collations it can see are honoured by patches.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct QueryRefetchTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let request: QueryInterfaceRequest<TaskRecord>
        let sectionColumn: String?
        let reason: QueryRefetchReason
        var description: String { name }
    }

    nonisolated static let unpatchable: [Case] = [
        Case(name: "limit", request: TaskRecord.order(Column("list")).limit(10), sectionColumn: nil, reason: .limit),
        Case(
            name: "subquery", request: TaskRecord.filter(sql: "id IN (SELECT id FROM task WHERE position > 0)"),
            sectionColumn: nil, reason: .joinOrSubquery),
        Case(name: "distinct", request: TaskRecord.all().distinct(), sectionColumn: nil, reason: .aggregateOrDistinct),
        Case(
            name: "computed column",
            request: TaskRecord.select(Column("id"), Column("list"), Column("title"), (Column("position") * 2).forKey("position")),
            sectionColumn: nil, reason: .computedColumns),
        Case(name: "expression ordering", request: TaskRecord.order(length(Column("title"))), sectionColumn: nil, reason: .unsupportedOrdering),
        Case(
            name: "section not ordered first", request: TaskRecord.order(Column("position"), Column("list")),
            sectionColumn: "list", reason: .sectionsNotOrderedFirst),
        Case(name: "nulls last", request: TaskRecord.order(Column("title").ascNullsLast), sectionColumn: nil, reason: .unsupportedOrdering),
    ]

    @Test(arguments: unpatchable)
    func unpatchableRequestsRefetchAndSayWhy(_ testCase: Case) async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try await database.insert((1...6).map { TaskRecord(id: $0, list: $0 % 2 == 0 ? "a" : "b", title: "t\($0)", position: Int($0)) })
        let source = try await QueryDataSource(
            database: database.writer, request: testCase.request, sectionColumn: testCase.sectionColumn.map { Column($0) })
        #expect(source.fullRefetchReason == testCase.reason)

        try await database.writer.write { db in
            try db.execute(sql: "UPDATE task SET title = 'changed', position = 0 WHERE id = 3")
            try db.execute(sql: "DELETE FROM task WHERE id = 4")
        }
        await source.waitForCommittedChanges()
        let fetched = try await database.writer.read { db in try testCase.request.fetchAll(db) }
        // With sections, records group under their list in order of the list's first record.
        let lists = testCase.sectionColumn == nil ? [""] : fetched.map(\.list).reduce(into: [String]()) { lists, list in
            if !lists.contains(list) { lists.append(list) }
        }
        let expected = lists.flatMap { list in fetched.filter { testCase.sectionColumn == nil || $0.list == list } }
        #expect(source.sections.flatMap(\.items) == expected)
        #expect(source.statistics.patches == 0)
        #expect(source.statistics.refetchReasons[testCase.reason] == 1)
    }

    /// A column declared `COLLATE NOCASE` orders case-insensitively without saying so in the
    /// request; the data source reads the declaration and patches in that order.
    @Test func declaredCollationIsHonoured() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-grdb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pool = try DatabasePool(path: folder.appendingPathComponent("tasks.sqlite").path)
        try await pool.write { db in
            try db.execute(sql: """
                CREATE TABLE task (id INTEGER PRIMARY KEY, list TEXT NOT NULL, title TEXT NOT NULL COLLATE NOCASE, position INTEGER NOT NULL)
                """)
            for (id, title) in ["b", "C", "a", "D"].enumerated() {
                try TaskRecord(id: Int64(id + 1), list: "l", title: title, position: 0).insert(db)
            }
        }
        let request = TaskRecord.order(Column("title"))
        let source = try await QueryDataSource(database: pool, request: request)
        #expect(source.fullRefetchReason == nil)
        let stream = ChangeStream(source)

        try await pool.write { db in
            try TaskRecord(id: 9, list: "l", title: "B", position: 0).insert(db)
            try db.execute(sql: "UPDATE task SET title = 'c' WHERE id = 3")
        }
        _ = await stream.next()
        await source.waitForCommittedChanges()
        let expected = try await pool.read { db in try TaskRecord.order(Column("title"), Column("id")).fetchAll(db) }
        #expect(source.sections.flatMap(\.items).map(\.title) == expected.map(\.title))
        #expect(source.statistics.patches >= 1 && source.statistics.refetches == 0)
    }

    /// A collation Whittle cannot reproduce makes the request unpatchable instead of wrong.
    @Test func customCollationRefetches() async throws {
        // A queue: a pool's readers would need the collation too.
        let database = try TestDatabase(.queue)
        defer { database.remove() }
        let reversed = DatabaseCollation("reversed") { lhs, rhs in
            lhs == rhs ? .orderedSame : (lhs < rhs ? .orderedDescending : .orderedAscending)
        }
        try await database.writer.writeWithoutTransaction { db in db.add(collation: reversed) }
        try await database.insert((1...4).map { TaskRecord(id: $0, list: "l", title: "t\($0)", position: 0) })
        let request = TaskRecord.order(Column("title").collating(reversed))
        let source = try await QueryDataSource(database: database.writer, request: request)
        #expect(source.fullRefetchReason == .unsupportedOrdering)
        #expect(source.sections.flatMap(\.items).map(\.title) == ["t4", "t3", "t2", "t1"])
    }
}
