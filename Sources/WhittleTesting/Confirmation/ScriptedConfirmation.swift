import Whittle

/// A ``Confirmation`` that answers from a script and records every question, for tests.
///
/// ```swift
/// let confirmation = ScriptedConfirmation(answers: [.accept, .decline])
/// ```
///
/// Use ``Answer/wait`` to hold a question open (to test cancelling during a
/// confirmation), then ``answerPending(_:)``; ``Answer/unavailable`` to act as if nothing
/// could show the question. It obeys the same contract as the UIKit and AppKit alert
/// adapters because it conforms the same way, through ``Whittle/ConfirmationPresenting``:
/// a cancelled caller gets "no" and its question is dismissed. ``nextRequest()`` suspends
/// until a question is asked, so a test never needs to sleep.
@MainActor
public final class ScriptedConfirmation: Confirmation, ConfirmationPresenting {
    /// How the script answers one question.
    public enum Answer: Sendable, Hashable {
        /// The user confirms.
        case accept
        /// The user backs out.
        case decline
        /// The question stays open until ``ScriptedConfirmation/answerPending(_:)``.
        case wait
        /// Nothing can show the question (no window, another alert up): the caller gets
        /// `false` at once.
        case unavailable
    }

    private var script: [Answer]
    private let whenScriptRunsOut: Answer
    private var pending: [(id: Int, answer: @MainActor (Bool) -> Void)] = []
    private var nextPendingID = 0
    private var waitingForRequest: [CheckedContinuation<ConfirmationRequest, Never>] = []
    private var unclaimedRequests: [ConfirmationRequest] = []

    /// Every question shown, in order (not those asked by an already-cancelled task).
    public private(set) var requests: [ConfirmationRequest] = []
    /// Every answer given, in order (`true` for confirmed; a dismissed question counts as `false`).
    public private(set) var answers: [Bool] = []
    /// How many open questions were dismissed because their task was cancelled.
    public private(set) var dismissedCount = 0
    /// Called after each question is shown, before it is answered.
    public var onRequest: (@MainActor (ConfirmationRequest) -> Void)?
    /// Called with each answer as it is given.
    public var onAnswer: (@MainActor (ConfirmationRequest, Bool) -> Void)?

    /// Creates a confirmation that gives `answers` in order, then `whenScriptRunsOut`.
    ///
    /// - Parameters:
    ///   - answers: The answers to the first questions.
    ///   - whenScriptRunsOut: The answer to every later question; ``Answer/decline`` by
    ///     default, the safe choice.
    public init(answers: [Answer] = [], whenScriptRunsOut: Answer = .decline) {
        script = answers
        self.whenScriptRunsOut = whenScriptRunsOut
    }

    /// Adds answers to the end of the script.
    public func enqueue(_ answers: Answer...) {
        script.append(contentsOf: answers)
    }

    /// The number of questions waiting for ``answerPending(_:)``.
    public var pendingCount: Int { pending.count }

    /// Answers the oldest open question.
    ///
    /// - Parameter confirmed: The user's choice.
    /// - Returns: Whether there was an open question.
    @discardableResult
    public func answerPending(_ confirmed: Bool) -> Bool {
        guard !pending.isEmpty else { return false }
        pending.removeFirst().answer(confirmed)
        return true
    }

    /// Waits until a question is asked that no earlier call has returned, and returns it.
    public func nextRequest() async -> ConfirmationRequest {
        if !unclaimedRequests.isEmpty { return unclaimedRequests.removeFirst() }
        return await withCheckedContinuation { waitingForRequest.append($0) }
    }

    /// Records `request`, hands it to a waiting ``nextRequest()``, and answers with the next
    /// scripted answer.
    public func present(
        _ request: ConfirmationRequest, answer: @escaping @MainActor (Bool) -> Void
    ) -> (@MainActor () -> Void)? {
        let scripted = script.isEmpty ? whenScriptRunsOut : script.removeFirst()
        guard scripted != .unavailable else { return nil }
        requests.append(request)
        if waitingForRequest.isEmpty {
            unclaimedRequests.append(request)
        } else {
            waitingForRequest.removeFirst().resume(returning: request)
        }
        onRequest?(request)
        let record: @MainActor (Bool) -> Void = { [weak self] confirmed in
            self?.answers.append(confirmed)
            self?.onAnswer?(request, confirmed)
            answer(confirmed)
        }
        switch scripted {
        case .accept: record(true)
        case .decline: record(false)
        case .wait, .unavailable:
            nextPendingID += 1
            let id = nextPendingID
            pending.append((id, record))
            return { [weak self] in self?.dismissPending(id, record: record) }
        }
        return {}
    }

    private func dismissPending(_ id: Int, record: @MainActor (Bool) -> Void) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        pending.remove(at: index)
        dismissedCount += 1
        record(false)
    }
}
