import Whittle

/// An independent, deliberately simple (quadratic) oracle for the minimal number of moves
/// under ListDiff's documented matching policy: the first occurrence of an id on each side
/// is matched when both its sections survive; survivors off a longest in-order run move.
/// Sections in `reinserting` (moves the diff turned into a delete and an insert) keep none of
/// their items: those are deleted and inserted.
enum MinimalMoves {
    static func count<SectionID: Hashable>(
        from old: [ListSection<SectionID, TestItem>], to new: [ListSection<SectionID, TestItem>],
        reinserting: Set<SectionID> = []
    ) -> (sections: Int, items: Int) {
        var newSectionToOld = firstOccurrenceMatching(old: old.map(\.id), new: new.map(\.id))
        let survivingSections = newSectionToOld.filter { $0 >= 0 }
        let sectionMoves = survivingSections.count - longestIncreasingLength(survivingSections)
        for newIndex in new.indices where reinserting.contains(new[newIndex].id) { newSectionToOld[newIndex] = -1 }
        var oldSectionAlive = [Bool](repeating: false, count: old.count)
        for oldIndex in newSectionToOld where oldIndex >= 0 { oldSectionAlive[oldIndex] = true }

        // Items: first occurrences, with their old (section, index).
        var firstOld = [Int: (section: Int, index: Int)]()
        for (section, group) in old.enumerated() {
            for (index, item) in group.items.enumerated() where firstOld[item.id] == nil {
                firstOld[item.id] = (section, index)
            }
        }
        var claimed = Set<Int>()
        var itemMoves = 0
        for (newSection, group) in new.enumerated() {
            var inOrder = [Int]()
            for item in group.items {
                guard let origin = firstOld[item.id], claimed.insert(item.id).inserted else { continue }
                guard newSectionToOld[newSection] >= 0, oldSectionAlive[origin.section] else { continue }
                if origin.section == newSectionToOld[newSection] {
                    inOrder.append(origin.index)
                } else {
                    itemMoves += 1
                }
            }
            itemMoves += inOrder.count - longestIncreasingLength(inOrder)
        }
        return (sectionMoves, itemMoves)
    }

    /// For each new id, the index of the first old occurrence it is matched with under the
    /// diff's duplicate policy (first old with first new), or -1.
    static func firstOccurrenceMatching<ID: Hashable>(old: [ID], new: [ID]) -> [Int] {
        var firstOld = [ID: Int]()
        for (index, id) in old.enumerated() where firstOld[id] == nil { firstOld[id] = index }
        var claimed = Set<ID>()
        return new.map { id in
            guard let index = firstOld[id], claimed.insert(id).inserted else { return -1 }
            return index
        }
    }

    /// O(n²) dynamic programming, independent of the engine's patience sorting; long inputs
    /// (the long-list tests) go to ``longestIncreasingLengthByPrefixMaxima(_:)`` instead.
    static func longestIncreasingLength(_ values: [Int]) -> Int {
        guard values.count <= 2_000 else { return longestIncreasingLengthByPrefixMaxima(values) }
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    /// O(n log n) by a Fenwick tree of prefix maxima over the (non-negative) values — a
    /// different method from the engine's patience sorting, fast enough for 100,000 items.
    static func longestIncreasingLengthByPrefixMaxima(_ values: [Int]) -> Int {
        let size = (values.max() ?? -1) + 2
        var tree = [Int](repeating: 0, count: size + 1)
        var longest = 0
        for value in values {
            // Longest run ending below `value`: the maximum over tree positions 1...value.
            var best = 0
            var position = value
            while position > 0 {
                best = max(best, tree[position])
                position -= position & -position
            }
            best += 1
            longest = max(longest, best)
            position = value + 1
            while position <= size {
                tree[position] = max(tree[position], best)
                position += position & -position
            }
        }
        return longest
    }
}
