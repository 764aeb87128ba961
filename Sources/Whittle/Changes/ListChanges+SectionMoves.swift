extension ListChanges.Stage {
    /// Turns every section move whose section also loses, gains or moves items in the same
    /// stage into a delete of the old section and an insert of the new one.
    ///
    /// `UICollectionView` corrupts its layout (and can raise or crash) when one batch moves a
    /// section and changes items inside it; IGListKit converts such moves the same way
    /// (`IGListBatchUpdateData`), DifferenceKit stages them apart. Staging apart would need the
    /// list view to see an intermediate model between batches, which a data source that has
    /// already changed cannot show, so Whittle converts. The cost: the section cross-fades
    /// instead of sliding, and an item moved into or out of it is deleted and inserted instead of
    /// moved. Sections moved with no item change inside them, and every other move, are kept.
    ///
    /// `content` holds the same diff's post-update reloads and reconfigures; those of items
    /// that are now inserted, and of reinserted sections, are dropped: an inserted cell is new.
    ///
    /// - Complexity: O(*c* + *s*) for *c* item changes and *s* section moves; nothing is done
    ///   when no section moves.
    @usableFromInline
    mutating func separateSectionMovesFromTheirItems(content: inout ListChanges.Stage) {
        guard !sectionMoves.isEmpty, !(itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty) else { return }
        var touchedOld = Set<Int>()
        var touchedNew = Set<Int>()
        for path in itemDeletes { touchedOld.insert(path.section) }
        for path in itemInserts { touchedNew.insert(path.section) }
        for move in itemMoves {
            touchedOld.insert(move.from.section)
            touchedNew.insert(move.to.section)
        }
        var reinsertedOld = Set<Int>()
        var reinsertedNew = Set<Int>()
        sectionMoves.removeAll { move in
            guard touchedOld.contains(move.from) || touchedNew.contains(move.to) else { return false }
            reinsertedOld.insert(move.from)
            reinsertedNew.insert(move.to)
            return true
        }
        guard !reinsertedOld.isEmpty else { return }
        sectionDeletes = (sectionDeletes + reinsertedOld).sorted()
        sectionInserts = (sectionInserts + reinsertedNew).sorted()

        itemDeletes.removeAll { reinsertedOld.contains($0.section) }
        itemInserts.removeAll { reinsertedNew.contains($0.section) }
        var keptMoves: [ListChanges.Move<ItemPath>] = []
        var insertedByConversion = Set<ItemPath>()
        for move in itemMoves {
            switch (reinsertedOld.contains(move.from.section), reinsertedNew.contains(move.to.section)) {
            case (false, false): keptMoves.append(move)
            case (true, false):
                itemInserts.append(move.to)
                insertedByConversion.insert(move.to)
            case (false, true): itemDeletes.append(move.from)
            case (true, true): break
            }
        }
        itemMoves = keptMoves
        itemDeletes.sort()
        itemInserts.sort()

        let isNew: (ItemPath) -> Bool = { reinsertedNew.contains($0.section) || insertedByConversion.contains($0) }
        content.itemReconfigures.removeAll(where: isNew)
        content.itemReloads.removeAll(where: isNew)
        content.sectionReloads.removeAll { reinsertedNew.contains($0) }
    }
}
