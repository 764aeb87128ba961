import Testing
import Whittle
import WhittleTesting

struct ListDiffPropertyTests {
    /// On random flat lists with duplicates and updates, every stage is accepted, replay
    /// gives the new list and moves are minimal.
    @Test func flatDiffsAreValidCompleteAndMinimal() {
        for seed in 0..<UInt64(PropertyBudget.cases(share: 3_000)) {
            var generator = DiffCaseGenerator(seed: seed, maxSections: 1)
            let (old, new) = generator.sections()
            let changes = ListDiff.changes(from: old[0].items, to: new[0].items)
            ChangeChecks.verify(changes, from: old, to: new, seed: seed)
        }
    }

    /// On random sectioned lists — duplicate ids, items crossing sections, sections
    /// inserted, deleted, moved and retitled — the same three properties hold.
    @Test func sectionedDiffsAreValidCompleteAndMinimal() {
        for seed in 0..<UInt64(PropertyBudget.cases(share: 3_000)) {
            var generator = DiffCaseGenerator(seed: seed &+ 1_000_000_000, maxSections: 4)
            let (old, new) = generator.sections()
            let changes = ListDiff.changes(from: old, to: new)
            ChangeChecks.verify(changes, from: old, to: new, seed: seed)
        }
    }
}
