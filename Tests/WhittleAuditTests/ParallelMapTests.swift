import Synchronization
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
        let calls = Mutex(0)
        let outputs = ParallelMap.map(Array(repeating: "x", count: 100), jobs: 4) { value in
            calls.withLock { $0 += 1 }
            return value + "!"
        }
        #expect(outputs.count == 100)
        #expect(calls.withLock { $0 } == 100)
        #expect(ParallelMap.map([Int](), jobs: 4) { $0 }.isEmpty)
    }
}
