import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting
#if canImport(CoreGraphics)
import CoreGraphics
#endif

struct HeaderGridLayoutTests {
    /// The header takes a 44-point strip and the grid the rest.
    @Test func splitsHeaderAndGrid() {
        let layout = HeaderGridLayout(workingRect: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(layout.headerRect == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(layout.gridRect == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(layout.frame(of: .header) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(layout.frame(of: .grid) == CGRect(x: 0, y: 44, width: 320, height: 436))
    }

    /// A container shorter than the header gives the grid zero height instead of a negative one.
    @Test func clampsShortContainers() {
        let layout = HeaderGridLayout(workingRect: CGRect(x: 0, y: 0, width: 320, height: 30), headerHeight: 60)
        #expect(layout.headerRect == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(layout.gridRect == CGRect(x: 0, y: 30, width: 320, height: 0))
    }

    /// The header + grid layout places each region by HeaderGridLayout.
    @Test func headerGridPlacesRegions() {
        let frames = ChildLayout<HeaderGridLayout.Region>.headerGrid(headerHeight: 60).frames(in: CGRect(x: 0, y: 0, width: 320, height: 480), shown: [.header, .grid])
        #expect(frames == [.header: CGRect(x: 0, y: 0, width: 320, height: 60), .grid: CGRect(x: 0, y: 60, width: 320, height: 420)])
    }
}

@MainActor
struct HeaderGridContainerTests {
    typealias Port = RecordingContainmentPort<String>

    /// The header + grid screen: both children added back to front, each in its own region.
    @Test func laysOutHeaderAndGrid() {
        let port = Port()
        let container = ChildContainer<HeaderGridLayout.Region, Port>(
            port: port, layout: .headerGrid()
        ) { region in
            region == .header ? "header" : "grid"
        }
        container.show([.header, .grid])
        #expect(port.takeCalls() == [
            .addChild("header"), .addView("header"),
            .setFrame("header", CGRect(x: 0, y: 0, width: 320, height: 44)), .didMoveToParent("header"),
            .addChild("grid"), .addView("grid"),
            .setFrame("grid", CGRect(x: 0, y: 44, width: 320, height: 436)), .didMoveToParent("grid"),
        ])

        port.containerBounds = CGRect(x: 0, y: 0, width: 568, height: 320)
        container.layoutChildren()
        #expect(port.takeCalls() == [
            .setFrame("header", CGRect(x: 0, y: 0, width: 568, height: 44)),
            .setFrame("grid", CGRect(x: 0, y: 44, width: 568, height: 276)),
        ])
    }
}
