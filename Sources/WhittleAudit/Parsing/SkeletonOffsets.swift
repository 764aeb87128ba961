/// Maps a byte offset in a compacted ``SkeletonSource`` back to the original file.
///
/// The skeleton drops each blanked body's bytes except its line breaks; everything after a
/// body moves back by the bytes it lost. An empty map is the identity (a full parse).
struct SkeletonOffsets: Sendable {
    /// Skeleton offset of each blanked body's `}`, ascending.
    private var closingBraces: [Int] = []
    /// Bytes removed up to and including that body.
    private var removedThrough: [Int] = []

    static let identity = SkeletonOffsets()

    mutating func append(closingBraceAt skeletonOffset: Int, removedSoFar: Int) {
        closingBraces.append(skeletonOffset)
        removedThrough.append(removedSoFar)
    }

    /// The original offset of skeleton offset `offset`.
    func original(_ offset: Int) -> Int {
        var low = 0
        var high = closingBraces.count
        // The number of bodies whose `}` is at or before `offset`.
        while low < high {
            let mid = (low + high) / 2
            if closingBraces[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? offset : offset + removedThrough[low - 1]
    }
}
