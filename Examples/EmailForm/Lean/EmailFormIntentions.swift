import Whittle

/// The email form's two intentions behind one multicast delegate (seed 003): the text field
/// reports to the delegate, the enter-email intention validates, the save-email intention
/// saves on return or on the button. Neither knows the view controller.
@MainActor
public final class EmailFormIntentions {
    /// What the text field reports to: every intention hears every edit.
    public let textEvents = MulticastDelegate<any TextEditingDelegate>()
    /// Validates the typed address into the model.
    public let enterEmail: EnterEmailIntention
    /// Saves the model's address.
    public let saveEmail: SaveEmailIntention

    /// Creates both intentions over `model`, saving through `saving`.
    public init(model: EmailFormModel, saving: any EmailSaving) {
        enterEmail = EnterEmailIntention(model: model)
        saveEmail = SaveEmailIntention(model: model, store: saving)
        textEvents.add(enterEmail)
        textEvents.add(saveEmail)
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
