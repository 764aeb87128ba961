import Testing
import Whittle

@MainActor
struct ObservableConfirmationTests {
    private let follow = ConfirmationRequest(title: "Follow Ana?", message: "Her posts will show in your feed.", confirmLabel: "Follow")

    /// The question becomes state a view shows as an alert, and the user's choice answers it.
    @Test func theQuestionIsStateAndTheChoiceAnswersIt() async {
        let confirmation = ObservableConfirmation()
        let asking = Task { await confirmation.confirm(follow) }
        while confirmation.request == nil { await Task.yield() }
        #expect(confirmation.isShowingAlert && !confirmation.isShowingActionSheet)
        confirmation.answer(true)
        #expect(await asking.value)
        #expect(confirmation.request == nil)
    }

    /// An alert dismissed without a choice (its binding set to false) answers cancel; an
    /// action-sheet request shows as one.
    @Test func dismissingAnswersCancel() async {
        let confirmation = ObservableConfirmation()
        var sheet = follow
        sheet.prefersActionSheet = true
        let asking = Task { await confirmation.confirm(sheet) }
        while confirmation.request == nil { await Task.yield() }
        #expect(confirmation.isShowingActionSheet && !confirmation.isShowingAlert)
        confirmation.isShowingAlert = false
        #expect(confirmation.request != nil, "the alert binding does not touch a sheet's question")
        confirmation.isShowingActionSheet = false
        #expect(await asking.value == false)
    }

    /// A second question while one is open is answered no at once; cancelling the asking task
    /// takes the question away.
    @Test func oneQuestionAtATimeAndCancellation() async {
        let confirmation = ObservableConfirmation()
        let first = Task { await confirmation.confirm(follow) }
        while confirmation.request == nil { await Task.yield() }
        #expect(await confirmation.confirm(follow) == false)
        first.cancel()
        #expect(await first.value == false)
        while confirmation.request != nil { await Task.yield() }
        confirmation.answer(true)
    }
}
