import Foundation
import Testing
import Whittle
import WhittleTesting

/// Seed 000's header + grid profile inside seed 004's loading/content/error plugins: two
/// containers, each talking to its own recording port.
@MainActor
struct ProfileCompositionTests {
    typealias Port = RecordingContainmentPort<String>

    enum ProfileState {
        case loading
        case loaded(name: String)
        case failed
    }

    /// The content child: a header above a grid, laid out inside the content child's own view.
    @MainActor
    final class ProfileContent {
        let port = Port(bounds: .zero)
        lazy var regions = ChildContainer<HeaderGridLayout.Region, Port>(port: port, layout: .headerGrid()) { region in
            region == .header ? "header" : "grid"
        }
    }

    /// Loading, then content with its header and grid, then a rotation that re-lays out both levels.
    @Test func composesStatesAndRegions() {
        let parent = Port(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = ProfileContent()
        let states = StateChildContainer<ProfileState, Port>(
            port: parent,
            slot: { state in
                switch state {
                case .loading: .loading
                case .loaded: .content
                case .failed: .error
                }
            },
            makeChild: { "\($0)" },
            configure: { child, state in
                guard child == "content", case .loaded = state else { return }
                content.regions.show([.header, .grid])
            })

        states.render(.loading)
        #expect(parent.takeCalls() == [
            .addChild("loading"), .addView("loading"),
            .setFrame("loading", CGRect(x: 0, y: 0, width: 320, height: 480)), .didMoveToParent("loading"),
        ])

        content.port.containerBounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        states.render(.loaded(name: "Ann"))
        #expect(parent.takeCalls() == [
            .willMoveFromParent("loading"), .removeView("loading"), .removeFromParent("loading"),
            .addChild("content"), .addView("content"),
            .setFrame("content", CGRect(x: 0, y: 0, width: 320, height: 480)), .didMoveToParent("content"),
        ])
        #expect(content.port.takeCalls() == [
            .addChild("header"), .addView("header"),
            .setFrame("header", CGRect(x: 0, y: 0, width: 320, height: 44)), .didMoveToParent("header"),
            .addChild("grid"), .addView("grid"),
            .setFrame("grid", CGRect(x: 0, y: 44, width: 320, height: 436)), .didMoveToParent("grid"),
        ])

        // Rotation: the parent re-lays out its child, the child its regions.
        parent.containerBounds = CGRect(x: 0, y: 0, width: 480, height: 320)
        states.container.layoutChildren()
        content.port.containerBounds = CGRect(x: 0, y: 0, width: 480, height: 320)
        content.regions.layoutChildren()
        #expect(parent.takeCalls() == [.setFrame("content", CGRect(x: 0, y: 0, width: 480, height: 320))])
        #expect(content.port.takeCalls() == [
            .setFrame("header", CGRect(x: 0, y: 0, width: 480, height: 44)),
            .setFrame("grid", CGRect(x: 0, y: 44, width: 480, height: 276)),
        ])

        // Reloading keeps the content child and its regions in place.
        states.render(.loaded(name: "Ann B."))
        #expect(parent.takeCalls().isEmpty)
        #expect(content.port.takeCalls().isEmpty)

        states.render(.failed)
        #expect(parent.takeCalls() == [
            .willMoveFromParent("content"), .removeView("content"), .removeFromParent("content"),
            .addChild("error"), .addView("error"),
            .setFrame("error", CGRect(x: 0, y: 0, width: 480, height: 320)), .didMoveToParent("error"),
        ])
    }
}
