import Foundation
import GRDB
import WhittleGRDB
import WhittleTesting

/// `whittle-bench query [--sizes 1000,10000,100000,1000000] [--runs n] [--format text|json]`:
/// how long a ``QueryDataSource`` takes from a commit to the observer receiving its
/// `ListChanges`, and how much of that the main actor spends, next to GRDB's `fetchAll` of
/// the same request measured in the same run.
///
/// The database is a `DatabasePool` on a temporary file with an index on (list, position);
/// the request orders tasks by list then position and sections them by list (20 lists).
/// Each operation touches one row: an update of its title (content), an update of its
/// position (a move), an insert and a delete. Times are wall-clock medians over `--runs`
/// operations; "delivered" runs from the commit (a transaction observer registered first)
/// to the change handler. "First load" is the data source's creation (its first fetch, off the
/// main actor) against `fetchAll` of the same request, alternated: medians of 7 and of the 7 ratios.
enum QueryBenchmark {
    struct Options {
        var sizes = [1_000, 10_000, 100_000, 1_000_000]
        var runs = 31
        var json = false
    }

    struct Operation {
        let name: String
        let deliveredMilliseconds: Double
        let mainActorMilliseconds: Double
    }

    struct Result {
        let rows: Int
        let operations: [Operation]
        let fetchAllMilliseconds: Double
        let firstLoadMilliseconds: Double
        let firstLoadRatio: Double
        let patches: Int
        let refetches: Int
    }

    @MainActor
    static func run(arguments: [String]) async {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            print("whittle-bench query: \(error.message)")
            print("usage: whittle-bench query [--sizes 1000,10000,...] [--runs n] [--format text|json]")
            exit(2)
        }
        #if DEBUG
        if !options.json { print("warning: debug build — run `swift run -c release whittle-bench query` for meaningful numbers") }
        #endif
        var results: [Result] = []
        for size in options.sizes {
            do {
                let result = try await measure(rows: size, runs: options.runs)
                results.append(result)
                if !options.json { printText(result) }
            } catch {
                print("whittle-bench query: \(size) rows failed: \(error)")
                exit(1)
            }
        }
        if options.json { printJSON(results) } else { printGrowth(results) }
    }

    @MainActor
    private static func measure(rows: Int, runs: Int) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-bench-query-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pool = try DatabasePool(path: folder.appendingPathComponent("tasks.sqlite").path)
        try await QueryBenchmarkTask.create(in: pool, rows: rows)
        let request = QueryBenchmarkTask.order(Column("list"), Column("position"))

        // GRDB's fetchAll and the data source's first load, alternated so that both see the
        // same machine; the ratio is the median of each pair's.
        var fetchTimes: [Double] = []
        var firstLoadTimes: [Double] = []
        var firstLoadRatios: [Double] = []
        for _ in 0..<7 {
            var start = ContinuousClock.now
            _ = try await pool.read { db in try request.fetchAll(db) }
            fetchTimes.append(milliseconds(ContinuousClock.now - start))
            start = ContinuousClock.now
            let loaded = try await QueryDataSource(database: pool, request: request, sectionColumn: Column("list"))
            firstLoadTimes.append(milliseconds(ContinuousClock.now - start))
            firstLoadRatios.append(firstLoadTimes[firstLoadTimes.count - 1] / max(fetchTimes[fetchTimes.count - 1], 0.001))
            loaded.stopObserving()
            // The data source builds its patch index and is torn down in the background; let
            // that finish so the next measurement has both cores, as an app's first load does.
            try await Task.sleep(for: .milliseconds(500))
        }

        // Registered before the data source's observer, so it stamps the commit first.
        let commitClock = CommitClock()
        try await pool.writeWithoutTransaction { db in db.add(transactionObserver: commitClock, extent: .observerLifetime) }
        let source = try await QueryDataSource(database: pool, request: request, sectionColumn: Column("list"))
        let delivery = DeliveryClock()
        let observation = source.observe { _ in delivery.delivered() }
        defer { observation.cancel() }

        var random = SplitMix64(seed: UInt64(rows))
        var nextID = Int64(rows + 1)
        var operations: [Operation] = []
        let kinds = ["update title", "update position", "insert", "delete"]
        for kind in kinds {
            var delivered: [Double] = []
            var mainActor: [Double] = []
            for _ in 0..<runs {
                let id = Int64.random(in: 1...Int64(rows), using: &random)
                let list = "list-\(String(format: "%02d", Int.random(in: 0..<20, using: &random)))"
                let position = Int.random(in: 0..<(rows / 20 + 1), using: &random)
                let before = source.statistics.mainActorTime
                let insertID = nextID
                let changed = try await pool.write { db -> Bool in
                    switch kind {
                    case "update title":
                        try db.execute(sql: "UPDATE task SET title = title || '!' WHERE id = ?", arguments: [id])
                    case "update position":
                        try db.execute(sql: "UPDATE task SET position = ? WHERE id = ? AND position != ?", arguments: [position, id, position])
                    case "insert":
                        try db.execute(
                            sql: "INSERT INTO task (id, list, title, position) VALUES (?, ?, ?, ?)",
                            arguments: [insertID, list, "Inserted \(insertID)", position])
                    default:
                        // Delete the row inserted earlier, so the table keeps its size.
                        try db.execute(sql: "DELETE FROM task WHERE id = (SELECT MAX(id) FROM task)")
                    }
                    return db.changesCount > 0
                }
                if kind == "insert" { nextID += 1 }
                guard changed else { continue }
                await delivery.wait()
                guard let committed = commitClock.lastCommit, let deliveredAt = delivery.lastDelivery else { continue }
                delivered.append(milliseconds(deliveredAt - committed))
                mainActor.append(milliseconds(source.statistics.mainActorTime - before))
            }
            operations.append(Operation(
                name: kind, deliveredMilliseconds: Statistics.median(delivered), mainActorMilliseconds: Statistics.median(mainActor)))
        }
        source.stopObserving()
        return Result(
            rows: rows, operations: operations, fetchAllMilliseconds: Statistics.median(fetchTimes),
            firstLoadMilliseconds: Statistics.median(firstLoadTimes), firstLoadRatio: Statistics.median(firstLoadRatios),
            patches: source.statistics.patches, refetches: source.statistics.refetches)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }

    // MARK: Output

    private static func printText(_ result: Result) {
        var line = "\(String(result.rows).padding(toLength: 8, withPad: " ", startingAt: 0)) rows"
        for operation in result.operations {
            line += "  \(operation.name): delivered \(format(operation.deliveredMilliseconds)) ms, main actor \(format(operation.mainActorMilliseconds)) ms;"
        }
        let slowest = result.operations.map(\.deliveredMilliseconds).max() ?? 0
        line += "  GRDB fetchAll \(format(result.fetchAllMilliseconds)) ms (median of 7)"
        line += "  first load \(format(result.firstLoadMilliseconds)) ms, \(format(result.firstLoadRatio))× fetchAll (median of 7 pairs)"
        line += "  fetchAll / slowest delivery \(format(result.fetchAllMilliseconds / max(slowest, 0.001)))×"
        line += "  patches \(result.patches), refetches \(result.refetches)"
        print(line)
    }

    /// How each operation's times grow from one size to the next: a patch's should not follow
    /// the number of rows.
    private static func printGrowth(_ results: [Result]) {
        for (smaller, larger) in zip(results, results.dropFirst()) {
            var line = "growth \(smaller.rows) → \(larger.rows) rows:"
            for (before, after) in zip(smaller.operations, larger.operations) {
                let delivered = after.deliveredMilliseconds / max(before.deliveredMilliseconds, 0.001)
                let mainActor = after.mainActorMilliseconds / max(before.mainActorMilliseconds, 0.001)
                line += "  \(after.name): delivered \(format(delivered))×, main actor \(format(mainActor))×;"
            }
            print(line)
        }
    }

    private static func printJSON(_ results: [Result]) {
        let cases = results.map { result -> String in
            let operations = result.operations.map {
                "{\"name\":\"\($0.name)\",\"delivered_ms\":\(format($0.deliveredMilliseconds)),\"main_actor_ms\":\(format($0.mainActorMilliseconds))}"
            }
            return "{\"rows\":\(result.rows),\"fetch_all_ms\":\(format(result.fetchAllMilliseconds)),\"first_load_ms\":\(format(result.firstLoadMilliseconds)),\"first_load_ratio\":\(format(result.firstLoadRatio)),\"patches\":\(result.patches),\"refetches\":\(result.refetches),\"operations\":[\(operations.joined(separator: ","))]}"
        }
        print("{\"benchmark\":\"query\",\"cases\":[\(cases.joined(separator: ","))]}")
    }

    private static func format(_ value: Double) -> String {
        String(format: value < 10 ? "%.3f" : "%.1f", value)
    }

    // MARK: Arguments

    struct UsageError: Error { let message: String }

    private static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(_ flag: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            return next
        }
        while let flag = remaining.popFirst() {
            switch flag {
            case "--sizes":
                let sizes = try value(flag).split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 20 }) else { throw UsageError(message: "--sizes needs row counts of at least 20") }
                options.sizes = sizes
            case "--runs":
                guard let runs = Int(try value(flag)), runs > 0 else { throw UsageError(message: "--runs needs a positive integer") }
                options.runs = runs
            case "--format":
                switch try value(flag) {
                case "json": options.json = true
                case "text": options.json = false
                case let other: throw UsageError(message: "unknown format '\(other)'; use text or json")
                }
            default:
                throw UsageError(message: "unknown option '\(flag)'")
            }
        }
        return options
    }
}
