/// The seed's example interaction: "Are you sure you want to follow this user?", then
/// follow through a service, then tell the delegate.
///
/// The profile view controller keeps none of it — no alert, no alert callback, no
/// request, no in-flight flag:
///
/// ```swift
/// follow = FollowUserInteraction(userID: user.id, displayName: user.name,
///                                service: api, confirmation: alerts)
/// follow.onFinish = { [weak self] _ in self?.binding.updateView() }
/// // followButton.addTarget(follow, action: #selector(…)) → follow.follow()
/// ```
@MainActor
public final class FollowUserInteraction<Service: FollowingService> {
    private let interaction: Interaction<Void>

    /// The user this interaction follows.
    public let userID: Service.UserID

    /// Creates the interaction for one user.
    ///
    /// - Parameters:
    ///   - userID: Who to follow.
    ///   - displayName: The name shown in the confirmation.
    ///   - service: Performs the follow.
    ///   - confirmation: Asks the user first; `nil` follows without asking.
    public init(
        userID: Service.UserID,
        displayName: String,
        service: Service,
        confirmation: (any Confirmation)?
    ) {
        self.userID = userID
        interaction = Interaction(
            confirming: Self.confirmationRequest(displayName: displayName),
            through: confirmation
        ) { try await service.follow(userID: userID) }
    }

    /// The question asked before following `displayName`.
    ///
    /// - Parameter displayName: The user's name as shown on screen.
    /// - Returns: "Follow <name>?" with Cancel and Follow buttons.
    public static func confirmationRequest(displayName: String) -> ConfirmationRequest {
        ConfirmationRequest(
            message: "Are you sure you want to follow \(displayName)?",
            confirmLabel: "Follow"
        )
    }

    /// Called with the outcome of every follow that was not ignored.
    public var onFinish: (@MainActor (InteractionOutcome<Void>) -> Void)? {
        get { interaction.onFinish }
        set { interaction.onFinish = newValue }
    }

    /// Receives the outcome of every follow that was not ignored; held weakly.
    public var delegate: (any InteractionDelegate<Void>)? {
        get { interaction.delegate }
        set { interaction.delegate = newValue }
    }

    /// Whether a follow is under way.
    public var isRunning: Bool { interaction.isRunning }

    /// Asks, then follows; ignored while a follow is under way (double-tap safe).
    ///
    /// - Returns: The run's task, or `nil` when the tap was ignored.
    @discardableResult
    public func follow() -> Task<InteractionOutcome<Void>, Never>? {
        interaction.start()
    }

    /// Stops the follow under way, if any.
    public func cancel() {
        interaction.cancel()
    }
}
