/// What the profile screen needs from the server.
public protocol ProfileService: Sendable {
    /// Loads the user with `id`.
    func user(id: String) async throws -> UserProfile
    /// Makes the signed-in user follow the user with `userID`.
    func follow(userID: String) async throws
}
