/// The one thing a platform's confirmation adapter does: put a question on screen and take
/// it off again. Everything else about ``Confirmation``'s contract — answering exactly once,
/// answering `false` when the asking task is cancelled or when nothing could show the
/// question — is implemented once, in this protocol's extension, and tested on Linux.
///
/// Conform a type to both ``Confirmation`` and `ConfirmationPresenting` and it gets
/// ``Confirmation/confirm(_:)`` for free:
///
/// ```swift
/// final class AlertConfirmation: Confirmation, ConfirmationPresenting {
///     func present(_ request: ConfirmationRequest, answer: @escaping @MainActor (Bool) -> Void)
///         -> (@MainActor () -> Void)? { … show a UIAlertController … }
/// }
/// ```
@MainActor
public protocol ConfirmationPresenting: AnyObject {
    /// Shows `request` and calls `answer` with the user's choice.
    ///
    /// - Parameters:
    ///   - request: What to ask.
    ///   - answer: Call it with `true` for the confirm button and `false` for cancel; calls
    ///     after the first are ignored.
    /// - Returns: A closure that takes the question off screen unanswered (the asking task
    ///   was cancelled), or `nil` when the question could not be shown — then `answer` is
    ///   never called and the caller is told `false` at once.
    func present(_ request: ConfirmationRequest, answer: @escaping @MainActor (Bool) -> Void) -> (@MainActor () -> Void)?
}

extension ConfirmationPresenting where Self: Confirmation {
    /// Shows `request` through ``present(_:answer:)`` and waits for the answer.
    ///
    /// Returns `false` without showing anything when the task is already cancelled, at once
    /// when the question could not be shown, and as soon as the task is cancelled while the
    /// question is open (the question is then taken off screen). Returns exactly once.
    public func confirm(_ request: ConfirmationRequest) async -> Bool {
        guard !Task.isCancelled else { return false }
        let pending = PendingAnswer()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                pending.start(continuation)
                if let dismiss = present(request, answer: { pending.finish($0) }) {
                    pending.dismiss = dismiss
                } else {
                    pending.finish(false)
                }
            }
        } onCancel: {
            Task { @MainActor in pending.cancel() }
        }
    }
}
