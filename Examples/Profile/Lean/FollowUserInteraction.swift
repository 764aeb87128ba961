/// Following a user as one object (seed 000's interaction): ask "Are you sure?", call the
/// service, and report the followed user or the failure.
@MainActor
public final class FollowUserInteraction {
    /// How the interaction ended.
    public enum Outcome: Equatable, Sendable {
        /// The user is now followed.
        case followed(UserProfile)
        /// The user said no, or there was nothing to do.
        case cancelled
        /// The service failed; the message says what to try.
        case failed(message: String)
    }

    /// Asks the user a yes/no question; `true` means go ahead.
    public typealias Confirm = @MainActor (_ question: String, _ confirmTitle: String) async -> Bool

    private let service: any ProfileService
    private let confirm: Confirm

    /// Creates the interaction.
    ///
    /// - Parameters:
    ///   - service: Performs the follow request.
    ///   - confirm: Shows the confirmation (an alert in the app, a scripted answer in tests).
    public init(service: any ProfileService, confirm: @escaping Confirm) {
        self.service = service
        self.confirm = confirm
    }

    /// Runs the interaction for `user`.
    public func follow(_ user: UserProfile) async -> Outcome {
        guard user.canBeFollowed else { return .cancelled }
        guard await confirm("Are you sure you want to follow \(user.name)?", "Follow") else { return .cancelled }
        do {
            try await service.follow(userID: user.id)
            return .followed(user.followed())
        } catch {
            return .failed(message: "Could not follow \(user.name). Please try again.")
        }
    }
}
