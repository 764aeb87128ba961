import Whittle

/// Replays ``ListChanges`` on plain arrays of contents, the way a list view moves its cells.
///
/// Use it in tests to prove that changes are *complete*, not just valid: replaying the
/// changes of a diff on the old contents must give the new contents. Inserted items, and
/// the content of reloaded or reconfigured items and sections, are read from `new` — the
/// data source's state while the stages run; every other item carries its old value to its
/// new place, so a missed update or a wrong move shows up as a difference.
public enum ListChangesReplay {
    /// Applies every stage of `changes` to `old`, taking new content from `new`.
    ///
    /// - Parameters:
    ///   - changes: The changes to replay.
    ///   - old: The sections' contents before the changes.
    ///   - new: The sections' contents the data source holds while the stages run.
    /// - Returns: The contents after the last stage.
    /// - Throws: ``BatchUpdateFailure`` when a stage is invalid (see ``StrictListView``).
    public static func replay<Item>(_ changes: ListChanges, on old: [[Item]], new: [[Item]]) throws(BatchUpdateFailure) -> [[Item]] {
        var current = old
        for (index, stage) in changes.stages.enumerated() {
            do {
                current = try replay(stage, on: current, new: new)
            } catch {
                throw BatchUpdateFailure(message: error.message, stage: index)
            }
        }
        return current
    }

    /// Applies one stage to `old`, taking new content from `new`.
    ///
    /// - Throws: ``BatchUpdateFailure`` when the stage is invalid.
    public static func replay<Item>(_ stage: ListChanges.Stage, on old: [[Item]], new: [[Item]]) throws(BatchUpdateFailure) -> [[Item]] {
        var check = BatchUpdateCheck(before: old.map(\.count), after: new.map(\.count), stage: stage)
        try check.run()

        // Old items that stay put, with their old index so reloads can find them.
        let deletes = Set(stage.itemDeletes)
        let movedFrom = Set(stage.itemMoves.map(\.from))
        let refreshed = Set(stage.itemReloads + stage.itemReconfigures)
        var stationary: [[(oldItem: Int, value: Item)]] = old.indices.map { section in
            old[section].indices.compactMap { item in
                let path = ItemPath(item: item, section: section)
                return deletes.contains(path) || movedFrom.contains(path) ? nil : (item, old[section][item])
            }
        }
        var placed = new.map { [Item?](repeating: nil, count: $0.count) }
        for path in stage.itemInserts {
            placed[path.section][path.item] = new[path.section][path.item]
        }
        for move in stage.itemMoves {
            placed[move.to.section][move.to.item] = old[move.from.section][move.from.item]
        }

        var result = [[Item]]()
        result.reserveCapacity(new.count)
        for newSection in new.indices {
            let oldSection = check.sectionNewToOld[newSection]
            if oldSection < 0 || check.reloadedOld.contains(oldSection) {
                result.append(new[newSection])
                continue
            }
            var remaining = stationary[oldSection][...]
            var items = [Item]()
            items.reserveCapacity(new[newSection].count)
            for slot in placed[newSection].indices {
                if let value = placed[newSection][slot] {
                    items.append(value)
                } else if let (oldItem, value) = remaining.popFirst() {
                    let wasRefreshed = refreshed.contains(ItemPath(item: oldItem, section: oldSection))
                    items.append(wasRefreshed ? new[newSection][slot] : value)
                }
            }
            stationary[oldSection] = []
            result.append(items)
        }
        return result
    }
}
