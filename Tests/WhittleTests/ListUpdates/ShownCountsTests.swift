import Testing
import Whittle
import WhittleTesting

/// A list view that reads its counts again at the start of every batch update, as UIKit does
/// when a layout is pending or the counts were invalidated, and checks each batch against the
/// counts at its end with StrictListView's rules.
@MainActor
private final class CountRereadingListView {
    private let sectionCount: @MainActor () -> Int
    private let rowCount: @MainActor (Int) -> Int
    var failures: [String] = []

    init(sections: @escaping @MainActor () -> Int, rows: @escaping @MainActor (Int) -> Int) {
        sectionCount = sections
        rowCount = rows
    }

    var counts: [Int] { (0..<sectionCount()).map(rowCount) }

    func performBatchUpdates(_ stage: ListChanges.Stage, updates: () -> Void) {
        let before = counts
        updates()
        var listView = StrictListView(rowCounts: before)
        do {
            try listView.apply(stage, rowCountsAfter: counts)
        } catch {
            failures.append(error.message)
        }
    }
}

@MainActor
struct ShownCountsTests {
    private func items(_ ids: [Int]) -> [TestItem] { ids.map { TestItem(id: $0) } }

    /// The failure ShownCounts exists for: a bridge that answers from the data source, which
    /// changed before the batch, gives the list view the new counts at the batch's start.
    @Test func answeringFromTheChangedDataSourceFailsAListViewThatRereadsAtTheStart() {
        let source = ArrayDataSource(items: items([1, 2]))
        let listView = CountRereadingListView(sections: { source.numberOfSections }, rows: { source.numberOfItems(inSection: $0) })
        let observation = source.observe { changes in
            for stage in changes.stages { listView.performBatchUpdates(stage) {} }
        }
        source.items = items([1, 2, 3])
        #expect(listView.failures.first?.contains("invalid number of rows in section 0") == true)
        _ = observation
    }

    /// Answered from ShownCounts and committed inside the first batch, every batch checks out,
    /// whenever the list view asks.
    @Test func committingInsideTheBatchKeepsEveryBatchConsistent() {
        let source = ArrayDataSource(items: items([1, 2]))
        let shown = ShownCounts()
        let listView = CountRereadingListView(
            sections: { shown.numberOfSections(of: source) }, rows: { shown.numberOfItems(inSection: $0, of: source) })
        _ = listView.counts  // the first layout
        let observation = source.observe { changes in
            let toldBefore = shown.rowCounts
            let commit = shown.prepare(after: source)
            // The list view asks between the change and the batch: still what it was told.
            #expect(listView.counts == toldBefore)
            #expect(toldBefore != StrictListView.rowCounts(of: source))
            for (index, stage) in changes.stages.enumerated() {
                listView.performBatchUpdates(stage) { if index == 0 { commit() } }
            }
        }
        source.items = items([1, 2, 3])
        source.items = items([3, 1])
        source.items = []
        #expect(listView.failures.isEmpty, "\(listView.failures)")
        #expect(shown.rowCounts == [0])
        _ = observation
    }

    /// Random regroupings of a sectioned data source, shown through ShownCounts to a list view
    /// that rereads its counts at every batch: no batch fails, and the counts end as the data
    /// source's.
    @Test func randomSectionedChangesStayConsistent() {
        for seed in 0..<UInt64(PropertyBudget.cases(share: 300)) {
            var generator = DiffCaseGenerator(seed: seed &+ 7_000_000_000, maxSections: 1)
            let source = SectionedDataSource(items: generator.items(count: generator.int(0...12), idPool: 15), sectionedBy: \.group)
            let shown = ShownCounts()
            let listView = CountRereadingListView(
                sections: { shown.numberOfSections(of: source) }, rows: { shown.numberOfItems(inSection: $0, of: source) })
            _ = listView.counts
            let observation = source.observe { changes in
                let commit = shown.prepare(after: source)
                for (index, stage) in changes.stages.enumerated() {
                    listView.performBatchUpdates(stage) { if index == 0 { commit() } }
                }
            }
            for _ in 0..<4 {
                var next = generator.items(count: generator.int(0...12), idPool: 15)
                for index in next.indices { next[index].group = generator.int(0...3) }
                source.items = next
            }
            #expect(listView.failures.isEmpty, "seed \(seed): \(listView.failures)")
            #expect(shown.rowCounts == StrictListView.rowCounts(of: source), "seed \(seed)")
            _ = observation
        }
    }

    /// The counts are read on the first question, not before, and stay what the list view
    /// was told while the data source changes.
    @Test func countsLoadOnTheFirstQuestion() {
        let source = ArrayDataSource(items: items([1, 2]))
        let shown = ShownCounts()
        #expect(!shown.hasLoaded)
        #expect(shown.numberOfItems(inSection: 0, of: source) == 2)
        #expect(shown.hasLoaded)
        #expect(shown.numberOfItems(inSection: 3, of: source) == 0)
        source.items = items([1, 2, 3])
        #expect(shown.numberOfSections(of: source) == 1 && shown.numberOfItems(inSection: 0, of: source) == 2)
    }

    /// A row the user dragged to another section moves one count there, as the list view's
    /// own counts do; before the first question there is nothing to move.
    @Test func userDragMovesOneCountBetweenSections() {
        let source = SectionedDataSource(items: [TestItem(id: 1, group: 0), TestItem(id: 2, group: 1)], sectionedBy: \.group)
        let shown = ShownCounts()
        shown.userMovedRow(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1))
        #expect(shown.rowCounts == nil)
        #expect(shown.numberOfSections(of: source) == 2)
        shown.userMovedRow(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1))
        #expect(shown.rowCounts == [0, 2])
    }
}
