import Whittle

/// The consistency checks of one batch update, in the order UIKit applies them: section
/// operations, then item operations against old and new paths, then the counts.
///
/// It also derives the section mapping (old index → new index) that ``ListChangesReplay``
/// reuses, so both agree on what a stage means.
struct BatchUpdateCheck {
    let before: [Int]
    let after: [Int]
    let stage: ListChanges.Stage

    /// For each old section, its index after the update, or -1 when deleted.
    private(set) var sectionOldToNew: [Int] = []
    /// For each new section, the old section it continues, or -1 when inserted.
    private(set) var sectionNewToOld: [Int] = []
    private(set) var reloadedOld = Set<Int>()

    init(before: [Int], after: [Int], stage: ListChanges.Stage) {
        self.before = before
        self.after = after
        self.stage = stage
    }

    mutating func run() throws(BatchUpdateFailure) {
        try checkSections()
        try checkItems()
    }

    // MARK: Sections

    private mutating func checkSections() throws(BatchUpdateFailure) {
        let oldCount = before.count
        let newCount = after.count
        var deleted = Set<Int>()
        for section in stage.sectionDeletes {
            guard (0..<oldCount).contains(section) else {
                throw fail("attempt to delete section \(section), but there are only \(oldCount) sections before the update")
            }
            guard deleted.insert(section).inserted else { throw fail("attempt to delete section \(section) twice") }
        }
        var inserted = Set<Int>()
        for section in stage.sectionInserts {
            guard (0..<newCount).contains(section) else {
                throw fail("attempt to insert section \(section) but there are only \(newCount) sections after the update")
            }
            guard inserted.insert(section).inserted else { throw fail("attempt to insert section \(section) twice") }
        }
        var movedFrom = Set<Int>()
        var movedTo = Set<Int>()
        for move in stage.sectionMoves {
            guard (0..<oldCount).contains(move.from) else {
                throw fail("attempt to move section \(move.from), but there are only \(oldCount) sections before the update")
            }
            guard (0..<newCount).contains(move.to) else {
                throw fail("attempt to move section \(move.from) to section \(move.to), but there are only \(newCount) sections after the update")
            }
            guard !deleted.contains(move.from) else { throw fail("attempt to delete and move the same section (\(move.from))") }
            guard !inserted.contains(move.to) else { throw fail("attempt to insert and move to the same section (\(move.to))") }
            guard movedFrom.insert(move.from).inserted else { throw fail("attempt to move section \(move.from) twice") }
            guard movedTo.insert(move.to).inserted else { throw fail("attempt to move two sections to section \(move.to)") }
        }
        for section in stage.sectionReloads {
            guard (0..<oldCount).contains(section) else {
                throw fail("attempt to reload section \(section), but there are only \(oldCount) sections before the update")
            }
            guard !deleted.contains(section) else { throw fail("attempt to delete and reload the same section (\(section))") }
            guard !movedFrom.contains(section) else { throw fail("attempt to move and reload the same section (\(section))") }
            guard reloadedOld.insert(section).inserted else { throw fail("attempt to reload section \(section) twice") }
        }
        guard newCount == oldCount - deleted.count + inserted.count else {
            throw fail("Invalid update: invalid number of sections. The number of sections contained in the list view after the update (\(newCount)) must be equal to the number of sections contained in the list view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted).")
        }
        // Sections that neither go nor move keep their relative order in the free slots.
        sectionOldToNew = [Int](repeating: -1, count: oldCount)
        sectionNewToOld = [Int](repeating: -1, count: newCount)
        for move in stage.sectionMoves {
            sectionOldToNew[move.from] = move.to
            sectionNewToOld[move.to] = move.from
        }
        var slot = 0
        for section in 0..<oldCount where !deleted.contains(section) && !movedFrom.contains(section) {
            while slot < newCount && (inserted.contains(slot) || movedTo.contains(slot)) { slot += 1 }
            guard slot < newCount else { break }
            sectionOldToNew[section] = slot
            sectionNewToOld[slot] = section
            slot += 1
        }
    }

    // MARK: Items

    private func checkItems() throws(BatchUpdateFailure) {
        var deletes = Set<ItemPath>()
        var movedFrom = Set<ItemPath>()
        var refreshed = Set<ItemPath>()
        var inserts = Set<ItemPath>()
        var movedTo = Set<ItemPath>()
        var removedPerOld = [Int](repeating: 0, count: before.count)
        var addedPerNew = [Int](repeating: 0, count: after.count)
        var movedOutPerOld = [Int](repeating: 0, count: before.count)
        var movedInPerNew = [Int](repeating: 0, count: after.count)

        for path in stage.itemDeletes {
            try checkOld(path, verb: "delete row \(path.item) from")
            guard deletes.insert(path).inserted else { throw fail("attempt to delete the same index path twice (\(path.uikitDescription))") }
            removedPerOld[path.section] += 1
        }
        for move in stage.itemMoves {
            try checkOld(move.from, verb: "move row \(move.from.item) from")
            try checkNew(move.to, verb: "move row to row \(move.to.item) in")
            guard !deletes.contains(move.from) else {
                throw fail("attempt to delete and move the same index path (\(move.from.uikitDescription))")
            }
            guard movedFrom.insert(move.from).inserted else { throw fail("attempt to move the same index path twice (\(move.from.uikitDescription))") }
            guard movedTo.insert(move.to).inserted else { throw fail("attempt to move two index paths to the same index path (\(move.to.uikitDescription))") }
            movedOutPerOld[move.from.section] += 1
            movedInPerNew[move.to.section] += 1
        }
        for (path, verb) in stage.itemReloads.map({ ($0, "reload") }) + stage.itemReconfigures.map({ ($0, "reconfigure") }) {
            try checkOld(path, verb: "\(verb) row \(path.item) in")
            guard !deletes.contains(path) else { throw fail("attempt to delete and \(verb) the same index path (\(path.uikitDescription))") }
            guard !movedFrom.contains(path) else { throw fail("attempt to move and \(verb) the same index path (\(path.uikitDescription))") }
            guard refreshed.insert(path).inserted else { throw fail("attempt to reload or reconfigure the same index path twice (\(path.uikitDescription))") }
        }
        for path in stage.itemInserts {
            try checkNew(path, verb: "insert row \(path.item) into")
            guard !movedTo.contains(path) else { throw fail("attempt to perform an insert and a move to the same index path (\(path.uikitDescription))") }
            guard inserts.insert(path).inserted else { throw fail("attempt to insert the same index path twice (\(path.uikitDescription))") }
            addedPerNew[path.section] += 1
        }

        for move in stage.sectionMoves {
            let changedInside = removedPerOld[move.from] + movedOutPerOld[move.from]
                + addedPerNew[move.to] + movedInPerNew[move.to]
            guard changedInside == 0 else {
                throw fail("attempt to move section \(move.from) to section \(move.to) and insert, delete or move rows in it in the same update: UICollectionView corrupts its layout on this combination (IGListKit and DifferenceKit never send it); delete and insert the section instead, or change its rows in a separate update")
            }
        }

        for newSection in after.indices {
            let oldSection = sectionNewToOld[newSection]
            guard oldSection >= 0, !reloadedOld.contains(oldSection) else { continue }
            let expected = before[oldSection] - removedPerOld[oldSection] - movedOutPerOld[oldSection]
                + addedPerNew[newSection] + movedInPerNew[newSection]
            guard expected == after[newSection] else {
                throw fail("Invalid update: invalid number of rows in section \(newSection). The number of rows contained in an existing section after the update (\(after[newSection])) must be equal to the number of rows contained in that section before the update (\(before[oldSection])), plus or minus the number of rows inserted or deleted from that section (\(addedPerNew[newSection]) inserted, \(removedPerOld[oldSection]) deleted) and plus or minus the number of rows moved into or out of that section (\(movedInPerNew[newSection]) moved in, \(movedOutPerOld[oldSection]) moved out).")
            }
        }
    }

    private func checkOld(_ path: ItemPath, verb: String) throws(BatchUpdateFailure) {
        guard before.indices.contains(path.section) else {
            throw fail("attempt to \(verb) section \(path.section), but there are only \(before.count) sections before the update")
        }
        guard (0..<before[path.section]).contains(path.item) else {
            throw fail("attempt to \(verb) section \(path.section) which only contains \(before[path.section]) rows before the update")
        }
        guard sectionOldToNew[path.section] >= 0 else {
            throw fail("attempt to \(verb) section \(path.section), which is being deleted")
        }
        guard !reloadedOld.contains(path.section) else {
            throw fail("attempt to \(verb) section \(path.section), which is being reloaded")
        }
    }

    private func checkNew(_ path: ItemPath, verb: String) throws(BatchUpdateFailure) {
        guard after.indices.contains(path.section) else {
            throw fail("attempt to \(verb) section \(path.section), but there are only \(after.count) sections after the update")
        }
        guard (0..<after[path.section]).contains(path.item) else {
            throw fail("attempt to \(verb) section \(path.section), but there are only \(after[path.section]) rows in section \(path.section) after the update")
        }
        let oldSection = sectionNewToOld[path.section]
        guard oldSection >= 0 else {
            throw fail("attempt to \(verb) section \(path.section), which is being inserted")
        }
        guard !reloadedOld.contains(oldSection) else {
            throw fail("attempt to \(verb) section \(path.section), which is being reloaded")
        }
    }

    private func fail(_ message: String) -> BatchUpdateFailure {
        BatchUpdateFailure(message: message)
    }
}
