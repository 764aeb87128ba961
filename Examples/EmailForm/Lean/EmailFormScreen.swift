#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle

/// Builds the email form: the model, the intentions wired to the field and the button, and
/// the step that follows a save.
@MainActor
final class EmailFormScreen {
    let controller: UIViewController
    private let intentions: EmailFormIntentions

    /// The form, saving through `saving` and moving on through `navigator` after a save.
    init(model: EmailFormModel, saving: any EmailSaving, navigator: any Navigator<EmailFormRoute>) {
        let form = EmailFormViewController(model: model)
        let intentions = EmailFormIntentions(model: model, saving: saving)
        self.intentions = intentions
        let flow = EmailFormFlow(model: model, intentions: intentions, navigator: navigator)
        let view = form.contentView
        view.emailField.text = model.email
        view.emailField.addAction(
            UIAction { [weak field = view.emailField] _ in intentions.textDidChange(field?.text ?? "") },
            for: .editingChanged)
        view.emailField.addAction(
            UIAction { _ in flow.save() }, for: .editingDidEndOnExit)
        view.saveButton.addAction(UIAction { _ in flow.save() }, for: .touchUpInside)
        controller = form
    }
}
#endif
