import Foundation

/// Runs independent pieces of work on `jobs` threads and returns their results in input
/// order: parsing files, then analysing view controllers; or two different pieces at once.
///
/// Each thread has a large stack so deeply nested code cannot overflow it. Inputs are taken
/// out of the shared list as they are started, so each is released as soon as its result is
/// built rather than when the whole run ends.
enum ParallelMap {
    /// Stack size of a worker: SwiftParser and SyntaxVisitor recurse once per nesting level.
    static let stackSize = 64 * 1024 * 1024

    /// Shared state of one run: the inputs not yet taken and the results so far.
    ///
    /// `@unchecked Sendable`: every field is read and written under `lock`. (Not
    /// Synchronization's `Mutex`: it needs macOS 15, and the package supports macOS 14.)
    private final class Run<Input: Sendable, Output: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var items: [Input?]
        private var results: [Output?]

        init(_ inputs: consuming [Input]) {
            let count = inputs.count
            items = inputs.map(Optional.some)
            results = Array(repeating: nil, count: count)
        }

        func take() -> (Int, Input)? {
            lock.withLock {
                while next < items.count {
                    let index = next
                    next += 1
                    if let input = items[index] {
                        items[index] = nil
                        return (index, input)
                    }
                }
                return nil
            }
        }

        func store(_ output: Output, at index: Int) {
            lock.withLock { results[index] = output }
        }

        var outputs: [Output] { lock.withLock { results.compactMap { $0 } } }
    }

    /// `transform` applied to every input, on at most `jobs` threads (always threads, even
    /// for one job, for their large stacks).
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: consuming [Input], jobs: Int, _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        let count = inputs.count
        let threadCount = max(1, min(jobs, count))
        let run = Run<Input, Output>(inputs)
        let work: @Sendable () -> Void = {
            while let (index, input) = run.take() {
                let output = transform(input)
                run.store(output, at: index)
            }
        }
        let done = DispatchGroup()
        for _ in 0..<threadCount {
            done.enter()
            let thread = Thread {
                work()
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
        return run.outputs
    }

    /// `first` on the calling thread and, at the same time, `second` on another when `jobs`
    /// is more than one (in turn otherwise).
    static func both<First, Second: Sendable>(
        jobs: Int, _ first: () -> First, and second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        guard jobs > 1 else { return (first(), second()) }
        let slot = Slot<Second>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            slot.value = second()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        let firstValue = first()
        done.wait()
        guard let secondValue = slot.value else { preconditionFailure("the thread stores its value before it signals") }
        return (firstValue, secondValue)
    }

    /// Where ``both(jobs:_:and:)``'s thread leaves its value. `@unchecked Sendable`: written
    /// once before the semaphore is signalled, read only after it is waited for.
    private final class Slot<Value: Sendable>: @unchecked Sendable {
        var value: Value?
    }
}
