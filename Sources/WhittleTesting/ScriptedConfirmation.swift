import Whittle

/// A ``Confirmation`` that answers from a script and records every question, for tests.
///
/// ```swift
/// let confirmation = ScriptedConfirmation(answers: [.accept, .decline])
/// ```
///
/// Use ``Answer/wait`` to hold a question open (to test cancelling during a
/// confirmation), then ``answerPending(_:)``. Like a real alert adapter, an open question
/// is dismissed with "no" when the asking task is cancelled. ``nextRequest()`` suspends until a question
/// is asked, so a test never needs to sleep.
@MainActor
public final class ScriptedConfirmation: Confirmation {
    /// How the script answers one question.
    public enum Answer: Sendable, Hashable {
        /// The user confirms.
        case accept
        /// The user backs out.
        case decline
        /// The question stays open until ``ScriptedConfirmation/answerPending(_:)``.
        case wait
    }

    private var script: [Answer]
    private let whenScriptRunsOut: Answer
    private var pending: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextPendingID = 0
    private var waitingForRequest: [CheckedContinuation<ConfirmationRequest, Never>] = []
    private var unclaimedRequests: [ConfirmationRequest] = []

    /// Every question asked, in order.
    public private(set) var requests: [ConfirmationRequest] = []
    /// Every answer given, in order (`true` for confirmed).
    public private(set) var answers: [Bool] = []
    /// Called after each question is asked, before it is answered.
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
        pending.removeFirst().continuation.resume(returning: confirmed)
        return true
    }

    private func dismissPending(_ id: Int) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        pending.remove(at: index).continuation.resume(returning: false)
    }

    /// Waits until a question is asked that no earlier call has returned, and returns it.
    public func nextRequest() async -> ConfirmationRequest {
        if !unclaimedRequests.isEmpty { return unclaimedRequests.removeFirst() }
        return await withCheckedContinuation { waitingForRequest.append($0) }
    }

    /// Records `request`, hands it to a waiting ``nextRequest()``, and answers with the next scripted answer.
    public func confirm(_ request: ConfirmationRequest) async -> Bool {
        requests.append(request)
        if waitingForRequest.isEmpty {
            unclaimedRequests.append(request)
        } else {
            waitingForRequest.removeFirst().resume(returning: request)
        }
        onRequest?(request)
        let answer = script.isEmpty ? whenScriptRunsOut : script.removeFirst()
        let confirmed: Bool
        switch answer {
        case .accept: confirmed = true
        case .decline: confirmed = false
        case .wait:
            nextPendingID += 1
            let id = nextPendingID
            // Like a real alert adapter: a cancelled caller dismisses the question, which
            // then answers "no".
            confirmed = await withTaskCancellationHandler {
                await withCheckedContinuation { pending.append((id, $0)) }
            } onCancel: {
                Task { @MainActor in self.dismissPending(id) }
            }
        }
        answers.append(confirmed)
        onAnswer?(request, confirmed)
        return confirmed
    }
}
