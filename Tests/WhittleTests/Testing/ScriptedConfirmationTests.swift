import Testing
import Whittle
import WhittleTesting

@MainActor
struct ScriptedConfirmationTests {
    private let request = ConfirmationRequest(message: "Sure?", confirmLabel: "Yes")

    /// Answers follow the script, then the safe default, and everything is recorded.
    @Test func answersFromScriptThenDefault() async {
        let confirmation = ScriptedConfirmation(answers: [.accept, .decline])
        #expect(await confirmation.confirm(request))
        #expect(await !confirmation.confirm(request))
        #expect(await !confirmation.confirm(request))
        #expect(confirmation.answers == [true, false, false])
        #expect(confirmation.requests.count == 3)
    }

    /// A waiting answer holds the question open until the test answers it.
    @Test func waitHoldsUntilAnswered() async {
        let confirmation = ScriptedConfirmation(answers: [.wait])
        let asking = Task { await confirmation.confirm(request) }
        #expect(await confirmation.nextRequest() == request)
        #expect(confirmation.pendingCount == 1)
        #expect(confirmation.answerPending(true))
        #expect(await asking.value)
        #expect(!confirmation.answerPending(false), "nothing left to answer")
    }
}
