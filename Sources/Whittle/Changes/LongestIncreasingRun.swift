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
    /// - Complexity: O(*n* log *n*); O(*n*) when `values` is already mostly increasing, since
    ///   an element larger than every pile top is appended without a search.
    @inlinable
    static func members<Value: FixedWidthInteger>(of values: [Value]) -> [Bool] {
        let count = values.count
        var isMember = [Bool](repeating: false, count: count)
        guard count > 0 else { return isMember }
        // tails[k]: position of the smallest possible last value of a run of length k + 1;
        // tailValues[k] caches that value so the binary search reads one array.
        var tails = [Int32]()
        var tailValues = [Value]()
        tails.reserveCapacity(min(count, 1024))
        tailValues.reserveCapacity(min(count, 1024))
        var predecessor = [Int32](repeating: -1, count: count)
        values.withUnsafeBufferPointer { values in
            predecessor.withUnsafeMutableBufferPointer { predecessor in
                for position in 0..<count {
                    let value = values[position]
                    if let last = tailValues.last, last >= value {
                        // Binary search for the first pile whose top is >= value.
                        var low = 0
                        var high = tailValues.count - 1
                        tailValues.withUnsafeBufferPointer { tops in
                            while low < high {
                                let middle = (low + high) >> 1
                                if tops[middle] < value { low = middle + 1 } else { high = middle }
                            }
                        }
                        predecessor[position] = low > 0 ? tails[low - 1] : -1
                        tails[low] = Int32(truncatingIfNeeded: position)
                        tailValues[low] = value
                    } else {
                        predecessor[position] = tails.last ?? -1
                        tails.append(Int32(truncatingIfNeeded: position))
                        tailValues.append(value)
                    }
                }
            }
        }
        var position = Int(tails[tails.count - 1])
        while position >= 0 {
            isMember[position] = true
            position = Int(predecessor[position])
        }
        return isMember
    }
}
