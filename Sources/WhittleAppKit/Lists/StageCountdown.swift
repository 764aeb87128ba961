#if canImport(AppKit)
/// Calls a completion once, after every batch-update stage reported back.
@MainActor
final class StageCountdown {
    private var remaining: Int
    private var allFinished = true
    private let completion: (@MainActor (Bool) -> Void)?

    init(stages: Int, completion: (@MainActor (Bool) -> Void)?) {
        remaining = stages
        self.completion = completion
    }

    func stageFinished(_ finished: Bool) {
        allFinished = allFinished && finished
        remaining -= 1
        if remaining == 0 { completion?(allFinished) }
    }
}
#endif
