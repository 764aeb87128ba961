import Foundation
import Whittle
import WhittleTesting

/// `whittle-bench diff [--format text|json] [--cases a,b] [--seed n] [--runs n]
/// [--peer-time-limit s] [--peer-memory-gb g]`: Whittle's ListDiff against the standard
/// library's `difference(from:).inferringMoves()` on the same data in the same run.
///
/// Times are CPU milliseconds (a shared machine's load does not inflate them). For each
/// case: Whittle's median over five runs; the peer's time, measured in a child process
/// with a time limit (60 s) and a memory cap (2 GB), see ``CollectionDifferencePeer`` —
/// when the peer is stopped, the CPU time it spent is printed as a lower bound; their ratio;
/// the moves Whittle reported; the minimal number of moves (computed independently); and
/// whether ``StrictListView`` accepted every stage.
enum DiffBenchmark {
    struct Options {
        var json = false
        var caseNames = DiffBenchmarkCase.all.map(\.name)
        var seed: UInt64 = 2026
        var runs = 5
        var peerTimeLimit = 60.0
        var peerMemoryBytes = 2 << 30
        var peerCase: String?
    }

    struct Result {
        let name: String
        let items: Int
        let whittleMilliseconds: Double
        let runs: Int
        let peer: CollectionDifferencePeer.Outcome?
        let moves: Int
        let minimalMoves: Int
        let valid: Bool
        let validation: String?
    }

    static func run(arguments: [String]) {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            print("whittle-bench diff: \(error.message)")
            print("usage: whittle-bench diff [--format text|json] [--cases \(DiffBenchmarkCase.all.map(\.name).joined(separator: ","))] [--seed n] [--runs n] [--peer-time-limit seconds] [--peer-memory-gb gigabytes]")
            exit(2)
        }
        if let peerCase = options.peerCase {
            guard let spec = DiffBenchmarkCase.all.first(where: { $0.name == peerCase }) else { exit(2) }
            let benchmarkCase = DiffBenchmarkCase(name: spec.name, itemCount: spec.items, sectioned: spec.sectioned, seed: options.seed)
            CollectionDifferencePeer.runAsChild(case: benchmarkCase, memoryLimitBytes: options.peerMemoryBytes)
            return
        }
        #if DEBUG
        if !options.json { print("warning: debug build — run `swift run -c release whittle-bench diff` for meaningful numbers") }
        #endif
        var results = [Result]()
        for spec in DiffBenchmarkCase.all where options.caseNames.contains(spec.name) {
            let result = measure(spec: spec, options: options)
            results.append(result)
            if !options.json { printText(result) }
        }
        if options.json { printJSON(results) }
    }

    private static func measure(spec: (name: String, items: Int, sectioned: Bool), options: Options) -> Result {
        let benchmarkCase = DiffBenchmarkCase(name: spec.name, itemCount: spec.items, sectioned: spec.sectioned, seed: options.seed)
        var changes = ListChanges()
        var times = [Double]()
        for _ in 0..<options.runs {
            times.append(CPUTime.measure {
                changes = spec.sectioned
                    ? ListDiff.changes(from: benchmarkCase.oldSections, to: benchmarkCase.newSections)
                    : ListDiff.changes(from: benchmarkCase.old, to: benchmarkCase.new)
            })
        }
        var listView = StrictListView(rowCounts: benchmarkCase.oldSections.map(\.items.count))
        var validation: String?
        do {
            try listView.apply(changes, rowCountsAfter: benchmarkCase.newSections.map(\.items.count))
        } catch {
            validation = error.description
        }
        var peer: CollectionDifferencePeer.Outcome?
        if !spec.sectioned {
            let distance = CollectionDifferencePeer.editDistance(old: benchmarkCase.old, new: benchmarkCase.new)
            peer = CollectionDifferencePeer.measure(
                caseName: spec.name, seed: options.seed, timeLimit: options.peerTimeLimit,
                memoryLimitBytes: options.peerMemoryBytes, editDistance: distance
            )
        }
        return Result(
            name: spec.name, items: spec.items, whittleMilliseconds: Statistics.median(times), runs: times.count, peer: peer,
            moves: changes.stages.reduce(0) { $0 + $1.itemMoves.count },
            minimalMoves: MinimalMoveCount.of(from: benchmarkCase.oldSections, to: benchmarkCase.newSections),
            valid: validation == nil, validation: validation
        )
    }

    // MARK: Output

    private static func printText(_ result: Result) {
        var line = "\(result.name.padding(toLength: 15, withPad: " ", startingAt: 0)) \(result.items) items  whittle \(format(result.whittleMilliseconds)) ms (median of \(result.runs))"
        switch result.peer {
        case let .measured(milliseconds, runs, moves)?:
            line += "  CollectionDifference+inferringMoves \(format(milliseconds)) ms (median of \(runs), \(moves) moves)  ratio \(format(milliseconds / result.whittleMilliseconds))×"
        case let .stopped(reason, spent)?:
            line += "  CollectionDifference+inferringMoves ≥ \(format(spent)) ms, \(reason)  ratio ≥ \(format(spent / result.whittleMilliseconds))×"
        case let .skipped(reason)?:
            line += "  CollectionDifference+inferringMoves \(reason)"
        case nil:
            line += "  CollectionDifference: not applicable (sectioned)"
        }
        line += "  moves \(result.moves)  minimal \(result.minimalMoves)  valid \(result.valid)"
        if let validation = result.validation { line += " (\(validation))" }
        print(line)
    }

    private static func printJSON(_ results: [Result]) {
        let cases = results.map { result -> String in
            var peerMilliseconds = "null"
            if case let .measured(milliseconds, _, _)? = result.peer { peerMilliseconds = format(milliseconds) }
            return "{\"name\":\"\(result.name)\",\"items\":\(result.items),\"whittle_ms\":\(format(result.whittleMilliseconds)),\"collection_difference_ms\":\(peerMilliseconds),\"moves\":\(result.moves),\"minimal_moves\":\(result.minimalMoves),\"valid\":\(result.valid)}"
        }
        print("{\"benchmark\":\"diff\",\"cases\":[\(cases.joined(separator: ","))]}")
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
            case "--format":
                switch try value(flag) {
                case "json": options.json = true
                case "text": options.json = false
                case let other: throw UsageError(message: "unknown format '\(other)'; use text or json")
                }
            case "--cases":
                let names = try value(flag).split(separator: ",").map(String.init)
                let known = Set(DiffBenchmarkCase.all.map(\.name))
                if let unknown = names.first(where: { !known.contains($0) }) {
                    throw UsageError(message: "unknown case '\(unknown)'")
                }
                options.caseNames = names
            case "--seed":
                guard let seed = UInt64(try value(flag)) else { throw UsageError(message: "--seed needs a non-negative integer") }
                options.seed = seed
            case "--runs":
                guard let runs = Int(try value(flag)), runs > 0 else { throw UsageError(message: "--runs needs a positive integer") }
                options.runs = runs
            case "--peer-time-limit":
                guard let seconds = Double(try value(flag)), seconds > 0 else { throw UsageError(message: "--peer-time-limit needs seconds > 0") }
                options.peerTimeLimit = seconds
            case "--peer-memory-gb":
                guard let gigabytes = Double(try value(flag)), gigabytes > 0 else { throw UsageError(message: "--peer-memory-gb needs gigabytes > 0") }
                options.peerMemoryBytes = Int(gigabytes * Double(1 << 30))
            case "--peer":
                options.peerCase = try value(flag)
            case "--peer-memory-bytes":
                options.peerMemoryBytes = Int(try value(flag)) ?? options.peerMemoryBytes
            default:
                throw UsageError(message: "unknown option '\(flag)'")
            }
        }
        return options
    }
}
