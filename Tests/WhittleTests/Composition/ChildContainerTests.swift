import Foundation
import Testing
import Whittle
import WhittleTesting
#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
struct ChildContainerTests {
    typealias Port = RecordingContainmentPort<String>
    let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// Makes a container whose children are named after their slot and creation number.
    func makeContainer(
        port: Port,
        created: @escaping @MainActor (ContentSlot) -> Void = { _ in }
    ) -> ChildContainer<ContentSlot, Port> {
        var counts: [ContentSlot: Int] = [:]
        return ChildContainer(port: port) { slot in
            counts[slot, default: 0] += 1
            created(slot)
            return "\(slot)#\(counts[slot] ?? 0)"
        }
    }

    /// Showing a child adds it in UIKit's order: addChild, view, frame, didMove.
    @Test func addsAChildInContainmentOrder() {
        let port = Port()
        let container = makeContainer(port: port)
        container.show(.loading)
        #expect(port.takeCalls() == [
            .addChild("loading#1"), .addView("loading#1"),
            .setFrame("loading#1", bounds), .didMoveToParent("loading#1"),
        ])
        #expect(container.shownSlots == [.loading])
    }

    /// Showing the shown child again makes no containment call at all.
    @Test func neverReaddsTheShownChild() {
        let port = Port()
        let container = makeContainer(port: port)
        container.show(.content)
        _ = port.takeCalls()
        container.show(.content)
        container.show([.content, .content])
        #expect(port.takeCalls().isEmpty)
    }

    /// Switching removes the old child (willMove, view, removeFromParent) before adding the new one.
    @Test func swapsChildren() {
        let port = Port()
        let container = makeContainer(port: port)
        container.show(.loading)
        _ = port.takeCalls()
        container.show(.error)
        #expect(port.takeCalls() == [
            .willMoveFromParent("loading#1"), .removeView("loading#1"), .removeFromParent("loading#1"),
            .addChild("error#1"), .addView("error#1"), .setFrame("error#1", bounds), .didMoveToParent("error#1"),
        ])
        #expect(container.shownSlots == [.error])
    }

    /// A child shown again later is the same instance, created once, like a lazy property.
    @Test func reusesChildren() {
        let port = Port()
        var created: [ContentSlot] = []
        let container = makeContainer(port: port) { created.append($0) }
        container.show(.loading)
        container.show(.content)
        container.show(.loading)
        #expect(created == [.loading, .content])
        #expect(port.calls.last == .didMoveToParent("loading#1"))
    }

    /// Removing everything removes each shown child once.
    @Test func removesAll() {
        let port = Port()
        let container = makeContainer(port: port)
        container.show(.empty)
        _ = port.takeCalls()
        container.removeAll()
        container.removeAll()
        #expect(port.takeCalls() == [.willMoveFromParent("empty#1"), .removeView("empty#1"), .removeFromParent("empty#1")])
        #expect(container.shownSlots.isEmpty)
    }

    /// Layout passes set a frame only when it changed.
    @Test func relaysOutOnlyChangedFrames() {
        let port = Port()
        let container = makeContainer(port: port)
        container.show(.content)
        _ = port.takeCalls()
        container.layoutChildren()
        #expect(port.takeCalls().isEmpty)

        port.containerBounds = CGRect(x: 0, y: 0, width: 480, height: 320)
        container.layoutChildren()
        #expect(port.takeCalls() == [.setFrame("content#1", CGRect(x: 0, y: 0, width: 480, height: 320))])
    }

    /// Once the port is gone the container does nothing and does not crash.
    @Test func doesNothingWithoutAPort() {
        var port: Port? = Port()
        weak let weakPort = port
        let container = port.map { makeContainer(port: $0) }
        port = nil
        #expect(weakPort == nil)
        container?.show(.content)
        container?.layoutChildren()
        #expect(container?.shownSlots.isEmpty == true)
    }
}
