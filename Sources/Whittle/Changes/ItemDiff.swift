/// The item-level core of ``ListDiff``: matches items by identity across all sections, then
/// derives deletes, inserts, minimal moves and content updates.
///
/// Items are handled as one flat array plus section start offsets, with plain `Int`
/// indexes, so the hot loops touch contiguous memory and allocate nothing per item.
@usableFromInline
enum ItemDiff {
    @inlinable
    static func run<Item: Identifiable & Equatable>(
        old: [Item], oldStarts: [Int], new: [Item], newStarts: [Int],
        oldSectionToNew: [Int], newSectionToOld: [Int], reloadedNewSections: [Bool],
        updates: ContentUpdateStyle,
        structure: inout ListChanges.Stage, content: inout ListChanges.Stage
    ) {
        let singleSection = oldStarts.count == 2
        let oldSectionOf = singleSection ? [] : sectionOfEachItem(starts: oldStarts, count: old.count)

        // 1. The first old occurrence of every id (duplicates policy: see ListDiff).
        // oldToNew: -1 unmatched; -2 claimed by a new item that cannot take it (one side's
        // section is inserted or deleted), so later new duplicates do not match either;
        // -3 a later old duplicate, which never matches.
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        let firstOld = FirstOccurrenceTable(old, markingLaterDuplicatesIn: &oldToNew)

        // 2. Match each new item. Most items follow their predecessor's match, so the item
        // after the previous match is tried first: when it has the same id and is not a
        // later duplicate, it *is* the first occurrence, found without touching the table.
        old.withUnsafeBufferPointer { oldItems in
            new.withUnsafeBufferPointer { newItems in
                firstOld.slots.withUnsafeBufferPointer { slots in
                    oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                        newToOld.withUnsafeMutableBufferPointer { newToOld in
                            // run: where the current in-order run continues; jump: after
                            // the last match found through the table (a new run may start).
                            var run = 0
                            var jump = 0
                            for section in 0..<(newStarts.count - 1) {
                                let alive = newSectionToOld[section] >= 0
                                for index in newStarts[section]..<newStarts[section + 1] {
                                    let id = newItems[index].id
                                    var oldIndex = -1
                                    // Any unclaimed old item with this id that is not a later
                                    // duplicate is the first occurrence, wherever it is found.
                                    var probe = 0
                                    while probe < 4 {
                                        let candidate = probe < 3 ? run + probe : jump
                                        if candidate < oldItems.count, oldToNew[candidate] == -1, oldItems[candidate].id == id {
                                            oldIndex = candidate
                                            break
                                        }
                                        probe += 1
                                    }
                                    if oldIndex >= 0 {
                                        run = oldIndex + 1
                                    } else {
                                        oldIndex = firstOld.firstIndex(of: id, in: oldItems, slots: slots)
                                        guard oldIndex >= 0, oldToNew[oldIndex] == -1 else { continue }
                                        jump = oldIndex + 1
                                    }
                                    if alive && (singleSection || oldSectionToNew[oldSectionOf[oldIndex]] >= 0) {
                                        oldToNew[oldIndex] = index
                                        newToOld[index] = oldIndex
                                    } else {
                                        oldToNew[oldIndex] = -2
                                    }
                                }
                            }
                        }
                    }
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
                let from = singleSection ? 0 : oldSectionOf[oldIndex]
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

    @inlinable
    static func sectionOfEachItem(starts: [Int], count: Int) -> [Int] {
        var sectionOf = [Int](repeating: 0, count: count)
        guard starts.count > 2 else { return sectionOf }
        for section in 0..<(starts.count - 1) {
            for index in starts[section]..<starts[section + 1] {
                sectionOf[index] = section
            }
        }
        return sectionOf
    }
}
