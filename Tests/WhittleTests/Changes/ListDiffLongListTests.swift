import Testing
import Whittle
import WhittleTesting

/// The diff on long lists, where it partitions its table, follows runs, finds lost runs again
/// and settles table lookups after the run pass — all paths the short property cases miss.
struct ListDiffLongListTests {
    /// Flat lists of up to 40,000 items: deletes, inserts and reconfigures are exactly the
    /// ones the duplicate policy determines, moves are minimal, and every stage is valid.
    @Test(arguments: [0, 1, 2, 3] as [UInt64])
    func longFlatListsMatchThePolicyExactly(seed: UInt64) {
        var generator = LongListGenerator(seed: seed)
        let (old, new) = generator.sections(itemCount: [3_000, 40_000, 30_000, 28_000][Int(seed)], sectionCount: 1)
        let changes = ListDiff.changes(from: old[0].items, to: new[0].items)
        let difference = ExpectedItemChanges(from: old, to: new).firstDifference(from: ExpectedItemChanges(changes))
        #expect(difference == nil, "seed \(seed): expected vs emitted \(difference ?? "")")
        ChangeChecks.verify(changes, from: old, to: new, seed: seed)
    }

    /// Sectioned lists of up to 40,000 items, with sections inserted, deleted and moved: the
    /// same exact operations, minimal moves and valid stages.
    @Test(arguments: [10, 11, 12, 13] as [UInt64])
    func longSectionedListsMatchThePolicyExactly(seed: UInt64) {
        var generator = LongListGenerator(seed: seed)
        let (old, new) = generator.sections(itemCount: 28_000 + Int(seed % 4) * 4_000, sectionCount: Int(seed % 5) + 2)
        let changes = ListDiff.changes(from: old, to: new)
        let reinserted = Set(ChangeChecks.expectedMoves(for: changes, from: old, to: new).reinserted.map { new[$0].id })
        let difference = ExpectedItemChanges(from: old, to: new, reinserting: reinserted)
            .firstDifference(from: ExpectedItemChanges(changes))
        #expect(difference == nil, "seed \(seed): expected vs emitted \(difference ?? "")")
        ChangeChecks.verify(changes, from: old, to: new, seed: seed)
    }
}
