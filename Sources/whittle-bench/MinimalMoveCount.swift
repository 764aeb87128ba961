import Whittle

/// The minimal number of moves for a benchmark case, computed independently of the engine:
/// an item that changes section must move; within a section, the survivors minus the
/// longest run of them kept in order. Benchmark ids are unique, so matching is by id.
enum MinimalMoveCount {
    static func of(from old: [ListSection<Int, BenchItem>], to new: [ListSection<Int, BenchItem>]) -> Int {
        var origin = [Int: (section: Int, position: Int)](minimumCapacity: old.reduce(0) { $0 + $1.items.count })
        for (section, group) in old.enumerated() {
            for (position, item) in group.items.enumerated() { origin[item.id] = (section, position) }
        }
        var moves = 0
        for (section, group) in new.enumerated() {
            var inOrder = [Int]()
            for item in group.items {
                guard let from = origin[item.id] else { continue }
                if from.section == section { inOrder.append(from.position) } else { moves += 1 }
            }
            moves += inOrder.count - longestIncreasingLength(inOrder)
        }
        return moves
    }

    /// The length of the longest strictly increasing subsequence (patience piles only).
    static func longestIncreasingLength(_ values: [Int]) -> Int {
        var piles = [Int]()
        for value in values {
            var low = 0
            var high = piles.count
            while low < high {
                let middle = (low + high) / 2
                if piles[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == piles.count { piles.append(value) } else { piles[low] = value }
        }
        return piles.count
    }
}
