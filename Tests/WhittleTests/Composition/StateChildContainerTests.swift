import Foundation
import Testing
import Whittle
import WhittleTesting
#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
struct StateChildContainerTests {
    enum ScreenState: CustomStringConvertible {
        case loading
        case loaded([String])
        case failed(String)

        var slot: ContentSlot {
            switch self {
            case .loading: .loading
            case .loaded(let items): items.isEmpty ? .empty : .content
            case .failed: .error
            }
        }

        var description: String {
            switch self {
            case .loading: "loading"
            case .loaded(let items): "loaded(\(items.count))"
            case .failed(let message): "failed(\(message))"
            }
        }
    }

    typealias Port = RecordingContainmentPort<String>
    let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

    func makeContainer(port: Port) -> StateChildContainer<ScreenState, Port> {
        StateChildContainer(
            port: port,
            slot: { $0.slot },
            makeChild: { "\($0)" },
            configure: { [weak port] child, state in port?.note("configure \(child) with \(state)") })
    }

    /// Each state shows its child, configured with the state before it is added.
    @Test func showsTheChildOfEachState() {
        let port = Port()
        let states = makeContainer(port: port)
        states.render(.loading)
        #expect(port.takeCalls() == [
            .note("configure loading with loading"),
            .addChild("loading"), .addView("loading"), .setFrame("loading", bounds), .didMoveToParent("loading"),
        ])
        states.render(.failed("offline"))
        #expect(port.takeCalls() == [
            .note("configure error with failed(offline)"),
            .willMoveFromParent("loading"), .removeView("loading"), .removeFromParent("loading"),
            .addChild("error"), .addView("error"), .setFrame("error", bounds), .didMoveToParent("error"),
        ])
        #expect(states.shownSlot == .error)
    }

    /// Rendering another state of the shown child only reconfigures it.
    @Test func reconfiguresTheShownChild() {
        let port = Port()
        let states = makeContainer(port: port)
        states.render(.loaded(["a"]))
        _ = port.takeCalls()
        states.render(.loaded(["a", "b"]))
        #expect(port.takeCalls() == [.note("configure content with loaded(2)")])
    }

    /// An empty result shows the empty child, not the content child.
    @Test func showsEmptyForNoItems() {
        let port = Port()
        let states = makeContainer(port: port)
        states.render(.loaded([]))
        #expect(states.shownSlot == .empty)
        #expect(port.calls.contains(.addChild("empty")))
    }
}
