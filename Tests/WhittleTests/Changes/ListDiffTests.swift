import Testing
import Whittle
import WhittleTesting

struct ListDiffTests {
    private func items(_ ids: [Int]) -> [TestItem] { ids.map { TestItem(id: $0) } }
    private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    /// Identical lists produce no changes at all.
    @Test func identicalListsProduceNoChanges() {
        #expect(ListDiff.changes(from: items([1, 2, 3]), to: items([1, 2, 3])).isEmpty)
    }

    /// Deletes name old positions and inserts name new positions.
    @Test func deletesUseOldPathsAndInsertsUseNewPaths() throws {
        let changes = ListDiff.changes(from: items([1, 2, 3]), to: items([1, 3, 4]))
        let stage = try #require(changes.stages.first)
        #expect(changes.stages.count == 1)
        #expect(stage.itemDeletes == [path(1)])
        #expect(stage.itemInserts == [path(2)])
        #expect(stage.itemMoves.isEmpty)
    }

    /// Moving one item to the front is one move, not one per shifted item.
    @Test func movingOneItemIsOneMove() throws {
        let changes = ListDiff.changes(from: items([1, 2, 3, 4, 5]), to: items([5, 1, 2, 3, 4]))
        let stage = try #require(changes.stages.first)
        #expect(stage.itemMoves == [.init(from: path(4), to: path(0))])
    }

    /// A reversed list of n items needs n − 1 moves.
    @Test(arguments: [2, 5, 40])
    func reversingNeedsAllButOneMove(count: Int) {
        let changes = ListDiff.changes(from: items(Array(0..<count)), to: items((0..<count).reversed()))
        #expect(changes.stages.flatMap(\.itemMoves).count == count - 1)
    }

    /// Changed content with the same id is a reconfigure in a second stage, at the new path.
    @Test func contentChangesAreReconfiguredInTheSecondStage() {
        let old = [TestItem(id: 1), TestItem(id: 2)]
        let new = [TestItem(id: 0), TestItem(id: 1), TestItem(id: 2, revision: 1)]
        let changes = ListDiff.changes(from: old, to: new)
        #expect(changes.stages.count == 2)
        #expect(changes.stages[0].itemInserts == [path(0)])
        #expect(changes.stages[0].itemReconfigures.isEmpty && changes.stages[0].itemReloads.isEmpty)
        #expect(changes.stages[1].itemReconfigures == [path(2)])
    }

    /// Asking for reloads reports changed content as reloads instead of reconfigures.
    @Test func reloadStyleReportsReloads() {
        let changes = ListDiff.changes(from: [TestItem(id: 1)], to: [TestItem(id: 1, revision: 2)], updates: .reload)
        #expect(changes.stages.count == 1)
        #expect(changes.stages[0].itemReloads == [path(0)])
        #expect(changes.stages[0].itemReconfigures.isEmpty)
    }

    /// Duplicate ids never crash: the first occurrence matches, later ones are inserted or deleted.
    @Test func laterDuplicatesAreInsertsAndDeletes() throws {
        let changes = ListDiff.changes(from: items([7, 7, 8]), to: items([7, 8, 8]))
        let stage = try #require(changes.stages.first)
        #expect(stage.itemDeletes == [path(1)])
        #expect(stage.itemInserts == [path(2)])
        #expect(stage.itemMoves.isEmpty)
    }

    /// The first new occurrence of an id keeps its old item even when a later duplicate sits
    /// right where the surrounding items continue in order: the later one is the insert.
    @Test func firstNewOccurrenceWinsOverALaterOneInARun() throws {
        let changes = ListDiff.changes(from: items([10, 11, 12, 13, 1, 2, 3, 4]), to: items([3, 1, 2, 3, 4]))
        let stage = try #require(changes.stages.first)
        #expect(stage.itemDeletes == [path(0), path(1), path(2), path(3)])
        #expect(stage.itemInserts == [path(3)])
        #expect(stage.itemMoves == [.init(from: path(6), to: path(0))])
    }

    /// An item moving to another section is one move from its old path to its new one.
    @Test func itemsMoveAcrossSections() throws {
        let old = [ListSection(id: "a", items: items([1, 2])), ListSection(id: "b", items: items([3]))]
        let new = [ListSection(id: "a", items: items([1])), ListSection(id: "b", items: items([2, 3]))]
        let stage = try #require(ListDiff.changes(from: old, to: new).stages.first)
        #expect(stage.itemMoves == [.init(from: path(1, 0), to: path(0, 1))])
        #expect(stage.itemDeletes.isEmpty && stage.itemInserts.isEmpty)
    }

    /// Sections are inserted, deleted and moved by id, minimally.
    @Test func sectionsAreMatchedById() throws {
        let old = [ListSection(id: "a", items: items([1])), ListSection(id: "b", items: items([2])), ListSection(id: "c", items: items([3]))]
        let new = [ListSection(id: "c", items: items([3])), ListSection(id: "a", items: items([1])), ListSection(id: "d", items: items([4]))]
        let stage = try #require(ListDiff.changes(from: old, to: new).stages.first)
        #expect(stage.sectionDeletes == [1])
        #expect(stage.sectionInserts == [2])
        #expect(stage.sectionMoves == [.init(from: 2, to: 0)])
        // Items of deleted and inserted sections go with their section.
        #expect(stage.itemDeletes.isEmpty && stage.itemInserts.isEmpty)
    }

    /// A retitled section is reloaded in the second stage, and its items are not listed again.
    @Test func retitledSectionsAreReloaded() {
        let old = [ListSection(id: 1, title: "Old", items: [TestItem(id: 1)])]
        let new = [ListSection(id: 1, title: "New", items: [TestItem(id: 1, revision: 1)])]
        let changes = ListDiff.changes(from: old, to: new)
        #expect(changes.stages.count == 1)
        #expect(changes.stages[0].sectionReloads == [0])
        #expect(changes.stages[0].itemReconfigures.isEmpty)
    }

    // MARK: Sections that move while their items change

    private var abc: [ListSection<String, TestItem>] {
        [ListSection(id: "a", items: items([1, 2])), ListSection(id: "b", items: items([3])), ListSection(id: "c", items: items([4]))]
    }

    /// A section that moves with its items unchanged still moves.
    @Test func aSectionWhoseItemsStayIsMoved() throws {
        let new = [ListSection(id: "c", items: items([4])), ListSection(id: "a", items: items([1, 2])), ListSection(id: "b", items: items([3]))]
        let stage = try #require(ListDiff.changes(from: abc, to: new).stages.first)
        #expect(stage.sectionMoves == [.init(from: 2, to: 0)])
        #expect(stage.sectionDeletes.isEmpty && stage.sectionInserts.isEmpty)
    }

    /// A section that moves and gains an item is deleted and inserted, never moved in the same
    /// batch as its items (UICollectionView corrupts itself on that), and the item is not
    /// inserted separately: it comes with its section.
    @Test func aSectionThatMovesAndGainsAnItemIsDeletedAndInserted() throws {
        let new = [ListSection(id: "c", items: items([4, 5])), ListSection(id: "a", items: items([1, 2])), ListSection(id: "b", items: items([3]))]
        let changes = ListDiff.changes(from: abc, to: new)
        #expect(changes.stages.count == 1)
        let stage = try #require(changes.stages.first)
        #expect(stage.sectionMoves.isEmpty)
        #expect(stage.sectionDeletes == [2] && stage.sectionInserts == [0])
        #expect(stage.itemInserts.isEmpty && stage.itemDeletes.isEmpty && stage.itemMoves.isEmpty)
        var listView = StrictListView(rowCounts: abc.map(\.items.count))
        #expect(throws: Never.self) { try listView.apply(changes, rowCountsAfter: new.map(\.items.count)) }
    }

    /// An item moved out of a converted section is inserted where it lands; one moved into it
    /// from a section that stays is deleted where it was. Other sections' moves are kept.
    @Test func itemsCrossingAConvertedSectionAreDeletedOrInserted() throws {
        let outOfC = [ListSection(id: "c", items: items([])), ListSection(id: "a", items: items([1, 2, 4])), ListSection(id: "b", items: items([3]))]
        let first = try #require(ListDiff.changes(from: abc, to: outOfC).stages.first)
        #expect(first.sectionDeletes == [2] && first.sectionInserts == [0] && first.sectionMoves.isEmpty)
        #expect(first.itemInserts == [path(2, 1)] && first.itemMoves.isEmpty && first.itemDeletes.isEmpty)

        let intoC = [ListSection(id: "c", items: items([4, 2])), ListSection(id: "a", items: items([1])), ListSection(id: "b", items: items([3]))]
        let second = try #require(ListDiff.changes(from: abc, to: intoC).stages.first)
        #expect(second.sectionDeletes == [2] && second.sectionInserts == [0] && second.sectionMoves.isEmpty)
        #expect(second.itemDeletes == [path(1, 0)] && second.itemMoves.isEmpty && second.itemInserts.isEmpty)
    }

    /// Content changes of a converted section's items are not reconfigured afterwards: the
    /// section's cells are new.
    @Test func aConvertedSectionsItemsAreNotReconfigured() {
        let new = [
            ListSection(id: "c", items: [TestItem(id: 4, revision: 1), TestItem(id: 5)]),
            ListSection(id: "a", items: [TestItem(id: 1, revision: 1), TestItem(id: 2)]),
            ListSection(id: "b", items: items([3])),
        ]
        let changes = ListDiff.changes(from: abc, to: new)
        #expect(changes.stages.count == 2)
        #expect(changes.stages.last?.itemReconfigures == [path(0, 1)])
    }

    /// Changes read as what a list view is told, stage by stage.
    @Test func changesDescribeThemselvesStageByStage() {
        let old = [ListSection(id: "a", items: [TestItem(id: 1), TestItem(id: 2)]), ListSection(id: "b", items: items([3]))]
        let new = [ListSection(id: "b", items: items([3])), ListSection(id: "a", items: [TestItem(id: 1, revision: 1)])]
        #expect(
            "\(ListDiff.changes(from: old, to: new))"
                == "stage 1: move sections 1 → 0, delete rows [0, 1]; stage 2: reconfigure rows [1, 0]")
        #expect("\(ListDiff.changes(from: old, to: old))" == "no changes")
        var stage = ListChanges.Stage()
        stage.sectionDeletes = [1]
        stage.itemMoves = [.init(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 1))]
        #expect("\(ListChanges(stages: [stage]))" == "stage 1: delete sections 1, move rows [0, 2] → [1, 0]")
    }
}

