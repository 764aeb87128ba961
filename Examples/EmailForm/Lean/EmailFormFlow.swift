import Whittle

/// What happens when the user saves: the save-email intention saves, and a successful save
/// moves on to the confirmation step (seed 003's "advance" segue, as a route).
@MainActor
public final class EmailFormFlow {
    private let model: EmailFormModel
    private let intentions: EmailFormIntentions
    private let navigator: any Navigator<EmailFormRoute>

    /// Creates the flow for `model`'s form.
    public init(model: EmailFormModel, intentions: EmailFormIntentions, navigator: any Navigator<EmailFormRoute>) {
        self.model = model
        self.intentions = intentions
        self.navigator = navigator
    }

    /// Fills the form with the address saved last, as if typed (the massive twin fetches
    /// its `Person` first); a failed read says so in the hint.
    ///
    /// - Returns: The task; its value is the text for the field, or `nil` when there is none.
    @discardableResult
    public func restore(from saving: any EmailSaving) -> Task<String?, Never> {
        Task {
            do {
                guard let saved = try await saving.savedEmail() else { return nil }
                intentions.textDidChange(saved)
                return saved
            } catch {
                model.saveStatus = .notLoaded
                return nil
            }
        }
    }

    /// Saves, then advances if the address was saved.
    ///
    /// - Returns: The task, or `nil` when there was nothing to save.
    @discardableResult
    public func save() -> Task<Void, Never>? {
        guard let saving = intentions.saveEmail.save() else { return nil }
        return Task {
            await saving.value
            if case .saved(let email) = model.saveStatus {
                navigator.navigate(to: .confirmation(email: email))
            }
        }
    }
}
