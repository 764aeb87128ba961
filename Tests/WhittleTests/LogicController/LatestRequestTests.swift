import Testing
import Whittle

@MainActor
struct LatestRequestTests {
    /// A slow older request that answers after a newer one never reaches the screen.
    @Test func newerRequestWinsOverSlowerOlderOne() async {
        let calls = ControlledLoader<String, Int>().calls
        let requests = LatestRequest<Int>()
        let renderer = RecordingRenderer<Int>()
        let older = requests.run({ emit in
            emit(.loading)
            emit((try? await calls.call("old")).map(ViewState.presenting) ?? .failed(TestError("cancelled")))
        }, deliver: renderer.render)
        let first = await calls.nextCall()
        let newer = requests.run({ emit in
            emit(.presenting((try? await calls.call("new")) ?? -1))
        }, deliver: renderer.render)
        let second = await calls.nextCall()
        calls.resume(second, returning: 2)
        await newer.value
        calls.resume(first, returning: 1)
        await older.value
        #expect(renderer.states == [.loading, .presenting(2)])
    }

    /// Starting a newer request cancels the older one's task.
    @Test func newerRequestCancelsOlderTask() async {
        let calls = ControlledLoader<String, Int>().calls
        let requests = LatestRequest<Int>()
        var olderSawCancellation = false
        let older = requests.run({ _ in
            _ = try? await calls.call("old")
            olderSawCancellation = Task.isCancelled
        }, deliver: { _ in })
        _ = await calls.nextCall()
        requests.run({ _ in }, deliver: { _ in })
        await older.value
        #expect(olderSawCancellation)
    }

    /// cancel() silences the running request and clears isRunning.
    @Test func cancelSilencesRunningRequest() async {
        let calls = ControlledLoader<String, Int>().calls
        let requests = LatestRequest<Int>()
        let renderer = RecordingRenderer<Int>()
        let task = requests.run({ emit in
            let value = try? await calls.call("x")
            emit(.presenting(value ?? 0))
        }, deliver: renderer.render)
        let call = await calls.nextCall()
        #expect(requests.isRunning)
        requests.cancel()
        calls.resume(call, returning: 9)
        await task.value
        #expect(renderer.states.isEmpty)
        #expect(!requests.isRunning)
    }
}
