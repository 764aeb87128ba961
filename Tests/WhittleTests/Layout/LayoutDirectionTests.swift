import Foundation
import Testing
import Whittle

struct LayoutDirectionTests {
    /// Leading and trailing become left or right by direction; other edges stay as they are.
    @Test(arguments: [
        (LayoutEdge.leading, LayoutDirection.leftToRight, LayoutEdge.left),
        (.leading, .rightToLeft, .right),
        (.trailing, .leftToRight, .right),
        (.trailing, .rightToLeft, .left),
        (.top, .rightToLeft, .top),
        (.bottom, .rightToLeft, .bottom),
        (.left, .rightToLeft, .left),
        (.right, .rightToLeft, .right),
    ])
    func resolvesEdges(edge: LayoutEdge, direction: LayoutDirection, expected: LayoutEdge) {
        #expect(edge.resolved(in: direction) == expected)
    }

    /// Adapters read physical left and right insets for the direction.
    @Test func resolvesInsetsToLeftAndRight() {
        let insets = LayoutInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.left(in: .leftToRight) == 2)
        #expect(insets.right(in: .leftToRight) == 4)
        #expect(insets.left(in: .rightToLeft) == 4)
        #expect(insets.right(in: .rightToLeft) == 2)
    }
}
