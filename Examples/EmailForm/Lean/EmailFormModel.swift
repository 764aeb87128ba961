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
    /// Whether the save button is enabled.
    public var canSave: Bool
    /// Where saving stands.
    public var saveStatus: EmailSaveStatus

    /// Creates the model, validating `email`.
    ///
    /// - Parameter email: The initial address, empty by default.
    public init(email: String = "") {
        self.email = email
        canSave = EmailAddress.isValid(email)
        saveStatus = .idle
    }
}
