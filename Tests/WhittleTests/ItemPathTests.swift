import Testing
import Whittle

struct ItemPathTests {
    /// Paths order by section first, then item, like table view rows on screen.
    @Test func ordersBySectionThenItem() {
        let paths = [ItemPath(item: 0, section: 1), ItemPath(item: 5, section: 0), ItemPath(item: 1, section: 0)]
        #expect(paths.sorted() == [ItemPath(item: 1, section: 0), ItemPath(item: 5, section: 0), ItemPath(item: 0, section: 1)])
    }
}
