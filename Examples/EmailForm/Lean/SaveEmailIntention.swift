import Whittle

/// Turns a tap on Save (or Return in the field) into saving the model's address.
///
/// Saving is refused while the address is invalid or a save is under way, so a double tap
/// saves once. The button is disabled during the save and re-enabled afterwards through
/// the model. The address is saved trimmed and lowercased; a saved address is logged with
/// its domain.
@MainActor
public final class SaveEmailIntention: TextEditingDelegate {
    private let model: EmailFormModel
    private let store: any EmailSaving
    private let isValid: (String) -> Bool
    private let analytics: (any EmailFormAnalytics)?

    /// Creates the intention.
    ///
    /// - Parameters:
    ///   - model: The form's model.
    ///   - store: Where the address is saved.
    ///   - isValid: The rule that re-enables the button after a save; the same as
    ///     ``EnterEmailIntention``'s, ``EmailAddress/isValid(_:)`` by default.
    ///   - analytics: Where a save is logged, if anywhere.
    public init(
        model: EmailFormModel,
        store: any EmailSaving,
        isValid: @escaping (String) -> Bool = EmailAddress.isValid,
        analytics: (any EmailFormAnalytics)? = nil
    ) {
        self.model = model
        self.store = store
        self.isValid = isValid
        self.analytics = analytics
    }

    /// Saves the model's address if it may be saved.
    ///
    /// - Returns: The save's task, or `nil` when saving was refused.
    @discardableResult
    public func save() -> Task<Void, Never>? {
        guard model.canSave, model.saveStatus != .saving, model.availability != .taken else { return nil }
        let email = EmailAddress.normalized(model.email)
        model.saveStatus = .saving
        model.canSave = false
        return Task { [model, store, isValid, analytics] in
            do {
                try await store.save(email: email)
                model.saveStatus = .saved(email)
                analytics?.log("email_saved", parameters: ["domain": email.split(separator: "@").last.map(String.init) ?? ""])
            } catch {
                model.saveStatus = .failed(String(describing: error))
            }
            model.canSave = isValid(model.email) && model.availability != .taken
        }
    }

    /// Return in the email field saves, like tapping the button.
    public func textDidReturn(_ text: String) {
        save()
    }
}
