import Whittle

/// One observable thing a screen did, as recorded by a ``SceneHarness``.
public enum SceneEvent<Display: Equatable & Sendable, Route: Equatable & Sendable>: Equatable, Sendable,
    CustomStringConvertible
{
    /// The screen rendered a state (its value already turned display-ready by the presenter).
    case rendered(ViewState<Display>)
    /// The screen told its navigator to go to a route (``RecordingNavigator``).
    case navigated(Route)
    /// A navigator showed a route's screen through the navigation port, with a transition.
    case shown(Route, NavigationTransition)
    /// The screen asked the user to confirm.
    case asked(ConfirmationRequest)
    /// The user answered a confirmation (`true`: confirmed).
    case answered(Bool)
    /// An interaction ended.
    case finished(interaction: String, InteractionSummary)
    /// A data source changed; its items afterwards, described, section by section.
    case listed([[String]])
    /// Any other view effect the screen reports (an error banner, a toast).
    case effect(String)

    /// The event as Swift-like source, so a mismatch reads like the expectation you wrote.
    public var description: String {
        switch self {
        case .rendered(let state): ".rendered(\(state))"
        case .navigated(let route): ".navigated(\(route))"
        case .shown(let route, let transition): ".shown(\(route), .\(transition))"
        case .asked(let request): ".asked(\(request))"
        case .answered(let confirmed): ".answered(\(confirmed))"
        case .finished(let name, let summary): ".finished(\(name), \(summary))"
        case .listed(let sections): ".listed(\(sections))"
        case .effect(let text): ".effect(\(text))"
        }
    }
}

/// How an interaction ended, without its (possibly non-`Equatable`) result.
public enum InteractionSummary: Sendable, Hashable, CustomStringConvertible {
    /// The work finished.
    case completed
    /// The user backed out.
    case declined
    /// The run was cancelled.
    case cancelled
    /// The work failed; the error's `String(describing:)`.
    case failed(String)

    /// Summarises `outcome`.
    public init<Success>(_ outcome: InteractionOutcome<Success>) {
        switch outcome {
        case .completed: self = .completed
        case .declined: self = .declined
        case .cancelled: self = .cancelled
        case .failed(let error): self = .failed(String(describing: error))
        }
    }

    /// The outcome as Swift-like source, so a mismatch reads like the expectation you wrote.
    public var description: String {
        switch self {
        case .completed: ".completed"
        case .declined: ".declined"
        case .cancelled: ".cancelled"
        case .failed(let message): ".failed(\(message))"
        }
    }
}
