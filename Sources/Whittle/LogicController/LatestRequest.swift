/// Runs one request at a time so that a newer request always wins over an older one.
///
/// When the user pulls to refresh twice, or types a new query before the last one came
/// back, the slower, older response must not overwrite the newer one on screen. Starting a
/// request here cancels the one before it and silences it: whatever the older request
/// emits after that is dropped, even if its work ignores cancellation.
///
/// ```swift
/// let requests = LatestRequest<Profile>()
/// requests.run({ emit in emit(await logic.load()) }, deliver: render)
/// ```
@MainActor
public final class LatestRequest<Value> {
    private var generation = 0
    private var current: Task<Void, Never>?

    /// Creates a sequencer with no request running.
    public init() {}

    /// Whether a request is running.
    public var isRunning: Bool { current != nil }

    /// Starts `work`, cancelling and silencing any request still running.
    ///
    /// - Parameters:
    ///   - work: The request. It may emit several states (for example a cached value, then
    ///     a fresh one) through the closure it is given.
    ///   - deliver: Receives each state `work` emits, for as long as this request is the
    ///     latest one.
    /// - Returns: The task running `work`, to await or cancel.
    @discardableResult
    public func run(
        _ work: @escaping @MainActor (_ emit: (ViewState<Value>) -> Void) async -> Void,
        deliver: @escaping @MainActor (ViewState<Value>) -> Void
    ) -> Task<Void, Never> {
        current?.cancel()
        generation += 1
        let ticket = generation
        // The task holds the sequencer until the work ends, so the work's states are delivered
        // even when nothing else holds it (a logic controller made for one load).
        let task = Task { @MainActor in
            await work { state in
                guard self.generation == ticket, !Task.isCancelled else { return }
                deliver(state)
            }
            guard self.generation == ticket else { return }
            self.current = nil
        }
        current = task
        return task
    }

    /// Returns once no request runs, waiting also for requests started meanwhile.
    public func waitUntilIdle() async {
        while let current {
            await current.value
        }
    }

    /// Cancels and silences the running request, if any.
    public func cancel() {
        current?.cancel()
        current = nil
        generation += 1
    }
}
