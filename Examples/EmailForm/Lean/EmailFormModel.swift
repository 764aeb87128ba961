import Observation
import Whittle

/// The email form's model: the only thing its view controller observes.
///
/// Intentions write it (``EnterEmailIntention``, ``SaveEmailIntention``); the view
/// controller reads it — `saveButton.isEnabled = model.canSave` — and nothing else.
@MainActor
@Observable
public final class EmailFormModel {
    /// The address as typed.
    public var email: String
    /// Whether the address is well formed.
    public var isValid: Bool
    /// A common domain the user probably meant ("Did you mean ada@gmail.com?"), or `nil`.
    public var suggestion: String?
    /// Whether the address already has an account.
    public var availability: EmailAvailability
    /// Whether the save button is enabled.
    public var canSave: Bool
    /// Where saving stands.
    public var saveStatus: EmailSaveStatus

    /// Creates the model, validating `email`.
    ///
    /// - Parameter email: The initial address, empty by default.
    public init(email: String = "") {
        self.email = email
        let valid = EmailAddress.isValid(email)
        isValid = valid
        canSave = valid
        suggestion = EmailSuggestion.suggestion(for: email)
        availability = .unknown
        saveStatus = .idle
    }
}
