import Observation

/// One multi-step user action as an object: optional confirmation, async work, completion.
///
/// Instead of a view controller that shows an alert, remembers what it was about, calls a
/// service from the alert's handler and updates itself from the service's callback, the
/// controller wires a button to an interaction and listens for the outcome:
///
/// ```swift
/// let follow = Interaction(
///     confirming: ConfirmationRequest(message: "Follow Ana?", confirmLabel: "Follow"),
///     through: alerts
/// ) { try await service.follow(userID: ana.id) }
/// follow.onFinish = { [weak self] _ in self?.binding.updateView() }
/// // followButton → follow.start()
/// ```
///
/// A second ``start()`` while a run is under way is ignored, so a double tap follows once.
/// ``cancel()`` ends the run (during the confirmation or the work) with
/// ``InteractionOutcome/cancelled``. Failures are reported as
/// ``InteractionOutcome/failed(_:)``, never swallowed.
///
/// The interaction is `@Observable`: a binding (or SwiftUI) can disable the button while
/// ``isRunning`` is `true`.
@MainActor
@Observable
public final class Interaction<Success: Sendable> {
    /// The work the interaction performs once confirmed.
    public typealias Work = @Sendable () async throws -> Success

    private let request: ConfirmationRequest?
    private let confirmation: (any Confirmation)?
    private let work: Work
    private var running: Task<InteractionOutcome<Success>, Never>?

    /// Called with the outcome of every run that was not ignored.
    @ObservationIgnored public var onFinish: (@MainActor (InteractionOutcome<Success>) -> Void)?

    /// Receives the outcome of every run that was not ignored; held weakly.
    @ObservationIgnored public weak var delegate: (any InteractionDelegate<Success>)?

    /// Creates an interaction that asks `confirmation` before doing `work`.
    ///
    /// - Parameters:
    ///   - request: What to ask, or `nil` to act without asking.
    ///   - confirmation: The port that asks; ignored when `request` is `nil`.
    ///   - work: The async work; it should honour task cancellation.
    public init(
        confirming request: ConfirmationRequest?,
        through confirmation: (any Confirmation)?,
        work: @escaping Work
    ) {
        self.request = request
        self.confirmation = confirmation
        self.work = work
    }

    /// Creates an interaction that acts without asking.
    ///
    /// - Parameter work: The async work; it should honour task cancellation.
    public convenience init(work: @escaping Work) {
        self.init(confirming: nil, through: nil, work: work)
    }

    /// Whether a run is under way (asking or working).
    public var isRunning: Bool { running != nil }

    /// Starts a run unless one is under way; the target of a button.
    ///
    /// - Returns: The run's task (to await in tests), or `nil` when the call was ignored
    ///   because a run is already under way.
    @discardableResult
    public func start() -> Task<InteractionOutcome<Success>, Never>? {
        guard running == nil else { return nil }
        let task = Task { @MainActor in
            let outcome = await self.execute()
            self.running = nil
            self.onFinish?(outcome)
            self.delegate?.interactionDidFinish(with: outcome)
            return outcome
        }
        running = task
        return task
    }

    /// Runs the interaction and waits for its outcome.
    ///
    /// - Returns: The outcome, or `nil` when a run was already under way (that run's
    ///   outcome goes to ``onFinish`` and ``delegate`` as usual).
    @discardableResult
    public func run() async -> InteractionOutcome<Success>? {
        guard let task = start() else { return nil }
        return await task.value
    }

    /// Stops the run under way, if any; it ends with ``InteractionOutcome/cancelled``.
    public func cancel() {
        running?.cancel()
    }

    private func execute() async -> InteractionOutcome<Success> {
        if let request, let confirmation {
            let confirmed = await confirmation.confirm(request)
            if Task.isCancelled { return .cancelled }
            guard confirmed else { return .declined }
        }
        if Task.isCancelled { return .cancelled }
        do {
            let result = try await work()
            return Task.isCancelled ? .cancelled : .completed(result)
        } catch {
            return Task.isCancelled || error is CancellationError ? .cancelled : .failed(error)
        }
    }
}
