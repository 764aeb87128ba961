/// What the hint under the email field says, decided from the model — the one piece of the
/// form's rendering that is a decision, kept out of the view and the controller.
public struct EmailFormHint: Equatable, Sendable {
    /// The hint's text.
    public var text: String
    /// Whether it reports a failure (drawn in red).
    public var isError: Bool

    /// The hint for a form whose address `canSave` and whose last save is `status`.
    public init(canSave: Bool, status: EmailSaveStatus) {
        switch status {
        case .failed:
            text = "Your email address could not be saved. Please try again."
            isError = true
        case .saving:
            text = "Saving…"
            isError = false
        case .saved, .idle:
            text = canSave ? "Looks good." : "Enter your email address to save it."
            isError = false
        }
    }
}
