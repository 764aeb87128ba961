import Whittle

/// An independent, deliberately plain oracle for the item operations ``ListDiff`` must emit
/// besides moves (which are not unique): under the documented policy — the first occurrence of
/// an id on each side is matched when both its sections survive — the deletes (old paths),
/// inserts (new paths) and reconfigures (new paths) are fully determined, in reading order.
struct ExpectedItemChanges: Equatable, CustomStringConvertible {
    var deletes: [ItemPath] = []
    var inserts: [ItemPath] = []
    var reconfigures: [ItemPath] = []

    var description: String { "\(deletes.count) deletes, \(inserts.count) inserts, \(reconfigures.count) reconfigures" }

    /// Where `other` first departs from these changes, for a short failure message.
    func firstDifference(from other: ExpectedItemChanges) -> String? {
        let lists = [("delete", deletes, other.deletes), ("insert", inserts, other.inserts), ("reconfigure", reconfigures, other.reconfigures)]
        for (name, mine, theirs) in lists where mine != theirs {
            let index = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
            func entry(_ paths: [ItemPath]) -> String { index < paths.count ? "\(paths[index])" : "none" }
            return "\(name) #\(index): \(entry(mine)) vs \(entry(theirs)) (\(self) vs \(other))"
        }
        return nil
    }

    /// What the diff emitted, gathered from all its stages.
    init(_ changes: ListChanges) {
        for stage in changes.stages {
            deletes += stage.itemDeletes
            inserts += stage.itemInserts
            reconfigures += stage.itemReconfigures
        }
    }

    /// What the policy requires; sections in `reinserting` (moves the diff converted into a
    /// delete and an insert) keep none of their items.
    init<SectionID: Hashable>(
        from old: [ListSection<SectionID, TestItem>], to new: [ListSection<SectionID, TestItem>],
        reinserting: Set<SectionID> = []
    ) {
        var newSectionToOld = MinimalMoves.firstOccurrenceMatching(old: old.map(\.id), new: new.map(\.id))
        for section in new.indices where reinserting.contains(new[section].id) { newSectionToOld[section] = -1 }
        var oldSectionAlive = [Bool](repeating: false, count: old.count)
        for oldSection in newSectionToOld where oldSection >= 0 { oldSectionAlive[oldSection] = true }

        var firstOld = [Int: ItemPath]()
        for (section, group) in old.enumerated() {
            for (index, item) in group.items.enumerated() where firstOld[item.id] == nil {
                firstOld[item.id] = ItemPath(item: index, section: section)
            }
        }
        var seenInNew = Set<Int>()
        var matchedOld = Set<ItemPath>()
        for (section, group) in new.enumerated() {
            let alive = newSectionToOld[section] >= 0
            let titleChanged = alive && old[newSectionToOld[section]].title != group.title
            for (index, item) in group.items.enumerated() {
                let path = ItemPath(item: index, section: section)
                let isFirst = seenInNew.insert(item.id).inserted
                if isFirst, let origin = firstOld[item.id], alive, oldSectionAlive[origin.section] {
                    matchedOld.insert(origin)
                    if !titleChanged && old[origin.section].items[origin.item] != item { reconfigures.append(path) }
                } else if alive {
                    inserts.append(path)
                }
            }
        }
        for (section, group) in old.enumerated() where oldSectionAlive[section] {
            for index in group.items.indices where !matchedOld.contains(ItemPath(item: index, section: section)) {
                deletes.append(ItemPath(item: index, section: section))
            }
        }
    }

    /// Whether the new section `newIndex` holds exactly the old section `oldIndex`'s items, each
    /// matched in place under the policy: a section the diff may move without touching items.
    static func keepsItsItems<SectionID: Hashable>(
        from old: [ListSection<SectionID, TestItem>], to new: [ListSection<SectionID, TestItem>], oldIndex: Int, newIndex: Int
    ) -> Bool {
        guard old[oldIndex].items.count == new[newIndex].items.count else { return false }
        let plain = ExpectedItemChanges(from: old, to: new)
        guard !plain.inserts.contains(where: { $0.section == newIndex }), !plain.deletes.contains(where: { $0.section == oldIndex })
        else { return false }
        var firstOld = [Int: ItemPath]()
        for (section, group) in old.enumerated() {
            for (index, item) in group.items.enumerated() where firstOld[item.id] == nil {
                firstOld[item.id] = ItemPath(item: index, section: section)
            }
        }
        return new[newIndex].items.enumerated().allSatisfy { index, item in
            firstOld[item.id] == ItemPath(item: index, section: oldIndex)
        }
    }
}
