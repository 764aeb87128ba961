import Observation
import Testing
import Whittle
import WhittleTesting

/// A logic controller whose load waits for the test to answer.
@MainActor
private final class AnsweredLogic: LogicController {
    let requests = LatestRequest<Int>()
    let mutations = LatestRequest<Int>()
    let answers = ControlledCalls<Int, Int>()
    private var loads = 0

    func load(emit: (ViewState<Int>) -> Void) async {
        loads += 1
        emit(.loading)
        do {
            emit(.presenting(try await answers.call(loads)))
        } catch {
            emit(.failed(error))
        }
    }
}

@MainActor
struct ObservableViewStateTests {
    /// A SwiftUI view reading `state` is told when it changes: every rendered state reaches
    /// Observation's clients.
    @Test func renderingIsObserved() {
        let screen = ObservableViewState<Int>()
        let changes = ObservedChanges { _ = screen.state }
        screen.render(.presenting(3))
        #expect(changes.count == 1)
        #expect(screen.state == .presenting(3))
    }

    /// `.task { await screen.load(from: logic) }`: the load's states arrive, and a retry
    /// started while the first load still runs wins over it.
    @Test func loadRendersAndARetryWins() async {
        let logic = AnsweredLogic()
        let screen = ObservableViewState<Int>()
        let first = Task { await screen.load(from: logic) }
        let slow = await logic.answers.nextCall()
        let retry = Task { await screen.load(from: logic) }
        let fast = await logic.answers.nextCall()
        logic.answers.resume(fast, returning: 2)
        await retry.value
        logic.answers.resume(slow, returning: 1)
        await first.value
        #expect(screen.state == .presenting(2))
    }

    /// Cancelling the task that loads (SwiftUI does when the view goes away) cancels the load.
    @Test func cancellingTheCallerCancelsTheLoad() async {
        let logic = AnsweredLogic()
        let screen = ObservableViewState<Int>()
        let task = Task { await screen.load(from: logic) }
        let call = await logic.answers.nextCall()
        task.cancel()
        await task.value
        logic.answers.resume(call, returning: 5)
        #expect(screen.state != .presenting(5))
    }
}
