import Foundation
import Testing
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

struct ChildLayoutTests {
    let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// The fill layout gives every shown child the whole container.
    @Test func fillGivesEveryChildTheBounds() {
        let frames = ChildLayout<ContentSlot>.fill.frames(in: bounds, shown: [.loading, .content])
        #expect(frames == [.loading: bounds, .content: bounds])
    }

    /// A slot the layout function leaves out falls back to the container's bounds.
    @Test func missingFramesFallBackToBounds() {
        let sidebar = ChildLayout<ContentSlot> { bounds, _ in
            [.content: bounds.divided(atDistance: 100, from: .leading).slice]
        }
        let frames = sidebar.frames(in: bounds, shown: [.content, .error])
        #expect(frames[.content] == CGRect(x: 0, y: 0, width: 100, height: 480))
        #expect(frames[.error] == bounds)
    }
}
