#if canImport(UIKit)
import Observation
import UIKit
import Whittle

/// Builds the email form: the model, the intentions wired to the field and the button, and
/// the step that follows a save.
@MainActor
final class EmailFormScreen {
    let controller: UIViewController
    private let intentions: EmailFormIntentions

    /// The form, saving through `saving`; `advance` runs after a successful save.
    init(model: EmailFormModel, saving: any EmailSaving, advance: @escaping @MainActor () -> Void) {
        let form = EmailFormViewController(model: model)
        let intentions = EmailFormIntentions(model: model, saving: saving)
        self.intentions = intentions
        let view = form.contentView
        view.emailField.text = model.email
        view.emailField.addAction(
            UIAction { [weak field = view.emailField] _ in intentions.textDidChange(field?.text ?? "") },
            for: .editingChanged)
        view.emailField.addAction(
            UIAction { [weak field = view.emailField] _ in intentions.textDidReturn(field?.text ?? "") },
            for: .editingDidEndOnExit)
        view.saveButton.addAction(
            UIAction { _ in
                Task {
                    await intentions.saveEmail.save()?.value
                    if case .saved = model.saveStatus { advance() }
                }
            }, for: .touchUpInside)
        controller = form
    }
}
#endif
