import Foundation

/// What the profile screen needs from the server.
public protocol ProfileService: Sendable {
    /// Loads the user with `id`.
    func user(id: String) async throws -> UserProfile
    /// Makes the signed-in user follow the user with `userID`.
    func follow(userID: String) async throws
    /// Changes the display name of the user with `userID` (seed 004's `changeDisplayName`).
    func changeDisplayName(userID: String, to name: String) async throws
    /// Downloads the picture at `url` (a profile's ``UserProfile/avatarURL``), as image data.
    func avatar(at url: URL) async throws -> Data
}
