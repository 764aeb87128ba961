/// The service ``FollowUserInteraction`` calls to follow a user, injected so tests and
/// apps choose the backend.
public protocol FollowingService<UserID>: Sendable {
    /// How users are identified.
    associatedtype UserID: Sendable

    /// Makes the current user follow `userID`.
    ///
    /// - Throws: Whatever made following fail; it becomes
    ///   ``InteractionOutcome/failed(_:)``.
    func follow(userID: UserID) async throws
}
