/// The item-level core of ``ListDiff``: matches items by identity across all sections, then
/// derives deletes, inserts, minimal moves and content updates.
///
/// Items are handled as one flat array plus section start offsets, with plain `Int`
/// indexes, so the hot loops touch contiguous memory and allocate nothing per item.
enum ItemDiff {
    static func run<Item: Identifiable & Equatable>(
        old: [Item], oldStarts: [Int], new: [Item], newStarts: [Int],
        oldSectionToNew: [Int], newSectionToOld: [Int], reloadedNewSections: [Bool],
        updates: ContentUpdateStyle,
        structure: inout ListChanges.Stage, content: inout ListChanges.Stage
    ) {
        let oldSectionOf = sectionOfEachItem(starts: oldStarts, count: old.count)

        // 1. The first old occurrence of every id (duplicates policy: see ListDiff).
        var firstOld = [Item.ID: Int](minimumCapacity: old.count)
        for index in old.indices {
            keepFirst(&firstOld[old[index].id, default: -1], index)
        }

        // 2. Match each new item against it. -1: unmatched; -2: claimed by a new item that
        // cannot take it (one side's section is inserted or deleted), so later duplicates
        // in the new list do not match either.
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        for section in 0..<(newStarts.count - 1) {
            let alive = newSectionToOld[section] >= 0
            for index in newStarts[section]..<newStarts[section + 1] {
                guard let oldIndex = firstOld[new[index].id], oldToNew[oldIndex] == -1 else { continue }
                if alive && oldSectionToNew[oldSectionOf[oldIndex]] >= 0 {
                    oldToNew[oldIndex] = index
                    newToOld[index] = oldIndex
                } else {
                    oldToNew[oldIndex] = -2
                }
            }
        }

        // 3. Deletes, by old path, in surviving old sections only (a deleted section takes
        // its items with it).
        for section in 0..<(oldStarts.count - 1) where oldSectionToNew[section] >= 0 {
            let start = oldStarts[section]
            for index in start..<oldStarts[section + 1] where oldToNew[index] < 0 {
                structure.itemDeletes.append(ItemPath(item: index - start, section: section))
            }
        }

        // 4. Inserts, moves and content updates, section by section of the new state.
        var runOld = [Int]()
        var runNew = [Int]()
        for section in 0..<(newStarts.count - 1) {
            let oldSection = newSectionToOld[section]
            guard oldSection >= 0 else { continue }
            let start = newStarts[section]
            let reloaded = reloadedNewSections[section]
            runOld.removeAll(keepingCapacity: true)
            runNew.removeAll(keepingCapacity: true)
            for index in start..<newStarts[section + 1] {
                let oldIndex = newToOld[index]
                let path = ItemPath(item: index - start, section: section)
                guard oldIndex >= 0 else {
                    structure.itemInserts.append(path)
                    continue
                }
                let from = oldSectionOf[oldIndex]
                if from == oldSection {
                    runOld.append(oldIndex)
                    runNew.append(index)
                } else {
                    let fromPath = ItemPath(item: oldIndex - oldStarts[from], section: from)
                    structure.itemMoves.append(.init(from: fromPath, to: path))
                }
                if !reloaded && old[oldIndex] != new[index] {
                    switch updates {
                    case .reconfigure: content.itemReconfigures.append(path)
                    case .reload: content.itemReloads.append(path)
                    }
                }
            }
            // Items of the same section kept in order stay put; the rest move.
            let kept = LongestIncreasingRun.members(of: runOld)
            let oldStart = oldStarts[oldSection]
            for position in kept.indices where !kept[position] {
                structure.itemMoves.append(.init(
                    from: ItemPath(item: runOld[position] - oldStart, section: oldSection),
                    to: ItemPath(item: runNew[position] - start, section: section)
                ))
            }
        }
    }

    private static func sectionOfEachItem(starts: [Int], count: Int) -> [Int] {
        var sectionOf = [Int](repeating: 0, count: count)
        guard starts.count > 2 else { return sectionOf }
        for section in 0..<(starts.count - 1) {
            for index in starts[section]..<starts[section + 1] {
                sectionOf[index] = section
            }
        }
        return sectionOf
    }

    @inline(__always)
    private static func keepFirst(_ slot: inout Int, _ index: Int) {
        if slot < 0 { slot = index }
    }
}
