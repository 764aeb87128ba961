/// The matching stage of ``ItemDiff``: pairs every new item with the first old occurrence of
/// its id, by ``ListDiff``'s duplicate policy, and records whether the pair's content changed.
///
/// At a million items the matching is bound by cache misses, not instructions, so it runs
/// in three passes that let the CPU overlap them:
/// 1. ``matchRuns()``: most new items continue the in-order run of the previous match and
///    are matched in one sequential pass without touching the table;
/// 2. ``probe(_:)``: the rest (moved or inserted items) are looked up in the table in a tight
///    loop whose iterations are independent, so their misses overlap instead of each waiting
///    for the one before;
/// 3. ``settle(_:)``: in new order, the items found are checked and claimed, which
///    keeps the policy exact — an earlier new item takes its old item back from a later one
///    that followed a run to it.
///
/// It works on buffers the caller keeps alive for the duration of ``run()``.
@usableFromInline
struct ItemMatching<Item: Identifiable & Equatable> {
    @usableFromInline let old: UnsafeBufferPointer<Item>
    @usableFromInline let new: UnsafeBufferPointer<Item>
    /// Start offset of each new section in `new`, plus the end.
    @usableFromInline let newStarts: UnsafeBufferPointer<Int>
    /// The old section of each old item; empty for a single section.
    @usableFromInline let oldSectionOf: UnsafeBufferPointer<Int32>
    @usableFromInline let oldSectionToNew: UnsafeBufferPointer<Int>
    @usableFromInline let newSectionToOld: UnsafeBufferPointer<Int>
    @usableFromInline let table: FirstOccurrenceTable
    @usableFromInline let slots: UnsafeBufferPointer<UInt64>
    /// For each old item: the new index it matched, ``ItemDiff/unmatched``,
    /// ``ItemDiff/unusable`` or ``FirstOccurrenceTable/laterDuplicate``.
    @usableFromInline let oldToNew: UnsafeMutableBufferPointer<Int32>
    /// For each new item: the old index it matched, or -1.
    @usableFromInline let newToOld: UnsafeMutableBufferPointer<Int32>
    /// For each matched new item: whether `==` found its content changed.
    @usableFromInline let contentChanged: UnsafeMutableBufferPointer<Bool>

    @inlinable
    init(
        old: UnsafeBufferPointer<Item>, new: UnsafeBufferPointer<Item>, newStarts: UnsafeBufferPointer<Int>,
        oldSectionOf: UnsafeBufferPointer<Int32>, oldSectionToNew: UnsafeBufferPointer<Int>,
        newSectionToOld: UnsafeBufferPointer<Int>, table: FirstOccurrenceTable, slots: UnsafeBufferPointer<UInt64>,
        oldToNew: UnsafeMutableBufferPointer<Int32>, newToOld: UnsafeMutableBufferPointer<Int32>,
        contentChanged: UnsafeMutableBufferPointer<Bool>
    ) {
        self.old = old
        self.new = new
        self.newStarts = newStarts
        self.oldSectionOf = oldSectionOf
        self.oldSectionToNew = oldSectionToNew
        self.newSectionToOld = newSectionToOld
        self.table = table
        self.slots = slots
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.contentChanged = contentChanged
    }

    /// Matches every item: fills `oldToNew`, `newToOld` and `contentChanged`.
    @inlinable
    func run() {
        let pending = matchRuns()
        let found = probe(pending)
        settle(found)
    }

    /// Whether an old item and a new item may be paired: both their sections exist before
    /// and after.
    @inlinable @inline(__always)
    func isMatchable(_ oldIndex: Int, newSection: Int) -> Bool {
        newSectionToOld[newSection] >= 0
            && (oldSectionOf.isEmpty || oldSectionToNew[Int(oldSectionOf[oldIndex])] >= 0)
    }

    @inlinable @inline(__always)
    func claim(_ oldIndex: Int, for index: Int) {
        oldToNew[oldIndex] = Int32(truncatingIfNeeded: index)
        newToOld[index] = Int32(truncatingIfNeeded: oldIndex)
        contentChanged[index] = old[oldIndex] != new[index]
    }

    /// The first unclaimed old item with `id` among the `width` items from `start`, or -1.
    /// An unclaimed item that is not a later duplicate *is* the id's first occurrence.
    @inlinable @inline(__always)
    func unclaimed(_ id: Item.ID, from start: Int, width: Int) -> Int {
        var candidate = start
        let end = min(start + width, old.count)
        while candidate < end {
            if oldToNew[candidate] == ItemDiff.unmatched, old[candidate].id == id { return candidate }
            candidate += 1
        }
        return -1
    }

    /// Whether the new item at `index` (before `end`) would continue a run at `run`.
    @inlinable @inline(__always)
    func follows(_ index: Int, end: Int, run: Int) -> Bool {
        index < end && unclaimed(new[index].id, from: run, width: 3) >= 0
    }

    /// Pass 1: matches every new item found at the old position right after the run's last
    /// match (or one or two further, skipping deleted or moved items). Returns the others,
    /// in new order, as `key << 32 | index` entries for ``probe(_:)`` — including matches
    /// `isMatchable` rejects, which are settled with the lookups.
    ///
    /// When items miss twice in a row, the run itself may be lost (three or more old items in
    /// a row deleted or moved away, or a block of moved items starting). Unless one of the
    /// next two items continues the run (newcomers side by side), it is searched for nearby, then
    /// through the table; a match found so becomes the run only if the next item follows it,
    /// so a lone moved item does not lead the run astray. Misses 2, 4, 8 … in a row do this,
    /// so a list with no runs at all (a shuffle) does not pay a search per item.
    @inlinable
    func matchRuns() -> [UInt64] {
        var pending = [UInt64]()
        var run = 0
        var misses = 0
        for section in 0..<(newStarts.count - 1) {
            let end = newStarts[section + 1]
            for index in newStarts[section]..<end {
                let id = new[index].id
                var oldIndex = unclaimed(id, from: run, width: 3)
                var resynced = false
                if oldIndex >= 0 {
                    misses = 0
                } else {
                    misses += 1
                    if misses >= 2, misses & (misses - 1) == 0,
                       !follows(index + 1, end: end, run: run), !follows(index + 2, end: end, run: run) {
                        oldIndex = unclaimed(id, from: run + 3, width: 13)
                        if oldIndex < 0 {
                            let found = table.firstIndex(of: id, key: FirstOccurrenceTable.key(of: id), in: old, slots: slots)
                            if found >= 0, oldToNew[found] == ItemDiff.unmatched { oldIndex = found }
                        }
                        resynced = true
                    }
                }
                if oldIndex >= 0 && isMatchable(oldIndex, newSection: section) {
                    if !resynced || follows(index + 1, end: end, run: oldIndex + 1) {
                        run = oldIndex + 1
                    }
                    claim(oldIndex, for: index)
                } else {
                    pending.append(FirstOccurrenceTable.key(of: id) << 32 | UInt64(truncatingIfNeeded: index))
                }
            }
        }
        return pending
    }

    /// Pass 2: the pending items whose key is in the table, as `candidate << 32 | index`
    /// entries in new order, where the candidate is the first old item whose id has that key —
    /// table slots only, no items read. The keys were computed in pass 1 and no iteration
    /// waits for another, so the cache misses of many probes are in flight at once; items not
    /// found are dropped without a branch, so pass 3 does not mispredict on them.
    @inlinable
    func probe(_ pending: [UInt64]) -> [UInt64] {
        [UInt64](unsafeUninitializedCapacity: pending.count) { found, initialized in
            var count = 0
            pending.withUnsafeBufferPointer { pending in
                for entry in pending {
                    let candidate = table.candidate(forKey: entry >> 32, slots: slots)
                    found[count] = UInt64(truncatingIfNeeded: candidate) << 32 | entry & 0xFFFF_FFFF
                    count &+= candidate >= 0 ? 1 : 0
                }
            }
            initialized = count
        }
    }

    /// Pass 3: in new order, checks each candidate's id (keys can collide), compares content
    /// while the old item is in cache, and claims it. An old item claimed by a *later* new
    /// item (which followed a run to it) goes to the earlier one, the id's first new
    /// occurrence; one that cannot take it (a section inserted or deleted) marks it
    /// ``ItemDiff/unusable``. Reading the item here rather than right after its slot in
    /// pass 2 keeps each lookup from being two misses back to back.
    @inlinable
    func settle(_ found: [UInt64]) {
        var section = 0
        for entry in found {
            var oldIndex = Int(truncatingIfNeeded: entry >> 32)
            let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF)
            if old[oldIndex].id != new[index].id {
                // Two ids with the same 32-bit key: probe again, checking ids.
                let id = new[index].id
                oldIndex = table.firstIndex(of: id, key: FirstOccurrenceTable.key(of: id), in: old, slots: slots)
                guard oldIndex >= 0 else { continue }
            }
            let claimant = Int(oldToNew[oldIndex])
            if claimant >= 0 {
                guard claimant > index else { continue }
                newToOld[claimant] = -1
            } else if claimant != Int(ItemDiff.unmatched) {
                continue
            }
            while newStarts[section + 1] <= index { section += 1 }
            if isMatchable(oldIndex, newSection: section) {
                oldToNew[oldIndex] = Int32(truncatingIfNeeded: index)
                newToOld[index] = Int32(truncatingIfNeeded: oldIndex)
                contentChanged[index] = old[oldIndex] != new[index]
            } else {
                oldToNew[oldIndex] = ItemDiff.unusable
            }
        }
    }
}
