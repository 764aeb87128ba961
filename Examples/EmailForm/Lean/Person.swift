import Observation

/// The person whose email the form edits; the one object the form's controller observes.
///
/// Intentions change it, the controller renders it (seed 003).
@MainActor
@Observable
public final class Person {
    /// The address as typed, normalized.
    public internal(set) var email: String
    /// The last address saved, or `nil` before the first save.
    public internal(set) var savedEmail: String?
    /// Why the last save failed, or `nil`.
    public internal(set) var saveFailure: String?

    /// Creates a person with the address saved before, if any.
    public init(savedEmail: String? = nil) {
        email = savedEmail ?? ""
        self.savedEmail = savedEmail
    }

    /// Whether the current address may be saved: valid, and not what is already saved.
    public var canSave: Bool { EmailAddress.isValid(email) && email != savedEmail }

    /// Whether what is on screen has been saved.
    public var isSaved: Bool { savedEmail != nil && email == savedEmail }
}
