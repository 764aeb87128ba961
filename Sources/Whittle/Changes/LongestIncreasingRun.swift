/// The longest strictly increasing subsequence of a sequence of distinct integers, found by
/// patience sorting.
///
/// The diff keeps the items on this run in place and moves the others, which makes the number
/// of moves minimal: every item off the run must move, and the run itself never needs to.
@usableFromInline
enum LongestIncreasingRun {
    /// Each level of the pile index samples every 64th entry of the level below.
    @usableFromInline static var fanOut: Int { 64 }

    /// Marks, for each position of `values`, whether it lies on one longest increasing run.
    ///
    /// Positions are kept as `Int32` (fewer than 2³¹ values), which halves the memory the
    /// bookkeeping streams through on long lists.
    ///
    /// Finding a value's pile is the costly step on a long list: a binary search over
    /// hundreds of thousands of pile tops mispredicts a branch on every step and misses the
    /// cache on most. So the tops carry a small index — level *l* holds every 64^*l*-th top —
    /// and the search counts, level by level, the entries below the value in one block of at
    /// most 64: loops without branches that the compiler vectorizes, over a few cache lines.
    ///
    /// - Complexity: O(*n* log *n*); O(*n*) when `values` is mostly increasing, since a value
    ///   above every pile top, or between the last two, is placed without a search.
    @inlinable
    static func members<Value: FixedWidthInteger>(of values: [Value]) -> [Bool] {
        let count = values.count
        var isMember = [Bool](repeating: false, count: count)
        guard count > 0 else { return isMember }
        // Where each index level starts in `samples`, and their total size.
        var levelStarts = [Int]()
        var sampleCount = 0
        var span = fanOut
        while span < count {
            levelStarts.append(sampleCount)
            sampleCount += (count + span - 1) / span
            span *= fanOut
        }
        // tops[k]: the smallest last value of an increasing run of length k + 1 so far, and
        // topPositions[k] its position; predecessor: the previous position on each one's run.
        // Only entries written before are read, so the buffers need no initial values.
        withUnsafeTemporaryAllocation(of: Value.self, capacity: count) { tops in
            withUnsafeTemporaryAllocation(of: Value.self, capacity: max(sampleCount, 1)) { samples in
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
                                        pile = firstPile(atLeast: value, tops: tops, piles: piles, samples: samples, levelStarts: levelStarts)
                                    }
                                }
                                predecessor[position] = pile > 0 ? topPositions[pile - 1] : -1
                                tops[pile] = value
                                topPositions[pile] = Int32(truncatingIfNeeded: position)
                                if pile == piles { piles += 1 }
                                // Keep the index levels in step with `tops`.
                                var level = 0
                                var levelSpan = fanOut
                                while level < levelStarts.count && pile % levelSpan == 0 {
                                    samples[levelStarts[level] + pile / levelSpan] = value
                                    level += 1
                                    levelSpan *= fanOut
                                }
                            }
                        }
                        isMember.withUnsafeMutableBufferPointer { isMember in
                            var position = Int(topPositions[piles - 1])
                            while position >= 0 {
                                isMember[position] = true
                                position = Int(predecessor[position])
                            }
                        }
                    }
                }
            }
        }
        return isMember
    }

    /// The first of `piles` piles whose top is at least `value` (the last one's is).
    ///
    /// The number of tops below `value` is the answer. At each level, that number divided by
    /// the level's span, rounded up, is the number of its entries below `value`; knowing it
    /// one level up leaves one block of at most 63 entries to count.
    @inlinable
    static func firstPile<Value: FixedWidthInteger>(
        atLeast value: Value, tops: UnsafeMutableBufferPointer<Value>, piles: Int,
        samples: UnsafeMutableBufferPointer<Value>, levelStarts: [Int]
    ) -> Int {
        // The lowest level with at most `fanOut` entries starts the search.
        var level = 0
        var span = 1
        while (piles + span - 1) / span > fanOut {
            level += 1
            span *= fanOut
        }
        func entries(_ level: Int) -> UnsafeMutableBufferPointer<Value> {
            level == 0 ? tops : UnsafeMutableBufferPointer(rebasing: samples[levelStarts[level - 1]...])
        }
        var below = countBelow(value, in: entries(level), from: 0, to: (piles + span - 1) / span)
        while level > 0 {
            guard below > 0 else { return 0 }
            level -= 1
            span /= fanOut
            let start = (below - 1) * fanOut + 1
            below = start + countBelow(value, in: entries(level), from: start, to: min(below * fanOut, (piles + span - 1) / span))
        }
        return below
    }

    /// How many of `entries[start..<end]` are below `value`, without a branch per entry.
    @inlinable @inline(__always)
    static func countBelow<Value: FixedWidthInteger>(_ value: Value, in entries: UnsafeMutableBufferPointer<Value>, from start: Int, to end: Int) -> Int {
        var below = 0
        var index = start
        while index < end {
            below &+= entries[index] < value ? 1 : 0
            index &+= 1
        }
        return below
    }
}
