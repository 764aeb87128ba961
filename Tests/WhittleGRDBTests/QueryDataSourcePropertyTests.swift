import Foundation
import GRDB
import Testing
@testable import WhittleGRDB
import WhittleTesting

/// Random transactions against a real SQLite file: after each, the data source's sections
/// must equal a fresh fetch of the request, and the changes it emitted must pass
/// `StrictListView` and, replayed like a list view replays them, give the same records.
/// Most configurations store sections in tiny chunks, so that their few dozen rows split and
/// merge chunks all the time; one keeps the default capacity.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct QueryDataSourcePropertyTests {
    /// A request, how the test fetches the same result independently, and its sections.
    struct Configuration: CustomStringConvertible, Sendable {
        let name: String
        let kind: TestDatabase.Kind
        let request: QueryInterfaceRequest<TaskRecord>
        /// The request with its ties broken by id, as the data source breaks them by rowid.
        let expectedRequest: QueryInterfaceRequest<TaskRecord>
        let sectioned: Bool
        /// The most records a chunk of a section holds.
        let chunkCapacity: Int
        let share: Int
        var description: String { name }
    }

    nonisolated static let configurations: [Configuration] = [
        Configuration(
            name: "sections by list, pool", kind: .pool,
            request: TaskRecord.order(Column("list"), Column("position")),
            expectedRequest: TaskRecord.order(Column("list"), Column("position"), Column("id")),
            sectioned: true, chunkCapacity: 4, share: 35),
        Configuration(
            name: "filtered sections, descending, queue", kind: .queue,
            request: TaskRecord.filter(Column("position") < 30).order(Column("list").desc, Column("position").desc),
            expectedRequest: TaskRecord.filter(Column("position") < 30)
                .order(Column("list").desc, Column("position").desc, Column("id")),
            sectioned: true, chunkCapacity: 2, share: 25),
        Configuration(
            name: "one section by title nocase", kind: .pool,
            request: TaskRecord.order(Column("title").collating(.nocase), Column("position").desc),
            expectedRequest: TaskRecord.order(Column("title").collating(.nocase), Column("position").desc, Column("id")),
            sectioned: false, chunkCapacity: 8, share: 25),
        // Three terms: keys hold their first two values inline and the rest apart.
        Configuration(
            name: "sections by list, then title, then position", kind: .queue,
            request: TaskRecord.order(Column("list"), Column("title").collating(.nocase), Column("position").desc),
            expectedRequest: TaskRecord.order(
                Column("list"), Column("title").collating(.nocase), Column("position").desc, Column("id")),
            sectioned: true, chunkCapacity: 4, share: 15),
        Configuration(
            name: "sections, ties on list only", kind: .pool,
            request: TaskRecord.order(Column("list")),
            expectedRequest: TaskRecord.order(Column("list"), Column("id")),
            sectioned: true, chunkCapacity: 512, share: 15),
    ]

    @Test(arguments: configurations)
    func patchedSectionsEqualAFullRefetch(_ configuration: Configuration) async throws {
        let database = try TestDatabase(configuration.kind)
        defer { database.remove() }
        var random = SplitMix64(seed: UInt64(configuration.share) &* 7919)
        var nextID: Int64 = 1
        var seed: [TaskRecord] = []
        for _ in 0..<60 {
            seed.append(Self.randomRecord(id: nextID, using: &random))
            nextID += 1
        }
        try await database.insert(seed)
        let source = try await QueryDataSource(
            database: database.writer, request: configuration.request,
            sectionColumn: configuration.sectioned ? Column("list") : nil,
            sectionTitle: { String.fromDatabaseValue($0) ?? $0.description }, positionColumn: nil,
            chunkCapacity: configuration.chunkCapacity)
        #expect(source.fullRefetchReason == nil)
        let mirror = ChangeMirror(source)
        let other = try DatabaseQueue(path: database.path)

        let transactions = GRDBPropertyBudget.transactions(share: configuration.share)
        for step in 0..<transactions {
            let statements = Self.randomTransaction(nextID: &nextID, using: &random)
            let external = Int.random(in: 0..<10, using: &random) == 0
            let rollback = Int.random(in: 0..<25, using: &random) == 0
            let writer: any DatabaseWriter = external ? other : database.writer
            do {
                try await writer.write { db in
                    for statement in statements { try db.execute(literal: statement) }
                    if rollback { throw RollbackRequest() }
                }
            } catch is RollbackRequest {}
            if external { _ = try await source.checkForExternalChanges() }
            await source.waitForCommittedChanges()

            let expected = try await database.writer.read { db in try configuration.expectedRequest.fetchAll(db) }
            let expectedSections = Self.group(expected, sectioned: configuration.sectioned)
            let shown = source.sections.map { section in section.items }
            #expect(shown == expectedSections, "step \(step)")
            let expectedIDs = expectedSections.map { configuration.sectioned ? $0[0].list.databaseValue : DatabaseValue.null }
            #expect(source.sections.map(\.id) == expectedIDs, "step \(step)")
            #expect(mirror.records == shown, "step \(step): replayed changes differ")
            #expect(mirror.failures.isEmpty, "step \(step): \(mirror.failures)")
            if shown != expectedSections || mirror.records != shown || !mirror.failures.isEmpty { break }
        }
        // The run must have exercised patching, not only refetches.
        #expect(source.statistics.patches > transactions / 2)
        #expect(source.statistics.refetchReasons[.unspecifiedChange, default: 0] > 0)
        #expect(mirror.changeCount > 0)
    }

    struct RollbackRequest: Error {}

    static let lists = ["home", "Home", "work", "errands", "zz"]
    static let titles = ["apple", "Apple", "banana", "apple ", "Cherry", "cherry", "ápple", "date"]

    static func randomRecord(id: Int64, using random: inout SplitMix64) -> TaskRecord {
        TaskRecord(
            id: id, list: lists[Int.random(in: 0..<lists.count, using: &random)],
            title: titles[Int.random(in: 0..<titles.count, using: &random)],
            position: Int.random(in: 0..<40, using: &random))
    }

    /// One to four statements; now and then one that touches many rows.
    static func randomTransaction(nextID: inout Int64, using random: inout SplitMix64) -> [SQL] {
        var statements: [SQL] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let id = Int64.random(in: 1..<max(2, nextID), using: &random)
            let list = lists[Int.random(in: 0..<lists.count, using: &random)]
            let title = titles[Int.random(in: 0..<titles.count, using: &random)]
            let position = Int.random(in: 0..<40, using: &random)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<22:
                statements.append("INSERT INTO task (id, list, title, position) VALUES (\(nextID), \(list), \(title), \(position))")
                nextID += 1
            case 22..<36:
                statements.append("DELETE FROM task WHERE id = \(id)")
            case 36..<52:
                statements.append("UPDATE task SET title = \(title) WHERE id = \(id)")
            case 52..<68:
                statements.append("UPDATE task SET position = \(position) WHERE id = \(id)")
            case 68..<80:
                statements.append("UPDATE task SET list = \(list), position = \(position) WHERE id = \(id)")
            case 80..<86:
                statements.append("UPDATE task SET position = position + 1 WHERE list = \(list) AND position < \(position)")
            case 86..<90:
                statements.append("DELETE FROM task WHERE list = \(list) AND position > \(position)")
            case 90..<93:
                statements.append("UPDATE task SET title = title WHERE id = \(id)")  // no change
            case 93..<95:
                statements.append("UPDATE task SET position = (position * 7 + \(position)) % 40")  // every row
            default:
                for _ in 0..<Int.random(in: 2...6, using: &random) {
                    let record = randomRecord(id: nextID, using: &random)
                    statements.append("INSERT INTO task (id, list, title, position) VALUES (\(record.id), \(record.list), \(record.title), \(record.position))")
                    nextID += 1
                }
            }
        }
        return statements
    }

    /// Consecutive records with the same list form a section (one section without sections).
    static func group(_ records: [TaskRecord], sectioned: Bool) -> [[TaskRecord]] {
        guard sectioned else { return records.isEmpty ? [] : [records] }
        var sections: [[TaskRecord]] = []
        for record in records {
            if let last = sections.last?.last, last.list == record.list {
                sections[sections.count - 1].append(record)
            } else {
                sections.append([record])
            }
        }
        return sections
    }
}
