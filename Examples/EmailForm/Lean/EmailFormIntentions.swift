import Whittle

/// The email form's intentions behind one multicast delegate (seed 003): the text field
/// reports to the delegate, the enter-email intention validates and suggests, the
/// availability intention asks the server, the save-email intention saves on return or on
/// the button. None knows the view controller.
@MainActor
public final class EmailFormIntentions {
    /// What the text field reports to: every intention hears every edit.
    public let textEvents = MulticastDelegate<any TextEditingDelegate>()
    /// Validates the typed address into the model.
    public let enterEmail: EnterEmailIntention
    /// Asks whether the address already has an account.
    public let checkAvailability: CheckAvailabilityIntention
    /// Saves the model's address.
    public let saveEmail: SaveEmailIntention

    private let model: EmailFormModel
    private let analytics: (any EmailFormAnalytics)?

    /// Creates the intentions over `model`.
    ///
    /// - Parameters:
    ///   - model: The form's model.
    ///   - saving: Where the address is saved.
    ///   - availability: Asks the server whether an address is taken.
    ///   - analytics: Where accepted suggestions and saves are logged, if anywhere.
    public init(
        model: EmailFormModel, saving: any EmailSaving, availability: any EmailAvailabilityChecking,
        analytics: (any EmailFormAnalytics)? = nil
    ) {
        self.model = model
        self.analytics = analytics
        enterEmail = EnterEmailIntention(model: model)
        checkAvailability = CheckAvailabilityIntention(model: model, checker: availability)
        saveEmail = SaveEmailIntention(model: model, store: saving, analytics: analytics)
        textEvents.add(enterEmail)
        textEvents.add(checkAvailability)
        textEvents.add(saveEmail)
    }

    /// The user tapped "Did you mean …?": the suggestion becomes the address, as if typed.
    ///
    /// - Returns: The new text for the field, or `nil` when nothing was suggested.
    @discardableResult
    public func acceptSuggestion() -> String? {
        guard let suggestion = model.suggestion else { return nil }
        textDidChange(suggestion)
        analytics?.log("email_suggestion_accepted", parameters: [:])
        return suggestion
    }

    /// The field's text changed.
    public func textDidChange(_ text: String) {
        textEvents.invoke { $0.textDidChange(text) }
    }

    /// The user pressed return in the field.
    public func textDidReturn(_ text: String) {
        textEvents.invoke { $0.textDidReturn(text) }
    }
}
