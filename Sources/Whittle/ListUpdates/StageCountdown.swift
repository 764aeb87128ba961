/// Calls a completion once, after every batch-update stage of a ``ListChanges`` reported back.
///
/// List views report each `performBatchUpdates` separately, but a caller wants one signal
/// when the whole change is on screen. Create one countdown per applied ``ListChanges`` and
/// call ``stageFinished(_:)`` from each stage's completion handler.
@MainActor
public final class StageCountdown {
    private var remaining: Int
    private var allFinished = true
    private let completion: (@MainActor (Bool) -> Void)?

    /// Creates a countdown over `stages` batch updates.
    ///
    /// - Parameters:
    ///   - stages: How many stages will report back. With zero, the completion is called at
    ///     once, since nothing is left to wait for.
    ///   - completion: Called once, after the last stage; `true` when no stage was interrupted.
    public init(stages: Int, completion: (@MainActor (Bool) -> Void)?) {
        remaining = max(stages, 0)
        self.completion = completion
        if remaining == 0 { completion?(true) }
    }

    /// Records that one stage finished; calls the completion when it was the last one.
    ///
    /// Reports beyond the expected count are ignored, so the completion never runs twice.
    ///
    /// - Parameter finished: Whether the stage's animation ran to its end.
    public func stageFinished(_ finished: Bool) {
        guard remaining > 0 else { return }
        allFinished = allFinished && finished
        remaining -= 1
        if remaining == 0 { completion?(allFinished) }
    }
}
