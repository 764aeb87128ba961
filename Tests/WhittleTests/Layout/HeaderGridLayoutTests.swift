import Foundation
import Testing
import Whittle

struct HeaderGridLayoutTests {
    /// The header takes a 44-point strip and the grid the rest.
    @Test func splitsHeaderAndGrid() {
        let layout = HeaderGridLayout(workingRect: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(layout.headerRect == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(layout.gridRect == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(layout.frame(of: .header) == layout.headerRect)
        #expect(layout.frame(of: .grid) == layout.gridRect)
    }

    /// A container shorter than the header gives the grid zero height instead of a negative one.
    @Test func clampsShortContainers() {
        let layout = HeaderGridLayout(workingRect: CGRect(x: 0, y: 0, width: 320, height: 30), headerHeight: 60)
        #expect(layout.headerRect == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(layout.gridRect == CGRect(x: 0, y: 30, width: 320, height: 0))
    }
}
