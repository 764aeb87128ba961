import Testing
import Whittle
import WhittleTesting

/// A seed-004 style logic controller over the cache-then-load helper.
@MainActor
private final class CounterLogicController: LogicController {
    let requests = LatestRequest<Int>()
    let mutations = LatestRequest<Int>()
    private let source: CacheThenLoad<String, Int>
    private(set) var renamed: [String] = []

    init(source: CacheThenLoad<String, Int>) {
        self.source = source
    }

    func load(emit: (ViewState<Int>) -> Void) async {
        _ = await source.load("counter", emit: emit)
    }

    func rename(to name: String) async -> ViewState<Int> {
        renamed.append(name)
        return .presenting(name.count)
    }

    func rename(to name: String, then handler: @escaping Handler) {
        perform({ await self.rename(to: name) }, then: handler)
    }
}

@MainActor
struct LogicControllerTests {
    /// The async form returns the final state of a load.
    @Test func asyncLoadReturnsFinalState() async {
        let logic = CounterLogicController(
            source: CacheThenLoad(cache: MemoryCache(), loader: ImmediateLoader(result: .success(4)))
        )
        #expect(await logic.load() == .presenting(4))
    }

    /// The completion-handler form delivers every state in order.
    @Test func handlerFormDeliversEveryState() async {
        let logic = CounterLogicController(
            source: CacheThenLoad(cache: MemoryCache(), loader: ImmediateLoader(result: .success(4)))
        )
        let renderer = RecordingRenderer<Int>()
        await logic.load(into: renderer).value
        #expect(renderer.states == [.loading, .presenting(4)])
    }

    /// A reload started while a slow load is in flight wins; the old answer is dropped.
    @Test func newerLoadWinsThroughHandlerForm() async {
        let loader = ControlledLoader<String, Int>()
        let logic = CounterLogicController(source: CacheThenLoad(cache: MemoryCache(), loader: loader))
        let renderer = RecordingRenderer<Int>()
        let first = logic.load(then: renderer.render)
        let slow = await loader.calls.nextCall()
        let second = logic.load(then: renderer.render)
        let fast = await loader.calls.nextCall()
        loader.calls.resume(fast, returning: 2)
        await second.value
        loader.calls.resume(slow, returning: 1)
        await first.value
        #expect(renderer.states == [.loading, .loading, .presenting(2)])
    }

    /// Any async action gets a `then handler:` form through perform, and the newest wins.
    @Test func customActionHasHandlerForm() async {
        let logic = CounterLogicController(
            source: CacheThenLoad(cache: MemoryCache(), loader: ImmediateLoader(result: .success(0)))
        )
        var received: [ViewState<Int>] = []
        logic.rename(to: "Ana") { received.append($0) }
        await logic.perform({ await logic.rename(to: "Bert") }, then: { received.append($0) }).value
        #expect(received == [.presenting(4)])
        #expect(logic.renamed.last == "Bert")
    }

    /// A load started while a mutation is being saved does not cancel or silence it: loads
    /// and mutations run in separate lanes.
    @Test func loadDoesNotCancelMutationInFlight() async {
        let logic = CounterLogicController(
            source: CacheThenLoad(cache: MemoryCache(), loader: ImmediateLoader(result: .success(7)))
        )
        let saving = ControlledCalls<String, Int>()
        var mutationStates: [ViewState<Int>] = []
        let mutation = logic.perform({ .presenting((try? await saving.call("Ana")) ?? -1) }, then: { mutationStates.append($0) })
        let call = await saving.nextCall()
        var loadStates: [ViewState<Int>] = []
        await logic.load(then: { loadStates.append($0) }).value
        saving.resume(call, returning: 3)
        await mutation.value
        #expect(mutationStates == [.presenting(3)])
        #expect(loadStates == [.loading, .presenting(7)])
    }

    /// load(into:) holds the renderer weakly: a dismissed screen is not kept alive by a
    /// slow load, and nothing is rendered into it.
    @Test func loadIntoHoldsRendererWeakly() async throws {
        let loader = ControlledLoader<String, Int>()
        let logic = CounterLogicController(source: CacheThenLoad(cache: MemoryCache(), loader: loader))
        var renderer: RecordingRenderer<Int>? = RecordingRenderer()
        weak let weakRenderer = renderer
        let task = logic.load(into: try #require(renderer))
        let call = await loader.calls.nextCall()
        renderer = nil
        #expect(weakRenderer == nil)
        loader.calls.resume(call, returning: 1)
        await task.value
    }

    /// A logic controller nothing else holds still renders its load: the load keeps it alive
    /// until it ends, and lets it go afterwards.
    @Test func aLogicControllerMadeForOneLoadStillRenders() async {
        let loader = ControlledLoader<String, Int>()
        let renderer = RecordingRenderer<Int>()
        weak var weakLogic: CounterLogicController?
        let task: Task<Void, Never>
        do {
            let logic = CounterLogicController(source: CacheThenLoad(cache: MemoryCache(), loader: loader))
            weakLogic = logic
            task = logic.load(into: renderer)
        }
        let call = await loader.calls.nextCall()
        #expect(weakLogic != nil, "kept while its load runs")
        loader.calls.resume(call, returning: 7)
        await task.value
        #expect(renderer.states == [.loading, .presenting(7)])
        #expect(weakLogic == nil, "released once the load ended")
    }
}

