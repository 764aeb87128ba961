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

    /// A mismatch names the file and line of the failing assertion, not only the test.
    @Test func aMismatchSaysWhereTheAssertionIs() {
        let harness = SceneHarness<Int, String>()
        harness.navigator.navigate(to: "followers")
        let line = #line + 1
        let error = #expect(throws: SceneMismatch.self) { try harness.expect(.navigated("profile")) }
        #expect(error?.location == "SceneHarnessTests.swift:\(line)")
        #expect(error?.description.hasPrefix("SceneHarnessTests.swift:\(line): ") == true)
    }

    /// settle() waits for an action a tracked logic controller started without handing the
    /// test its task (a button's handler-form call), and finish() fails while one still runs.
    @Test func settleWaitsForATrackedLogicControllersUntrackedWork() async throws {
        let (loader, logic, harness, renderer) = trackedCounter()
        _ = logic.load(into: renderer)  // the task is dropped, as a button's action would
        let call = await loader.calls.nextCall()
        let stillRunning = #expect(throws: SceneMismatch.self) { try harness.finish() }
        #expect(stillRunning?.summary.contains("HarnessCounterLogic still runs an action") == true)

        loader.calls.resume(call, returning: 5)
        await harness.settle()
        try harness.expect(.rendered(.loading), .rendered(.presenting(5)))
        try harness.finish()
    }

    /// A button whose handler hands back no task is performed as it is; with its logic
    /// controller tracked, the work it started is waited for.
    @Test func performTakesAHandlerThatReturnsNothing() async throws {
        let (loader, logic, harness, renderer) = trackedCounter()
        let answering = Task {
            let call = await loader.calls.nextCall()
            loader.calls.resume(call, returning: 3)
        }
        await harness.perform { _ = logic.load(into: renderer) }
        await answering.value
        try harness.expect(.rendered(.loading), .rendered(.presenting(3)))
        try harness.finish()
    }
}

/// A harness tracking a counter logic controller whose loads wait for the test, and its renderer.
@MainActor
private func trackedCounter() -> (
    ControlledLoader<String, Int>, HarnessCounterLogic, SceneHarness<Int, String>, SceneRenderer<Int, Int>
) {
    let loader = ControlledLoader<String, Int>()
    let logic = HarnessCounterLogic(source: CacheThenLoad(cache: MemoryCache(), loader: loader))
    let harness = SceneHarness<Int, String>()
    harness.track(logic)
    return (loader, logic, harness, harness.renderer())
}

@MainActor
private final class HarnessCounterLogic: LogicController {
    let requests = LatestRequest<Int>()
    let mutations = LatestRequest<Int>()
    private let source: CacheThenLoad<String, Int>

    init(source: CacheThenLoad<String, Int>) {
        self.source = source
    }

    func load(emit: (ViewState<Int>) -> Void) async {
        _ = await source.load("counter", emit: emit)
    }
}
