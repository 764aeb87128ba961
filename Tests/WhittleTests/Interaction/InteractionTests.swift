import Observation
import Testing
import Whittle
import WhittleTesting

/// Counts how often the interaction's work ran.
@MainActor
private final class WorkLog {
    var runs = 0
}

@MainActor
private final class OutcomeDelegate: InteractionDelegate {
    var outcomes: [InteractionOutcome<Int>] = []
    func interactionDidFinish(with outcome: InteractionOutcome<Int>) {
        outcomes.append(outcome)
    }
}

private let question = ConfirmationRequest(message: "Delete the draft?", confirmLabel: "Delete", isDestructive: true)

@MainActor
struct InteractionTests {
    /// Confirming runs the work and completes with its result.
    @Test func confirmedRunCompletes() async {
        let confirmation = ScriptedConfirmation(answers: [.accept])
        let log = WorkLog()
        let interaction = Interaction(confirming: question, through: confirmation) { @MainActor in
            log.runs += 1
            return 42
        }
        #expect(await interaction.run() == .completed(42))
        #expect(log.runs == 1)
        #expect(confirmation.requests == [question])
    }

    /// Declining does no work at all.
    @Test func declinedRunDoesNoWork() async {
        let log = WorkLog()
        let interaction = Interaction(confirming: question, through: ScriptedConfirmation(answers: [.decline])) { @MainActor in
            log.runs += 1
            return 0
        }
        #expect(await interaction.run() == .declined)
        #expect(log.runs == 0)
    }

    /// Without a confirmation request the work runs directly.
    @Test func unconfirmedInteractionActsAtOnce() async {
        let interaction = Interaction { 7 }
        #expect(await interaction.run() == .completed(7))
    }

    /// A throwing work is reported as a failure with its error.
    @Test func failureIsReported() async {
        let interaction = Interaction<Int> { throw TestError("server said no") }
        let delegate = OutcomeDelegate()
        interaction.delegate = delegate
        #expect(await interaction.run() == .failed(TestError("server said no")))
        #expect(delegate.outcomes == [.failed(TestError("server said no"))])
    }

    /// A second trigger while the first run is under way is ignored: a double tap acts once.
    @Test func doubleTapIsIgnored() async {
        let calls = ControlledCalls<Int, Int>()
        let interaction = Interaction { try await calls.call(1) }
        var finished: [InteractionOutcome<Int>] = []
        interaction.onFinish = { finished.append($0) }
        let first = interaction.start()
        let second = interaction.start()
        #expect(first != nil)
        #expect(second == nil)
        #expect(interaction.isRunning)
        let call = await calls.nextCall()
        calls.resume(call, returning: 5)
        #expect(await first?.value == .completed(5))
        #expect(calls.recordedArguments.count == 1)
        #expect(finished == [.completed(5)])
        #expect(!interaction.isRunning)
        #expect(interaction.start() != nil, "a new tap after the run ended starts again")
    }

    /// Cancelling while the user is still asked ends the run without doing the work.
    @Test func cancelDuringConfirmation() async {
        let confirmation = ScriptedConfirmation(answers: [.wait])
        let log = WorkLog()
        let interaction = Interaction(confirming: question, through: confirmation) { @MainActor in
            log.runs += 1
            return 1
        }
        let task = interaction.start()
        _ = await confirmation.nextRequest()
        interaction.cancel()
        #expect(await task?.value == .cancelled)
        #expect(log.runs == 0)
        #expect(confirmation.pendingCount == 0, "the open question was dismissed")
    }

    /// Cancelling during the work ends the run as cancelled, not as a failure.
    @Test func cancelDuringWork() async {
        let calls = ControlledCalls<Int, Int>()
        let interaction = Interaction { try await calls.call(1) }
        let task = interaction.start()
        _ = await calls.nextCall()
        interaction.cancel()
        #expect(await task?.value == .cancelled)
    }

    /// isRunning is observable, so a button can be disabled while the run is under way.
    @Test func isRunningIsObservable() async {
        let interaction = Interaction { 1 }
        let changes = WorkLog()
        withObservationTracking {
            _ = interaction.isRunning
        } onChange: {
            MainActor.assumeIsolated { changes.runs += 1 }
        }
        let task = interaction.start()
        #expect(changes.runs == 1)
        _ = await task?.value
        #expect(!interaction.isRunning)
    }

    /// The delegate is held weakly: the interaction never keeps its view controller alive.
    @Test func delegateIsWeak() async {
        let interaction = Interaction { 1 }
        var delegate: OutcomeDelegate? = OutcomeDelegate()
        weak let weakDelegate = delegate
        interaction.delegate = delegate
        delegate = nil
        #expect(weakDelegate == nil)
        #expect(await interaction.run() == .completed(1))
    }
}
