/// The item-level core of ``ListDiff``: matches items by identity across all sections, then
/// derives deletes, inserts, minimal moves and content updates.
///
/// Items are handled as one flat array plus section start offsets, with 32-bit indexes
/// (half the memory traffic of `Int` on the index arrays, which matters once they outgrow
/// the cache), so the hot loops touch contiguous memory and allocate nothing per item. The
/// matching itself is ``ItemMatching``.
@usableFromInline
enum ItemDiff {
    /// An old item no new item has matched (yet).
    @usableFromInline static var unmatched: Int32 { -1 }
    /// An old item claimed by the first new occurrence of its id, which cannot take it
    /// because one side's section is inserted or deleted, so later new duplicates do not
    /// match either.
    @usableFromInline static var unusable: Int32 { -2 }

    @inlinable
    static func run<Item: Identifiable & Equatable>(
        old: [Item], oldStarts: [Int], new: [Item], newStarts: [Int],
        oldSectionToNew: [Int], newSectionToOld: [Int], reloadedNewSections: [Bool],
        updates: ContentUpdateStyle,
        structure: inout ListChanges.Stage, content: inout ListChanges.Stage
    ) {
        // 32-bit indexes, and the table's 32-bit item numbers, bound a list's length.
        precondition(
            old.count < Int(Int32.max) && new.count < Int(Int32.max),
            "ListDiff handles lists of up to 2³¹ − 2 items"
        )
        let singleSection = oldStarts.count == 2
        let oldSectionOf = singleSection ? [] : sectionOfEachItem(starts: oldStarts, count: old.count)

        // 1–2. Match every new item with the first old occurrence of its id.
        var oldToNew = [Int32](repeating: unmatched, count: old.count)
        var newToOld = [Int32](repeating: -1, count: new.count)
        var contentChanged = [Bool](repeating: false, count: new.count)
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                    newToOld.withUnsafeMutableBufferPointer { newToOld in
                        contentChanged.withUnsafeMutableBufferPointer { contentChanged in
                            let table = FirstOccurrenceTable(old, markingLaterDuplicatesIn: oldToNew)
                            table.slots.withUnsafeBufferPointer { slots in
                                newStarts.withUnsafeBufferPointer { newStarts in
                                    oldSectionOf.withUnsafeBufferPointer { oldSectionOf in
                                        oldSectionToNew.withUnsafeBufferPointer { oldSectionToNew in
                                            newSectionToOld.withUnsafeBufferPointer { newSectionToOld in
                                                ItemMatching(
                                                    old: old, new: new, newStarts: newStarts, oldSectionOf: oldSectionOf,
                                                    oldSectionToNew: oldSectionToNew, newSectionToOld: newSectionToOld,
                                                    table: table, slots: slots,
                                                    oldToNew: oldToNew, newToOld: newToOld, contentChanged: contentChanged
                                                ).run()
                                            }
                                        }
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
        var runOld = [Int32]()
        var runNew = [Int32]()
        for section in 0..<(newStarts.count - 1) {
            let oldSection = newSectionToOld[section]
            guard oldSection >= 0 else { continue }
            let start = newStarts[section]
            let reloaded = reloadedNewSections[section]
            runOld.removeAll(keepingCapacity: true)
            runNew.removeAll(keepingCapacity: true)
            runOld.reserveCapacity(newStarts[section + 1] - start)
            runNew.reserveCapacity(newStarts[section + 1] - start)
            for index in start..<newStarts[section + 1] {
                let oldIndex = Int(newToOld[index])
                let path = ItemPath(item: index - start, section: section)
                guard oldIndex >= 0 else {
                    structure.itemInserts.append(path)
                    continue
                }
                let from = singleSection ? 0 : Int(oldSectionOf[oldIndex])
                if from == oldSection {
                    runOld.append(Int32(truncatingIfNeeded: oldIndex))
                    runNew.append(Int32(truncatingIfNeeded: index))
                } else {
                    let fromPath = ItemPath(item: oldIndex - oldStarts[from], section: from)
                    structure.itemMoves.append(.init(from: fromPath, to: path))
                }
                if !reloaded && contentChanged[index] {
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
                    from: ItemPath(item: Int(runOld[position]) - oldStart, section: oldSection),
                    to: ItemPath(item: Int(runNew[position]) - start, section: section)
                ))
            }
        }
    }

    @inlinable
    static func sectionOfEachItem(starts: [Int], count: Int) -> [Int32] {
        var sectionOf = [Int32](repeating: 0, count: count)
        guard starts.count > 2 else { return sectionOf }
        for section in 0..<(starts.count - 1) {
            for index in starts[section]..<starts[section + 1] {
                sectionOf[index] = Int32(truncatingIfNeeded: section)
            }
        }
        return sectionOf
    }
}
