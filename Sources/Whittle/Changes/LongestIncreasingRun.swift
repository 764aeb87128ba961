/// The longest strictly increasing subsequence of a sequence of distinct integers, found by
/// patience sorting.
///
/// The diff keeps the items on this run in place and moves the others, which makes the number
/// of moves minimal: every item off the run must move, and the run itself never needs to.
@usableFromInline
enum LongestIncreasingRun {
    /// Marks, for each position of `values`, whether it lies on one longest increasing run.
    ///
    /// Positions are kept as `Int32` (fewer than 2³¹ values), which halves the memory the
    /// bookkeeping streams through on long lists.
    ///
    /// - Complexity: O(*n* log *n*); O(*n*) when `values` is mostly increasing, since a value
    ///   above every pile top, or between the last two, is placed without a search.
    @inlinable
    static func members<Value: FixedWidthInteger>(of values: [Value]) -> [Bool] {
        let count = values.count
        var isMember = [Bool](repeating: false, count: count)
        guard count > 0 else { return isMember }
        // tops[k]: the smallest last value of an increasing run of length k + 1 so far, and
        // topPositions[k] its position; predecessor: the previous position on each one's run.
        // Only entries written before are read, so the buffers need no initial values.
        withUnsafeTemporaryAllocation(of: Value.self, capacity: count) { tops in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { topPositions in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { predecessor in
                    var piles = 0
                    values.withUnsafeBufferPointer { values in
                        for position in 0..<count {
                            let value = values[position]
                            var pile = piles
                            if piles > 0 && tops[piles - 1] >= value {
                                // In a diff the usual case is the item right after one that
                                // moved later: it belongs just below the last pile.
                                pile = piles - 1
                                if pile > 0 && tops[pile - 1] >= value {
                                    pile = firstPile(atLeast: value, in: tops, below: pile - 1)
                                }
                            }
                            predecessor[position] = pile > 0 ? topPositions[pile - 1] : -1
                            tops[pile] = value
                            topPositions[pile] = Int32(truncatingIfNeeded: position)
                            if pile == piles { piles += 1 }
                        }
                    }
                    var position = Int(topPositions[piles - 1])
                    while position >= 0 {
                        isMember[position] = true
                        position = Int(predecessor[position])
                    }
                }
            }
        }
        return isMember
    }

    /// The first pile in `0...last` whose top is at least `value`; `tops[last]` is.
    @inlinable @inline(__always)
    static func firstPile<Value: FixedWidthInteger>(atLeast value: Value, in tops: UnsafeMutableBufferPointer<Value>, below last: Int) -> Int {
        var low = 0
        var high = last
        while low < high {
            let middle = (low + high) >> 1
            if tops[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
