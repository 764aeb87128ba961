import Testing
import Whittle

@MainActor
struct CacheThenLoadTests {
    private func states(
        cache: MemoryCache<String, Int>,
        loader: some ValueLoader<String, Int>,
        policy: CachePolicy
    ) async -> [ViewState<Int>] {
        let helper = CacheThenLoad(cache: cache, loader: loader, policy: policy)
        var states: [ViewState<Int>] = []
        _ = await helper.load("user") { states.append($0) }
        return states
    }

    /// The seed's policy: a cache hit renders at once and nothing is loaded.
    @Test func cacheHitRendersWithoutLoading() async {
        let loader = ControlledLoader<String, Int>()
        let states = await states(cache: MemoryCache(["user": 1]), loader: loader, policy: .cacheElseLoad)
        #expect(states == [.presenting(1)])
        #expect(loader.calls.recordedArguments.isEmpty)
    }

    /// A miss shows loading, then the loaded value, which is stored for next time.
    @Test func cacheMissLoadsAndStores() async {
        let cache = MemoryCache<String, Int>()
        let states = await states(cache: cache, loader: ImmediateLoader(result: .success(7)), policy: .cacheElseLoad)
        #expect(states == [.loading, .presenting(7)])
        #expect(await cache.stored("user") == 7)
    }

    /// A failed load is rendered as a failure and nothing is cached.
    @Test func failureIsRendered() async {
        let cache = MemoryCache<String, Int>()
        let states = await states(cache: cache, loader: ImmediateLoader(result: .failure(TestError("offline"))), policy: .cacheElseLoad)
        #expect(states == [.loading, .failed(TestError("offline"))])
        #expect(await cache.writes.isEmpty)
    }

    /// Stale-while-revalidate renders the cached value, then the fresh one.
    @Test func cacheThenRefreshRendersTwice() async {
        let cache = MemoryCache(["user": 1])
        let states = await states(cache: cache, loader: ImmediateLoader(result: .success(2)), policy: .cacheThenRefresh)
        #expect(states == [.presenting(1), .presenting(2)])
        #expect(await cache.stored("user") == 2)
    }

    /// A failed refresh keeps the cached value on screen instead of an error, and is
    /// reported to the caller rather than swallowed.
    @Test func failedRefreshKeepsCachedValueAndIsReported() async throws {
        let helper = CacheThenLoad(
            cache: MemoryCache(["user": 1]), loader: ImmediateLoader<String, Int>(result: .failure(TestError("offline"))),
            policy: .cacheThenRefresh)
        var states: [ViewState<Int>] = []
        let failure = await helper.load("user") { states.append($0) }
        #expect(states == [.presenting(1)])
        #expect(try #require(failure as? TestError) == TestError("offline"))
        #expect(await helper.load("user").refreshFailure is TestError)
    }

    /// A refresh that succeeds reports no failure.
    @Test func successfulRefreshReportsNoFailure() async {
        let helper = CacheThenLoad(
            cache: MemoryCache(["user": 1]), loader: ImmediateLoader<String, Int>(result: .success(2)), policy: .cacheThenRefresh)
        #expect(await helper.load("user").refreshFailure == nil)
    }

    /// Reload (pull to refresh) does not show the cached value, draws no loading state over
    /// the content on screen, and still stores the result.
    @Test func reloadIgnoresCache() async {
        let cache = MemoryCache(["user": 1])
        let states = await states(cache: cache, loader: ImmediateLoader(result: .success(3)), policy: .reloadIgnoringCache)
        #expect(states == [.presenting(3)])
        #expect(await cache.stored("user") == 3)
    }

    /// A failed pull to refresh leaves the content on screen and returns the failure, rather
    /// than replacing the content with a loading state and an error.
    @Test func aFailedReloadKeepsTheContent() async {
        let helper = CacheThenLoad(cache: MemoryCache(["user": 1]), loader: ImmediateLoader<String, Int>(result: .failure(TestError("offline"))))
        let renderer = RecordingRenderer<Int>()
        let failure = await helper.load("user", policy: .reloadIgnoringCache) { renderer.render($0) }
        #expect(renderer.states.isEmpty)
        #expect(failure is TestError)
    }

    /// Without anything cached, a reload is a first load: loading, then the value or the error.
    @Test func aReloadWithNothingCachedShowsLoadingAndTheError() async {
        let helper = CacheThenLoad(cache: MemoryCache<String, Int>(), loader: ImmediateLoader<String, Int>(result: .failure(TestError("offline"))))
        let renderer = RecordingRenderer<Int>()
        let failure = await helper.load("user", policy: .reloadIgnoringCache) { renderer.render($0) }
        #expect(renderer.states.count == 2)
        #expect(renderer.states.first == .loading)
        if case .failed? = renderer.states.last {} else { Issue.record("expected a failed state, got \(renderer.states)") }
        #expect(failure == nil)
    }

    /// The emptiness rule turns an empty result into the empty state.
    @Test func emptyValuesRenderEmpty() async {
        let helper = CacheThenLoad(
            cache: MemoryCache<String, [Int]>(),
            loader: ImmediateLoader(result: .success([])),
            isEmpty: { $0.isEmpty }
        )
        #expect(await helper.load("list").state == .empty)
    }

    /// A per-call policy overrides the stored one.
    @Test func perCallPolicyOverrides() async {
        let helper = CacheThenLoad(
            cache: MemoryCache(["user": 1]),
            loader: ImmediateLoader<String, Int>(result: .success(5))
        )
        #expect(await helper.load("user").state == .presenting(1))
        #expect(await helper.load("user", policy: .reloadIgnoringCache).state == .presenting(5))
    }

    /// A cancelled load emits nothing after cancellation.
    @Test func cancelledLoadEmitsNothingMore() async {
        let loader = ControlledLoader<String, Int>()
        let helper = CacheThenLoad(cache: MemoryCache(), loader: loader)
        let renderer = RecordingRenderer<Int>()
        let task = Task { _ = await helper.load("user") { renderer.render($0) } }
        _ = await loader.calls.nextCall()
        task.cancel()
        await task.value
        #expect(renderer.states == [.loading])
    }
}
