import Foundation
import Testing
@testable import WhittleAudit

struct ParallelMapTests {
    /// Results come back in input order whatever the number of threads.
    @Test(arguments: [1, 2, 3, 16])
    func keepsInputOrder(jobs: Int) {
        let inputs = Array(0..<500)
        let outputs = ParallelMap.map(inputs, jobs: jobs) { $0 * $0 }
        #expect(outputs == inputs.map { $0 * $0 })
    }

    /// Every input is transformed exactly once, and nothing runs for an empty list.
    @Test func transformsEachInputOnce() {
        let calls = CallCounter()
        let outputs = ParallelMap.map(Array(repeating: "x", count: 100), jobs: 4) { value in
            calls.increment()
            return value + "!"
        }
        #expect(outputs.count == 100)
        #expect(calls.count == 100)
        #expect(ParallelMap.map([Int](), jobs: 4) { $0 }.isEmpty)
    }

    /// Two pieces of work give their own values in their own places, on two threads at once
    /// (each waits for the other to start) or, with one job, in turn.
    @Test(arguments: [1, 2])
    func bothGivesEachValue(jobs: Int) {
        let started = DispatchSemaphore(value: 0)
        let (first, second) = ParallelMap.both(jobs: jobs) {
            // With two jobs the second piece must be running meanwhile; with one it runs after.
            if jobs > 1 { #expect(started.wait(timeout: .now() + 30) == .success, "the second piece did not run meanwhile") }
            return [1, 2, 3]
        } and: {
            if jobs > 1 { started.signal() }
            return "second"
        }
        #expect(first == [1, 2, 3])
        #expect(second == "second")
    }
}

/// Counts calls from many threads. `@unchecked Sendable`: `value` is only touched under `lock`.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
