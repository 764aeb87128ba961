import Foundation
import Synchronization

/// Parses files on `jobs` threads, each with a large stack so deeply nested code cannot
/// overflow it. Results come back in the input order.
enum ParallelParser {
    /// Stack size of a parsing thread: SwiftParser and SyntaxVisitor recurse once per nesting level.
    static let stackSize = 64 * 1024 * 1024

    /// Shared state of one run: the next file to take and the results so far.
    private final class Run: Sendable {
        let next = Mutex(0)
        let results: Mutex<[FileParser.Outcome?]>
        init(count: Int) { results = Mutex(Array(repeating: nil, count: count)) }

        func take(below count: Int) -> Int? {
            next.withLock { value in
                guard value < count else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }

    static func parse(paths: [String], jobs: Int, table: SignalTable = .shared) -> [FileParser.Outcome] {
        let threadCount = max(1, min(jobs, paths.count))
        let run = Run(count: paths.count)
        let done = DispatchGroup()
        for _ in 0..<threadCount {
            done.enter()
            let thread = Thread {
                while let index = run.take(below: paths.count) {
                    let outcome = FileParser.parse(path: paths[index], table: table)
                    run.results.withLock { $0[index] = outcome }
                }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
        return run.results.withLock { $0 }.enumerated().map { index, outcome in
            outcome
                ?? .skipped(FileDiagnostic(file: paths[index], kind: .unreadable, message: "the file was not parsed."))
        }
    }
}
