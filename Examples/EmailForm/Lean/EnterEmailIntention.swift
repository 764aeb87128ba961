import Whittle

/// Turns edits of the email field into model updates: stores the text and enables the save
/// button only for a valid address.
///
/// The view controller no longer implements a text-field delegate or validates anything;
/// the intention listens to the field (through ``TextEditingDelegate``) and the
/// controller observes ``EmailFormModel/canSave``.
@MainActor
public final class EnterEmailIntention: TextEditingDelegate {
    private let model: EmailFormModel
    private let isValid: (String) -> Bool

    /// Creates the intention over `model`.
    ///
    /// - Parameters:
    ///   - model: The form's model.
    ///   - isValid: The validation rule; ``EmailAddress/isValid(_:)`` by default.
    public init(model: EmailFormModel, isValid: @escaping (String) -> Bool = EmailAddress.isValid) {
        self.model = model
        self.isValid = isValid
    }

    /// Stores `text`, enables saving only when it is valid and no save is under way, offers a
    /// common domain for a mistyped one, and clears a previous save result and availability
    /// (they described another address).
    public func textDidChange(_ text: String) {
        model.email = text
        model.isValid = isValid(text)
        model.suggestion = EmailSuggestion.suggestion(for: text)
        model.availability = .unknown
        if model.saveStatus != .saving { model.saveStatus = .idle }
        model.canSave = model.isValid && model.saveStatus != .saving
    }
}
