#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle

/// Builds the email form: the model, the intentions wired to the field and the buttons, the
/// filter that refuses spaces, and the step that follows a save.
@MainActor
final class EmailFormScreen {
    let controller: UIViewController
    private let intentions: EmailFormIntentions
    private let filter = EmailFieldFilter()

    /// The form, saving through `saving`, checking addresses with `availability`, logging to
    /// `analytics` and moving on through `navigator` after a save.
    init(
        model: EmailFormModel, saving: any EmailSaving, availability: any EmailAvailabilityChecking,
        analytics: (any EmailFormAnalytics)?, navigator: any Navigator<EmailFormRoute>
    ) {
        let form = EmailFormViewController(model: model)
        let intentions = EmailFormIntentions(model: model, saving: saving, availability: availability, analytics: analytics)
        self.intentions = intentions
        let flow = EmailFormFlow(model: model, intentions: intentions, navigator: navigator)
        let view = form.contentView
        view.emailField.text = model.email
        view.emailField.delegate = filter
        view.emailField.addAction(
            UIAction { [weak field = view.emailField] _ in intentions.textDidChange(field?.text ?? "") },
            for: .editingChanged)
        view.emailField.addAction(
            UIAction { _ in flow.save() }, for: .editingDidEndOnExit)
        view.saveButton.addAction(UIAction { _ in flow.save() }, for: .touchUpInside)
        let restoring = flow.restore(from: saving)
        let field = view.emailField
        Task {
            if let saved = await restoring.value { field.text = saved }
        }
        view.suggestionButton.addAction(UIAction { [weak field = view.emailField] _ in
            if let accepted = intentions.acceptSuggestion() { field?.text = accepted }
        }, for: .touchUpInside)
        controller = form
    }
}
#endif
