import Testing
import Whittle
import WhittleTesting

/// One contract, checked for every conformance: the test double and the shape of the alert
/// adapters must behave the same way.
@MainActor
struct ConfirmationContractTests {
    /// The scripted double used by every screen test obeys the contract.
    @Test(.timeLimit(.minutes(1)))
    func scriptedConfirmationObeysTheContract() async {
        let violations = await ConfirmationContract(
            make: { ScriptedConfirmation(whenScriptRunsOut: .wait) },
            openQuestions: { $0.pendingCount },
            answer: { $0.answerPending($1) },
            refuseNextQuestion: { $0.enqueue(.unavailable) }
        ).violations()
        #expect(violations == [])
    }

    /// A modal alert adapter built on ConfirmationPresenting — how AlertConfirmation and
    /// SheetAlertConfirmation conform — obeys it too.
    @Test(.timeLimit(.minutes(1)))
    func presentingAdapterObeysTheContract() async {
        let violations = await ConfirmationContract(
            make: { ModalAlertPort() },
            openQuestions: { $0.openCount },
            answer: { $0.tap(confirm: $1) },
            refuseNextQuestion: { $0.refusesNext = true }
        ).violations()
        #expect(violations == [])
    }

    /// The checker catches the old adapter's bug: a cancelled caller kept waiting.
    @Test(.timeLimit(.minutes(1)))
    func checkerCatchesIgnoredCancellation() async {
        let checked = await ConfirmationContract(
            make: { CancellationIgnoringConfirmation() },
            openQuestions: { $0.openCount },
            answer: { $0.tap(confirm: $1) },
            refuseNextQuestion: { _ in }
        ).violations()
        #expect(checked.contains("a cancelled task's question stayed open"))
    }

    /// Cancelling an open alert dismisses it, answers no, and the next alert can be shown.
    @Test func cancellingDismissesTheAlert() async {
        let port = ModalAlertPort()
        let asking = Task { await port.confirm(ConfirmationRequest(message: "Delete?", confirmLabel: "Delete")) }
        while port.openCount == 0 { await Task.yield() }
        asking.cancel()
        #expect(await asking.value == false)
        while port.dismissals == 0 { await Task.yield() }
        #expect(port.openCount == 0)
        let next = Task { await port.confirm(ConfirmationRequest(message: "Again?", confirmLabel: "Yes")) }
        while port.openCount == 0 { await Task.yield() }
        #expect(port.tap(confirm: true))
        #expect(await next.value)
    }
}
