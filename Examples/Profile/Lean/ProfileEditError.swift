/// Why an edit of the profile was refused before it reached the server.
public enum ProfileEditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The display name is empty or longer than 40 characters.
    case invalidDisplayName
    /// There is no loaded profile to edit yet.
    case notLoaded

    public var description: String {
        switch self {
        case .invalidDisplayName: "A display name has 1 to 40 characters."
        case .notLoaded: "The profile has not loaded yet."
        }
    }
}
