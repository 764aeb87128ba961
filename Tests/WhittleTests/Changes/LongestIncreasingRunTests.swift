import Testing
@testable import Whittle

struct LongestIncreasingRunTests {
    /// The marked positions form a strictly increasing run as long as the longest one.
    @Test(arguments: [
        [Int](), [1], [3, 1, 2], [5, 4, 3, 2, 1], [0, 8, 4, 12, 2, 10, 6, 14, 1, 9], [1, 2, 3, 4],
    ])
    func marksALongestIncreasingRun(values: [Int]) {
        let members = LongestIncreasingRun.members(of: values)
        let run = values.indices.filter { members[$0] }.map { values[$0] }
        #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 })
        #expect(run.count == MinimalMoves.longestIncreasingLength(values))
    }
}
