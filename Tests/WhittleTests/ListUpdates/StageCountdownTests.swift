import Testing
import Whittle

@MainActor
struct StageCountdownTests {
    /// Box the completion writes into, so a test can see how often and with what it ran.
    private final class Calls {
        var values: [Bool] = []
    }

    /// The completion runs once, only after the last stage reported back.
    @Test func completesOnceAfterLastStage() {
        let calls = Calls()
        let countdown = StageCountdown(stages: 3) { calls.values.append($0) }
        countdown.stageFinished(true)
        countdown.stageFinished(true)
        #expect(calls.values.isEmpty)
        countdown.stageFinished(true)
        #expect(calls.values == [true])
    }

    /// One interrupted stage makes the whole change report `false`, whichever stage it was.
    @Test(arguments: [0, 1, 2])
    func interruptedStageReportsFalse(interrupted: Int) {
        let calls = Calls()
        let countdown = StageCountdown(stages: 3) { calls.values.append($0) }
        for stage in 0..<3 { countdown.stageFinished(stage != interrupted) }
        #expect(calls.values == [false])
    }

    /// Late extra reports do not run the completion a second time.
    @Test func extraReportsAreIgnored() {
        let calls = Calls()
        let countdown = StageCountdown(stages: 1) { calls.values.append($0) }
        countdown.stageFinished(true)
        countdown.stageFinished(false)
        #expect(calls.values == [true])
    }

    /// With no stages to wait for, the completion runs at once instead of never.
    @Test func zeroStagesCompleteImmediately() {
        let calls = Calls()
        _ = StageCountdown(stages: 0) { calls.values.append($0) }
        #expect(calls.values == [true])
    }
}
