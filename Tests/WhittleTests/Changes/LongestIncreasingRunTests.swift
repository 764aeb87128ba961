import Testing
@testable import Whittle
import WhittleTesting

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

    /// Long sequences, where the search goes through the sampled index over the pile tops
    /// (two and three levels): shuffles and mostly increasing lists with swapped items
    /// and a reversed stretch still get one longest run.
    @Test(arguments: [5_000, 300_000])
    func marksALongestIncreasingRunInLongSequences(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        var shuffled = Array(0..<count)
        shuffled.shuffle(using: &random)
        var mostlyIncreasing = Array(0..<count)
        for _ in 0..<(count / 20) {
            mostlyIncreasing.swapAt(Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
        }
        let start = Int.random(in: 0..<(count - 100), using: &random)
        mostlyIncreasing[start..<(start + 100)].reverse()
        for values in [shuffled, mostlyIncreasing] {
            let members = LongestIncreasingRun.members(of: values.map { Int32($0) })
            let run = values.indices.filter { members[$0] }.map { values[$0] }
            #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 })
            #expect(run.count == MinimalMoves.longestIncreasingLengthByPrefixMaxima(values))
        }
    }
}
