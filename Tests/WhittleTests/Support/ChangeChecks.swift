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
        let minimal = MinimalMoves.count(from: old, to: new)
        let sectionMoves = changes.stages.reduce(0) { $0 + $1.sectionMoves.count }
        let itemMoves = changes.stages.reduce(0) { $0 + $1.itemMoves.count }
        #expect(sectionMoves == minimal.sections, "seed \(seed): section moves", sourceLocation: sourceLocation)
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
}
