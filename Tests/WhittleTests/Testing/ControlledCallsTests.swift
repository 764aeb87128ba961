import Testing
import WhittleTesting

struct ControlledCallsTests {
    /// Calls stay suspended until resumed, in whatever order the test chooses.
    @Test func callsResumeInTestOrder() async throws {
        let calls = ControlledCalls<String, Int>()
        let first = Task { try await calls.call("a") }
        let a = await calls.nextCall()
        let second = Task { try await calls.call("b") }
        let b = await calls.nextCall()
        #expect([a.argument, b.argument] == ["a", "b"])
        #expect(calls.pendingCount == 2)
        calls.resume(b, returning: 2)
        calls.resume(a, throwing: TestError("boom"))
        #expect(try await second.value == 2)
        await #expect(throws: TestError("boom")) { try await first.value }
    }

    /// A cancelled caller throws CancellationError at once.
    @Test func cancelledCallThrows() async {
        let calls = ControlledCalls<Int, Int>()
        let caller = Task { try await calls.call(1) }
        _ = await calls.nextCall()
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
    }
}
