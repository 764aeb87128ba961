import Testing
import Whittle
import WhittleTesting

@MainActor
struct SceneHarnessTests {
    /// Exhaustive mode fails on any event the test did not name, with a diff.
    @Test func exhaustiveExpectShowsDiff() throws {
        let harness = SceneHarness<Int, String>()
        let renderer = harness.renderer()
        renderer.render(.loading)
        renderer.render(.presenting(1))
        let error = #expect(throws: SceneMismatch.self) { try harness.expect(.rendered(.loading)) }
        #expect(error?.description.contains("+ .rendered(presenting(1))") == true)
        try harness.expect(.rendered(.loading), .rendered(.presenting(1)))
        try harness.finish()
    }

    /// finish() fails while events are unasserted.
    @Test func finishRequiresEveryEvent() {
        let harness = SceneHarness<Int, String>()
        harness.navigator.navigate(to: "followers")
        #expect(throws: SceneMismatch.self) { try harness.finish() }
        harness.skipEvents()
        #expect(throws: Never.self) { try harness.finish() }
    }

    /// Non-exhaustive mode accepts expected events in order among others.
    @Test func nonExhaustiveSkipsOthers() throws {
        let harness = SceneHarness<Int, String>(exhaustivity: .off)
        harness.recordEffect("toast")
        harness.navigator.navigate(to: "a")
        harness.recordEffect("banner")
        try harness.expect(.navigated("a"))
        #expect(harness.unassertedEvents == [.effect("banner")])
        #expect(throws: SceneMismatch.self) { try harness.expect(.navigated("a")) }
    }

    /// Confirmations, navigations through the port and presenter output are recorded.
    @Test func recordsEveryKindOfEvent() async throws {
        let harness = SceneHarness<String, Int>(confirmations: [.accept])
        let request = ConfirmationRequest(message: "Go?", confirmLabel: "Go")
        _ = await harness.confirmation.confirm(request)
        harness.port.push(3, animated: true)
        harness.renderer(presenting: { (count: Int) in "\(count) items" }).render(.presenting(2))
        try harness.expect(.asked(request), .answered(true), .shown(3, .push), .rendered(.presenting("2 items")))
        try harness.finish()
    }

    /// finishing(_:) records an interaction's outcome and still runs the screen's handler.
    @Test func recordsInteractionOutcomes() async throws {
        let harness = SceneHarness<Int, String>()
        var screenSaw: [String] = []
        let interaction = Interaction<Int> { throw TestError("nope") }
        interaction.onFinish = harness.finishing("save") { screenSaw.append($0.description) }
        await harness.perform { interaction.start() }
        try harness.expect(.finished(interaction: "save", .failed("nope")))
        #expect(screenSaw == ["failed(nope)"])
    }
}
