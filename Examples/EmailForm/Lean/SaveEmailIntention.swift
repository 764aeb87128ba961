import Whittle

/// Turns a tap on Save (or Return in the field) into saving the model's address.
///
/// Saving is refused while the address is invalid or a save is under way, so a double tap
/// saves once. The button is disabled during the save and re-enabled afterwards through
/// the model.
@MainActor
public final class SaveEmailIntention: TextEditingDelegate {
    private let model: EmailFormModel
    private let store: any EmailSaving
    private let isValid: (String) -> Bool

    /// Creates the intention.
    ///
    /// - Parameters:
    ///   - model: The form's model.
    ///   - store: Where the address is saved.
    ///   - isValid: The rule that re-enables the button after a save; the same as
    ///     ``EnterEmailIntention``'s, ``EmailAddress/isValid(_:)`` by default.
    public init(
        model: EmailFormModel,
        store: any EmailSaving,
        isValid: @escaping (String) -> Bool = EmailAddress.isValid
    ) {
        self.model = model
        self.store = store
        self.isValid = isValid
    }

    /// Saves the model's address if it may be saved.
    ///
    /// - Returns: The save's task, or `nil` when saving was refused.
    @discardableResult
    public func save() -> Task<Void, Never>? {
        guard model.canSave, model.saveStatus != .saving else { return nil }
        let email = model.email
        model.saveStatus = .saving
        model.canSave = false
        return Task { [model, store, isValid] in
            do {
                try await store.save(email: email)
                model.saveStatus = .saved(email)
            } catch {
                model.saveStatus = .failed(String(describing: error))
            }
            model.canSave = isValid(model.email)
        }
    }

    /// Return in the email field saves, like tapping the button.
    public func textDidReturn(_ text: String) {
        save()
    }
}
