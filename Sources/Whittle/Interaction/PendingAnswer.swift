/// One open question's continuation, resumed exactly once whoever answers first: the user,
/// a failed presentation or the asking task's cancellation.
@MainActor
final class PendingAnswer {
    private var continuation: CheckedContinuation<Bool, Never>?
    /// Takes the question off screen; set once it is shown.
    var dismiss: (@MainActor () -> Void)?

    func start(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = continuation
    }

    /// Resumes with `answer` unless an answer was already given.
    func finish(_ answer: Bool) {
        guard let continuation else { return }
        self.continuation = nil
        dismiss = nil
        continuation.resume(returning: answer)
    }

    /// Answers `false` and takes the question off screen, unless it was already answered.
    func cancel() {
        guard continuation != nil else { return }
        let takeOffScreen = dismiss
        finish(false)
        takeOffScreen?()
    }
}
