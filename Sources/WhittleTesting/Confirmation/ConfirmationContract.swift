import Whittle

/// Checks any ``Whittle/Confirmation`` against the protocol's contract — in the manner of
/// swift-collections' conformance checkers: one test, run for every conformance.
///
/// The contract: the call returns the user's answer exactly once; a task cancelled while its
/// question is open gets `false` and the question goes away; a task cancelled before asking
/// gets `false` and nothing is shown; when the question cannot be shown the call returns
/// `false` at once and the next question works as usual.
///
/// ```swift
/// let violations = await ConfirmationContract(
///     make: { ScriptedConfirmation(whenScriptRunsOut: .wait) },
///     openQuestions: { $0.pendingCount },
///     answer: { $0.answerPending($1) },
///     refuseNextQuestion: { $0.enqueue(.unavailable) }
/// ).violations()
/// #expect(violations.isEmpty)
/// ```
@MainActor
public struct ConfirmationContract<Subject: Confirmation & Sendable> {
    private let make: @MainActor () -> Subject
    private let openQuestions: @MainActor (Subject) -> Int
    private let answer: @MainActor (Subject, Bool) -> Bool
    private let refuseNextQuestion: @MainActor (Subject) -> Void
    private let request = ConfirmationRequest(title: "Contract", message: "Go ahead?", confirmLabel: "Go")

    /// Describes how to drive one conformance.
    ///
    /// - Parameters:
    ///   - make: A fresh confirmation whose questions stay open until answered.
    ///   - openQuestions: How many of its questions are on screen.
    ///   - answer: Answers the oldest open question as the user would; `false` when none is open.
    ///   - refuseNextQuestion: Makes the next question impossible to show.
    public init(
        make: @escaping @MainActor () -> Subject,
        openQuestions: @escaping @MainActor (Subject) -> Int,
        answer: @escaping @MainActor (Subject, Bool) -> Bool,
        refuseNextQuestion: @escaping @MainActor (Subject) -> Void
    ) {
        self.make = make
        self.openQuestions = openQuestions
        self.answer = answer
        self.refuseNextQuestion = refuseNextQuestion
    }

    /// Runs every clause of the contract on fresh confirmations.
    ///
    /// A clause whose call never returns is reported and its question answered, so a broken
    /// conformance fails the test instead of hanging it.
    ///
    /// - Returns: One message per broken clause; empty when the conformance obeys the contract.
    public func violations() async -> [String] {
        var found: [String] = []
        for confirmed in [true, false] {
            found += await returnsTheAnswer(confirmed)
        }
        found += await cancellingAnOpenQuestionAnswersNo()
        found += await cancelledBeforeAskingShowsNothing()
        found += await unshowableQuestionAnswersNoAndNextOneWorks()
        return found
    }

    private func returnsTheAnswer(_ confirmed: Bool) async -> [String] {
        let subject = make()
        let asking = Question(asking: subject, request)
        guard await waitForOpenQuestion(on: subject) else {
            asking.task.cancel()
            return ["a question was never shown"]
        }
        guard answer(subject, confirmed) else { return ["answering found no open question"] }
        guard let returned = await asking.answer() else {
            return ["answering \(confirmed) did not return"]
        }
        var found: [String] = []
        if returned != confirmed { found.append("answering \(confirmed) returned \(returned)") }
        if openQuestions(subject) != 0 { found.append("an answered question stayed open") }
        if answer(subject, !confirmed) { found.append("an answered question could be answered again") }
        return found
    }

    private func cancellingAnOpenQuestionAnswersNo() async -> [String] {
        let subject = make()
        let asking = Question(asking: subject, request)
        guard await waitForOpenQuestion(on: subject) else {
            asking.task.cancel()
            return ["a question was never shown"]
        }
        asking.task.cancel()
        var found: [String] = []
        if await !waitUntil({ openQuestions(subject) == 0 }) { found.append("a cancelled task's question stayed open") }
        switch await asking.answer() {
        case nil:
            found.append("a cancelled task kept waiting for an answer")
            _ = answer(subject, false)
        case true?:
            found.append("a cancelled task got true")
        case false?:
            break
        }
        return found
    }

    private func cancelledBeforeAskingShowsNothing() async -> [String] {
        let subject = make()
        // The task cannot start before this function suspends, so it is cancelled first.
        let asking = Question(asking: subject, request)
        asking.task.cancel()
        var found: [String] = []
        switch await asking.answer() {
        case nil:
            found.append("a task cancelled before asking kept waiting for an answer")
            _ = answer(subject, false)
        case true?:
            found.append("a task cancelled before asking got true")
        case false?:
            break
        }
        if openQuestions(subject) != 0 { found.append("a task cancelled before asking showed its question") }
        return found
    }

    private func unshowableQuestionAnswersNoAndNextOneWorks() async -> [String] {
        let subject = make()
        refuseNextQuestion(subject)
        var found: [String] = []
        let refused = Question(asking: subject, request)
        switch await refused.answer() {
        case nil:
            found.append("a question that could not be shown never returned")
            _ = answer(subject, false)
        case true?:
            found.append("a question that could not be shown returned true")
        case false?:
            break
        }
        if openQuestions(subject) != 0 { found.append("a question that could not be shown is open") }
        let next = Question(asking: subject, request)
        guard await waitForOpenQuestion(on: subject) else {
            next.task.cancel()
            return found + ["after a question could not be shown, the next one was never shown"]
        }
        _ = answer(subject, true)
        if await next.answer() != true {
            found.append("after a question could not be shown, the next answer was lost")
        }
        return found
    }

    private func waitForOpenQuestion(on subject: Subject) async -> Bool {
        await waitUntil { openQuestions(subject) > 0 }
    }

    // Yields to the tasks under test instead of sleeping; gives up after a bounded number of turns.
    private func waitUntil(_ condition: @MainActor () -> Bool) async -> Bool {
        for _ in 0..<1_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }
}

/// One call of `confirm(_:)` under test, whose return can be awaited with a bound.
@MainActor
private final class Question {
    @MainActor
    private final class Outcome {
        var returned: Bool?
    }

    private let outcome: Outcome
    let task: Task<Void, Never>

    init(asking subject: some Confirmation & Sendable, _ request: ConfirmationRequest) {
        let outcome = Outcome()
        self.outcome = outcome
        task = Task { outcome.returned = await subject.confirm(request) }
    }

    /// The call's answer, or `nil` when it has not returned within a bounded number of turns.
    func answer() async -> Bool? {
        for _ in 0..<1_000 where outcome.returned == nil {
            await Task.yield()
        }
        return outcome.returned
    }
}
