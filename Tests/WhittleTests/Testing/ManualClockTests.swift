import Testing
import WhittleTesting

struct ManualClockTests {
    /// A sleeper wakes only once time has been advanced past its deadline.
    @Test func sleeperWakesWhenAdvancedPastDeadline() async throws {
        let clock = ManualClock()
        let woke = Flag()
        let sleeper = Task {
            try await clock.sleep(for: .seconds(5))
            await woke.set()
        }
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: .seconds(4))
        #expect(await !woke.value)
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(await woke.value)
        #expect(clock.now == ManualClock.Instant(offset: .seconds(5)))
    }

    /// A deadline already passed does not suspend.
    @Test func pastDeadlineReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(10))
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(3)))
        #expect(clock.sleeperCount == 0)
    }

    /// Cancelling a sleeping task throws CancellationError without advancing time.
    @Test func cancellationEndsSleep() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }
}

private actor Flag {
    private(set) var value = false
    func set() { value = true }
}
