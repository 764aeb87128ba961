import Whittle
import WhittleTesting

/// Long old/new lists shaped like real edits, for the diff's large-input paths: runs of
/// untouched items, single and block deletes and moves, content updates, new items, a
/// sprinkle of duplicate ids on both sides and, with several sections, items crossing
/// sections and sections inserted, deleted and moved.
struct LongListGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    mutating func sections(itemCount: Int, sectionCount: Int) -> (old: [ListSection<Int, TestItem>], new: [ListSection<Int, TestItem>]) {
        // Old: ids 0..<itemCount, about 1% of them replaced by a duplicate of an earlier id.
        var old = (0..<sectionCount).map { ListSection<Int, TestItem>(id: $0, items: []) }
        for id in 0..<itemCount {
            let duplicate = id > 0 && chance(0.01)
            old[id * sectionCount / max(itemCount, 1)].items.append(TestItem(id: duplicate ? int(0...(id - 1)) : id))
        }
        var new = old
        var carried = [TestItem]()
        for section in new.indices {
            var kept = [TestItem]()
            var position = 0
            let items = new[section].items
            while position < items.count {
                // Blocks of up to 40 items share one fate, so runs break and resume.
                let length = chance(0.1) ? int(1...40) : 1
                let block = items[position..<min(position + length, items.count)]
                position += block.count
                switch Double.random(in: 0..<1, using: &random) {
                case ..<0.1: continue                                          // deleted
                case ..<0.2: carried.append(contentsOf: block)                 // moved
                case ..<0.3: kept += block.map { TestItem(id: $0.id, revision: 1) } // updated
                default: kept += block
                }
            }
            new[section].items = kept
        }
        let fresh = (0..<(itemCount / 10)).map { offset in
            TestItem(id: chance(0.05) ? int(0...max(itemCount - 1, 0)) : itemCount + offset)
        }
        // Moved blocks and new items land at random places, blocks kept together.
        var arrivals = [[TestItem]]()
        var position = 0
        while position < carried.count {
            let length = int(1...8)
            arrivals.append(Array(carried[position..<min(position + length, carried.count)]))
            position += length
        }
        arrivals += fresh.map { [$0] }
        arrivals.shuffle(using: &random)
        for group in arrivals where !new.isEmpty {
            let section = int(0...(new.count - 1))
            new[section].items.insert(contentsOf: group, at: int(0...new[section].items.count))
        }
        if sectionCount > 1 {
            if chance(0.3) { new.remove(at: int(0...(new.count - 1))) }
            if chance(0.3) {
                let inserted = ListSection(id: sectionCount + 1, items: (0..<int(0...50)).map { _ in TestItem(id: int(0...(itemCount + 100))) })
                new.insert(inserted, at: int(0...new.count))
            }
            if chance(0.3), new.count > 1 { new.swapAt(0, new.count - 1) }
            if chance(0.2), !new.isEmpty { new[int(0...(new.count - 1))].title = "retitled" }
        }
        return (old, new)
    }
}
