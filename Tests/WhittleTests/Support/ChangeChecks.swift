import Testing
import Whittle
import WhittleTesting

/// The three properties every emitted change must have: a list view accepts every stage,
/// replaying gives the new contents, and (when an expectation is given) moves are minimal.
enum ChangeChecks {
    static func verify<SectionID: Hashable>(
        _ changes: ListChanges,
        from old: [ListSection<SectionID, TestItem>], to new: [ListSection<SectionID, TestItem>],
        checkMinimalMoves: Bool = true, seed: UInt64,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        verify(changes, from: old.map(\.items), to: new.map(\.items), seed: seed, sourceLocation: sourceLocation)
        guard checkMinimalMoves else { return }
        let (reinserted, minimal) = expectedMoves(for: changes, from: old, to: new)
        let newToOld = MinimalMoves.firstOccurrenceMatching(old: old.map(\.id), new: new.map(\.id))
        for newIndex in reinserted {
            #expect(
                !ExpectedItemChanges.keepsItsItems(from: old, to: new, oldIndex: newToOld[newIndex], newIndex: newIndex),
                "seed \(seed): section \(new[newIndex].id) was deleted and inserted though its items did not change",
                sourceLocation: sourceLocation)
        }
        let sectionMoves = changes.stages.reduce(0) { $0 + $1.sectionMoves.count }
        let itemMoves = changes.stages.reduce(0) { $0 + $1.itemMoves.count }
        #expect(sectionMoves + reinserted.count == minimal.sections, "seed \(seed): section moves", sourceLocation: sourceLocation)
        #expect(itemMoves == minimal.items, "seed \(seed): item moves", sourceLocation: sourceLocation)
    }

    static func verify(
        _ changes: ListChanges, from old: [[TestItem]], to new: [[TestItem]], seed: UInt64,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(changes.stages.count <= 2, "seed \(seed): at most two stages", sourceLocation: sourceLocation)
        var listView = StrictListView(rowCounts: old.map(\.count))
        do {
            try listView.apply(changes, rowCountsAfter: new.map(\.count))
            let replayed = try ListChangesReplay.replay(changes, on: old, new: new)
            #expect(replayed == new, "seed \(seed): replay of \(changes) on \(old)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("seed \(seed): \(error) for \(old) → \(new): \(changes)", sourceLocation: sourceLocation)
        }
    }

    /// The minimal moves for `changes`: sections the diff deleted and inserted although their id
    /// survives are moves it converted because their items changed too; each counts as the
    /// section move it replaced, and its items are plain deletes and inserts. Returns those
    /// sections' new indexes with the counts.
    static func expectedMoves<SectionID: Hashable>(
        for changes: ListChanges, from old: [ListSection<SectionID, TestItem>], to new: [ListSection<SectionID, TestItem>]
    ) -> (reinserted: [Int], minimal: (sections: Int, items: Int)) {
        let newToOld = MinimalMoves.firstOccurrenceMatching(old: old.map(\.id), new: new.map(\.id))
        let deleted = Set(changes.stages.flatMap(\.sectionDeletes))
        let reinserted = newToOld.indices.filter { newToOld[$0] >= 0 && deleted.contains(newToOld[$0]) }
        return (reinserted, MinimalMoves.count(from: old, to: new, reinserting: Set(reinserted.map { new[$0].id })))
    }
}
