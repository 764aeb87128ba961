import Testing
import Whittle

struct ListChangesShiftingTests {
    /// Shifting moves every section index, old and new, by the offset and leaves items alone.
    @Test func shiftsEverySectionIndex() {
        var stage = ListChanges.Stage()
        stage.sectionDeletes = [0]
        stage.sectionInserts = [1]
        stage.sectionMoves = [.init(from: 2, to: 0)]
        stage.sectionReloads = [3]
        stage.itemDeletes = [ItemPath(item: 4, section: 1)]
        stage.itemInserts = [ItemPath(item: 5, section: 0)]
        stage.itemMoves = [.init(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 2, section: 1))]
        stage.itemReloads = [ItemPath(item: 6, section: 2)]
        stage.itemReconfigures = [ItemPath(item: 7, section: 3)]
        let shifted = stage.shiftingSections(by: 10)
        #expect(shifted.sectionDeletes == [10])
        #expect(shifted.sectionInserts == [11])
        #expect(shifted.sectionMoves == [.init(from: 12, to: 10)])
        #expect(shifted.sectionReloads == [13])
        #expect(shifted.itemDeletes == [ItemPath(item: 4, section: 11)])
        #expect(shifted.itemInserts == [ItemPath(item: 5, section: 10)])
        #expect(shifted.itemMoves == [.init(from: ItemPath(item: 1, section: 10), to: ItemPath(item: 2, section: 11))])
        #expect(shifted.itemReloads == [ItemPath(item: 6, section: 12)])
        #expect(shifted.itemReconfigures == [ItemPath(item: 7, section: 13)])
        #expect(stage.shiftingSections(by: 0) == stage)
    }
}
