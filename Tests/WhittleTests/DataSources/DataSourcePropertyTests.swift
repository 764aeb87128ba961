import Testing
import Whittle
import WhittleTesting

/// Random edits of every data source type, observed like a list view would: every change
/// must be accepted by a strict list view at the moment it arrives, replaying it must give
/// the data source's new contents, and diffs must use the minimal number of moves.
@MainActor
struct DataSourcePropertyTests {
    /// Array data sources: random replacements and edits.
    @Test func arrayDataSourceChangesAreValidCompleteAndMinimal() throws {
        for seed in 0..<UInt64(PropertyBudget.cases(share: 1_500)) {
            var generator = DiffCaseGenerator(seed: seed &+ 2_000_000_000, maxSections: 1)
            let (old, new) = generator.sections()
            let data = ArrayDataSource(items: old[0].items)
            let recorder = ChangeRecorder(data)
            data.items = new[0].items
            #expect(recorder.lastMoveCount == MinimalMoves.count(from: old, to: new).items, "seed \(seed)")
            switch generator.int(0...2) {
            case 0 where !data.items.isEmpty:
                try data.delete(at: ItemPath(item: generator.int(0...(data.items.count - 1)), section: 0))
            case 1 where data.items.count > 1:
                let last = data.items.count - 1
                try data.move(from: ItemPath(item: generator.int(0...last), section: 0), to: ItemPath(item: generator.int(0...last), section: 0))
            default:
                try data.insert(TestItem(id: generator.int(0...40)), at: generator.int(0...data.items.count))
            }
            #expect(recorder.failures.isEmpty, "seed \(seed): \(recorder.failures)")
            #expect(recorder.mirror == [data.items], "seed \(seed)")
        }
    }

    /// Sectioned data sources: random regroupings, in either section order.
    @Test func sectionedDataSourceChangesAreValidCompleteAndMinimal() {
        for seed in 0..<UInt64(PropertyBudget.cases(share: 1_500)) {
            var generator = DiffCaseGenerator(seed: seed &+ 3_000_000_000, maxSections: 1)
            let first = generator.items(count: generator.int(0...12), idPool: 15)
            var second = generator.sections().new[0].items + generator.items(count: generator.int(0...6), idPool: 15)
            for index in second.indices where generator.chance(0.3) { second[index].group = generator.int(0...3) }
            let order: SectionedDataSource<TestItem, Int>.SectionOrder = generator.chance(0.5) ? .ascending : .firstAppearance
            let data = SectionedDataSource(items: first, sectionedBy: \.group, sectionOrder: order)
            let before = data.sections
            let recorder = ChangeRecorder(data)
            data.items = second
            #expect(recorder.failures.isEmpty, "seed \(seed): \(recorder.failures)")
            #expect(recorder.mirror == data.sections.map(\.items), "seed \(seed)")
            let expected = ChangeChecks.expectedMoves(for: recorder.received.last ?? ListChanges(), from: before, to: data.sections)
            #expect(recorder.lastMoveCount == expected.minimal.items, "seed \(seed)")
        }
    }

    /// Composed data sources: children of different types change, come and go.
    @Test func composedDataSourceChangesAreValidAndComplete() throws {
        for seed in 0..<UInt64(PropertyBudget.cases(share: 1_000)) {
            var generator = DiffCaseGenerator(seed: seed &+ 4_000_000_000, maxSections: 1)
            let array = ArrayDataSource(items: generator.items(count: generator.int(0...6), idPool: 10))
            let sectioned = SectionedDataSource(items: generator.items(count: generator.int(0...8), idPool: 10), sectionedBy: \.group)
            let composed = ComposedDataSource(children: [sectioned, array])
            let recorder = ChangeRecorder(composed)
            for _ in 0..<4 {
                switch generator.int(0...4) {
                case 0:
                    let before = [ListSection(id: 0, items: array.items)]
                    let received = recorder.received.count
                    array.items = generator.items(count: generator.int(0...8), idPool: 10)
                    // Only a child still in the composed data source is forwarded.
                    guard composed.children.contains(where: { $0 === array }), recorder.received.count > received else { continue }
                    #expect(recorder.lastMoveCount == MinimalMoves.count(from: before, to: [ListSection(id: 0, items: array.items)]).items, "seed \(seed)")
                case 1:
                    sectioned.items = generator.items(count: generator.int(0...10), idPool: 10)
                case 2:
                    composed.append(ArrayDataSource(items: generator.items(count: generator.int(0...3), idPool: 10)))
                case 3 where composed.children.count > 1:
                    try composed.removeChild(at: generator.int(0...(composed.children.count - 1)))
                default:
                    _ = try? array.delete(at: ItemPath(item: 0, section: 0))
                }
            }
            #expect(recorder.failures.isEmpty, "seed \(seed): \(recorder.failures)")
            let mirror = recorder.mirror.map { $0.compactMap { $0 as? TestItem } }
            let now = ChangeRecorder<ComposedDataSource>.contents(of: composed).map { $0.compactMap { $0 as? TestItem } }
            #expect(mirror == now, "seed \(seed)")
        }
    }
}
