import Foundation
import Testing
import Whittle
import WhittleTesting

@MainActor
struct ViewStateCompositionTests {
    /// Each state picks its own child slot.
    @Test(arguments: [
        (ViewState<Int>.loading, ContentSlot.loading),
        (.presenting(1), .content),
        (.empty, .empty),
        (.failed(TestError("x")), .error),
    ])
    func stateChoosesSlot(state: ViewState<Int>, slot: ContentSlot) {
        #expect(state.contentSlot == slot)
    }

    /// A logic controller's states drive child controllers as plugins: loading, then content.
    @Test func logicControllerStatesSwapChildren() async {
        let port = RecordingContainmentPort<String>()
        let children = StateChildContainer<ViewState<Int>, RecordingContainmentPort<String>>(
            port: port, slot: \.contentSlot, makeChild: { "\($0)" }
        )
        let source = CacheThenLoad(cache: MemoryCache<String, Int>(), loader: ImmediateLoader(result: .success(3)))
        _ = await source.load("count") { children.render($0) }
        #expect(children.shownSlot == .content)
        let added = port.calls.compactMap { call -> String? in
            if case .addChild(let child) = call { return child }
            return nil
        }
        #expect(added == ["loading", "content"])
    }
}
