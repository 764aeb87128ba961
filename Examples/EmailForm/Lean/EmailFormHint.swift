/// What the hint under the email field says, decided from the model — the one piece of the
/// form's rendering that is a decision, kept out of the view and the controller.
public struct EmailFormHint: Equatable, Sendable {
    /// How the hint is drawn.
    public enum Tone: Sendable, Hashable {
        /// Secondary text: an explanation.
        case neutral
        /// Green: the address looks right.
        case success
        /// Orange: the address is fine but cannot be used.
        case warning
        /// Red: something is wrong.
        case error
    }

    /// The hint's text.
    public var text: String
    /// How it is drawn.
    public var tone: Tone

    /// The hint for `email`, whether it `isValid`, its `availability` and the last save's
    /// `status`.
    public init(email: String, isValid: Bool, availability: EmailAvailability, status: EmailSaveStatus) {
        switch (status, availability) {
        case (.failed, _):
            (text, tone) = ("Your email address could not be saved. Please try again.", .error)
        case (.notLoaded, _):
            (text, tone) = ("Your details could not be loaded.", .error)
        case (.saving, _):
            (text, tone) = ("Saving…", .neutral)
        case (_, .taken):
            (text, tone) = ("This address already has an account.", .warning)
        default:
            if email.isEmpty {
                (text, tone) = ("We’ll send your receipts here.", .neutral)
            } else if isValid {
                (text, tone) = ("Looks good.", .success)
            } else {
                (text, tone) = ("That doesn’t look like an email address.", .error)
            }
        }
    }
}
