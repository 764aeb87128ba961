import Whittle
import WhittleTesting

/// Random old/new list contents for property tests: duplicate ids, several sections,
/// items moving across sections, content updates, section inserts, deletes, moves and
/// title changes.
struct DiffCaseGenerator {
    var random: SplitMix64
    var maxSections: Int

    init(seed: UInt64, maxSections: Int) {
        random = SplitMix64(seed: seed)
        self.maxSections = maxSections
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    /// Random items with ids from a small pool, so duplicates are common.
    mutating func items(count: Int, idPool: Int) -> [TestItem] {
        (0..<count).map { _ in TestItem(id: int(0...idPool), revision: int(0...1), group: int(0...3)) }
    }

    /// Old contents and new contents derived from them by random edits.
    mutating func sections() -> (old: [ListSection<Int, TestItem>], new: [ListSection<Int, TestItem>]) {
        let idPool = int(1...30)
        let sectionCount = int(1...maxSections)
        var old = [ListSection<Int, TestItem>]()
        for _ in 0..<sectionCount {
            let id = maxSections == 1 ? 0 : int(0...(maxSections + 1))
            old.append(ListSection(id: id, title: "T\(int(0...1))", items: items(count: int(0...8), idPool: idPool)))
        }
        var new = old
        var carried = [TestItem]()
        for section in new.indices {
            var kept = [TestItem]()
            for var item in new[section].items {
                if chance(0.15) { continue }                       // deleted
                if chance(0.15) { item.revision += 1 }             // updated
                if chance(0.15) { carried.append(item); continue } // moved, maybe across sections
                kept.append(item)
            }
            if chance(0.2), kept.count > 1 { kept.swapAt(0, kept.count - 1) }
            new[section].items = kept
        }
        if maxSections > 1 {
            if chance(0.15), !new.isEmpty { new.remove(at: int(0...(new.count - 1))) }
            if chance(0.15) {
                let section = ListSection(id: int(0...(maxSections + 1)), title: "T0", items: items(count: int(0...4), idPool: idPool))
                new.insert(section, at: int(0...new.count))
            }
            if chance(0.3), new.count > 1 { new.swapAt(int(0...(new.count - 1)), int(0...(new.count - 1))) }
            if chance(0.15), !new.isEmpty { new[int(0...(new.count - 1))].title = "T9" }
        }
        let inserted = items(count: int(0...4), idPool: idPool + 5)
        for item in carried + inserted where !new.isEmpty {
            let section = int(0...(new.count - 1))
            new[section].items.insert(item, at: int(0...new[section].items.count))
        }
        return (old, new)
    }
}
